import * as z from 'zod/mini';

/** A positive whole number: every `item_id`, `chest_id` and `challenge_id` on the wire. */
export const idSchema = z.int().check(z.positive());

/** A whole number of dubl-u-nes (coins), zero or more. */
export const coinsSchema = z.int().check(z.nonnegative());

/** An ISO 8601 date and time, with `Z` or an offset (e.g. `2026-04-20T14:00:00.000Z`). */
export const isoTimestampSchema = z.iso.datetime({ offset: true });

/** A chest answer's key: one lower-case letter, `a`, `b`, `c`, ... */
export const choiceLetterSchema = z.string().check(z.regex(/^[a-z]$/));

/** The answer of calls whose only result is a text to show: `{ message }`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * The body of every error answer under `/api/v2`: a message to show (for statuses below 500), and for
 * invalid input the problems of each field, keyed by the field's name (or its path, e.g.
 * `staked_items[0].coins`; `$` is the whole body). A refusal because the account is suspended (login's 403)
 * also carries the ban's end (ISO 8601) and the organizer's reason when one was given, so that a client can
 * show the end in the player's own date and time (as `session_ended` does); `message` says it in UTC.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  banned_until: z.optional(z.string()),
  ban_reason: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
