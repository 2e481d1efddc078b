import * as z from 'zod/mini';
import { coinsSchema, idSchema, lenientIdSchema, positiveIntSchema, isoTimestampSchema, messageResponseSchema } from '../common.schema.js';

/** A player's answer to a business's challenge, as its partner judges it (no e-mail: partners never see one). */
export const consoleSubmissionSchema = z.object({
  user_id: idSchema,
  name: z.string(),
  submission_link: z.string(),
  submitted_at: isoTimestampSchema,
  rating: z.nullable(z.int().check(z.gte(1), z.lte(5))),
  note: z.nullable(z.string()),
  /** An organizer's ban is in force on the player: they cannot be picked as a winner. */
  banned: z.boolean(),
});
export type ConsoleSubmission = z.infer<typeof consoleSubmissionSchema>;

/** A challenge winner the partner picked, with the dollars awarded. */
export const consolePickedWinnerSchema = z.object({
  user_id: idSchema,
  name: z.string(),
  award: coinsSchema,
});
export type ConsolePickedWinner = z.infer<typeof consolePickedWinnerSchema>;

/**
 * `GET /console/businesses/:business_id/submissions`: the challenge, its answers with the partner's private
 * ratings and notes, the winners picked so far, the award pool and winner cap, and whether the organizers
 * published the results.
 */
export const consoleSubmissionsResponseSchema = z.object({
  business_id: idSchema,
  challenge: z.object({ challenge_id: idSchema, title: z.string(), description: z.string() }),
  award_pool: coinsSchema,
  winner_cap: positiveIntSchema,
  submissions: z.array(consoleSubmissionSchema),
  winners: z.array(consolePickedWinnerSchema),
  results_published: z.boolean(),
});
export type ConsoleSubmissionsResponse = z.infer<typeof consoleSubmissionsResponseSchema>;

/** `PATCH /console/businesses/:business_id/submissions/:user_id`: a rating from 1 to 5 and a private note (null clears). */
export const consoleRateRequestSchema = z.object({
  rating: z.optional(z.nullable(z.int())),
  note: z.optional(z.nullable(z.string())),
});
export type ConsoleRateRequest = z.infer<typeof consoleRateRequestSchema>;
export const consoleRateResponseSchema = z.extend(messageResponseSchema, {
  submission: consoleSubmissionSchema,
});

/**
 * `PATCH /console/businesses/:business_id/winners`: the challenge's winners in order, each a player who answered
 * it, with a whole-dollar award above 0; at most the winner cap, together at most the award pool. Replaces the
 * winners picked before. They reach the results page when the organizers publish the results.
 */
export const consoleWinnersRequestSchema = z.object({
  winners: z.array(z.object({ user_id: lenientIdSchema, award: z.int() })),
});
export type ConsoleWinnersRequest = z.infer<typeof consoleWinnersRequestSchema>;
export const consoleWinnersResponseSchema = z.extend(messageResponseSchema, {
  winners: z.array(consolePickedWinnerSchema),
  award_pool: coinsSchema,
  awarded: coinsSchema,
});
