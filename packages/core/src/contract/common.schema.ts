import * as z from 'zod/mini';

/** A positive whole number that is a count or a size, not an id (a page number, an image's width, a cap). */
export const positiveIntSchema = z.int().check(z.positive());

/**
 * An id as the server stores it and core's rules use it: a positive whole number below 2^53. On the wire only
 * inside documents with a canonical form of their own (the draw record, decision 0070), never as a field of
 * an answer, request or event (those use {@link idSchema}).
 */
export const storedIdSchema = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

/** An id written as a JSON string: a positive whole number in decimal, without sign or leading zero. */
const idTextSchema = z.string().check(z.regex(/^[1-9]\d{0,15}$/));

/**
 * Every id on the wire (`item_id`, `chest_id`, `challenge_id`, `business_id`, `user_id`, ...): a JSON string,
 * as the original event's server sent them, because its client looks ids up among the keys of its own maps
 * (object keys are strings, so a numeric id never matches). Parsing (decoding) a wire value gives the
 * number core's rules and the server's database use; encoding (`encodeContract`) writes it back as a string.
 * Strict: an answer or event carrying a numeric id does not match the contract.
 */
export const idSchema = z.codec(idTextSchema, storedIdSchema, {
  decode: (text) => Number(text),
  encode: (id) => String(id),
});

/**
 * An id in a request body or an event file: the string form, or leniently a number, read as the stored
 * number (a client written against numeric ids keeps working). Encoded as a string, like {@link idSchema}.
 */
export const lenientIdSchema = z.codec(z.union([idTextSchema, storedIdSchema]), storedIdSchema, {
  decode: (value) => Number(value),
  encode: (id) => String(id),
});

/** A whole number of dubl-u-nes (coins), zero or more. */
export const coinsSchema = z.int().check(z.nonnegative());

/** An ISO 8601 date and time, with `Z` or an offset (e.g. `2026-04-20T14:00:00.000Z`). */
export const isoTimestampSchema = z.iso.datetime({ offset: true });

/** A chest answer's key: one lower-case letter, `a`, `b`, `c`, ... */
export const choiceLetterSchema = z.string().check(z.regex(/^[a-z]$/));

/**
 * The French of one of the event's texts (an item's name, a chest question, ...), sent beside its English as
 * `<field>_fr`. Optional: where it is absent the English shows, marked `lang="en"` (core's `shownText`). Clients
 * that read only the English field (the original event's) see the answers they always did.
 */
export const frenchTextSchema = z.optional(z.string());

/** The answer of calls whose only result is a text to show: `{ message }`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The `code` of an answer refusing invalid fields ("Some fields are not valid..."). */
export const INVALID_FIELDS_CODE = 'fields.invalid';

/**
 * A field's problem as a code and its parameters (core's `FieldProblem`, docs/decisions/0163, and the console's
 * `ConsoleProblem`, 0167, 0170): `max` for lengths, caps and limits, `ratio` and `min` for a colour's contrast,
 * `variable` and `allowed` for a mail text's unknown variable, `total` for challenge awards over their pool.
 */
const fieldProblemWireSchema = z.object({
  code: z.string(),
  max: z.optional(z.number()),
  min: z.optional(z.number()),
  ratio: z.optional(z.number()),
  variable: z.optional(z.string()),
  allowed: z.optional(z.array(z.string())),
  total: z.optional(z.number()),
});

/**
 * The body of every error answer under `/api/v2`: a message to show (for statuses below 500), and for
 * invalid input the problems of each field, keyed by the field's name (or its path, e.g.
 * `staked_items[0].coins`; `$` is the whole body). A refusal because the account is suspended (login's 403)
 * also carries the ban's end (ISO 8601) and the organizer's reason when one was given, so that a client can
 * show the end in the player's own date and time (as `session_ended` does); `message` says it in UTC.
 * `message` and `errors` are in the request's language (English by default); `code` and `codes` are beside them.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** The answer's stable code (`fields.invalid` for invalid input), for a client to write `message` itself. */
  code: z.optional(z.string()),
  /**
   * The problems of the fields core's rules checked, as stable codes with their parameters (e.g.
   * `{ "code": "text.tooLong", "max": 30 }`), in the order of `errors`, so that a client writes them in its
   * reader's language; an unknown code is shown by its `errors` text.
   */
  codes: z.optional(z.record(z.string(), z.array(fieldProblemWireSchema))),
  banned_until: z.optional(z.string()),
  ban_reason: z.optional(z.string()),
  /**
   * A login waiting in the server's login queue (503 with `Retry-After`): its place in line, 1 for the next one
   * served. The queue keeps the place for the try that comes back after `Retry-After` (docs/decisions/0210).
   */
  queue: z.optional(z.object({ position: positiveIntSchema })),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
