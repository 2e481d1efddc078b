import * as z from 'zod/mini';
import { isoTimestampSchema } from './common.schema.js';

/** The periods of the event, in the order they come (spec section 4); the console's schedule sends their names. */
export const GAME_PERIODS = ['preGame', 'gameStart', 'reviewStart', 'winnersAnnounced', 'gameEnd'] as const;
export type GamePeriod = (typeof GAME_PERIODS)[number];

/**
 * The event's period boundaries as ISO strings. Same field names as the rules' `EventTimestamps`, so a
 * parsed value is passed to `gamePeriodAt` as is. `pre_game` is sent by the original server and by ours,
 * but clients must not depend on it.
 */
export const eventTimestampsSchema = z.object({
  pre_game: z.optional(isoTimestampSchema),
  game_start: isoTimestampSchema,
  review_start: isoTimestampSchema,
  review_end: isoTimestampSchema,
  game_end: isoTimestampSchema,
  /** Optional: when challenge answers open and close (inside the game start period). Players read it. */
  challenges_open: z.optional(isoTimestampSchema),
  challenges_close: z.optional(isoTimestampSchema),
  /** Optional: when the Q&A wrap-up meeting starts. Players read it in their own time zone. */
  meeting: z.optional(isoTimestampSchema),
});
export type EventTimestampsDto = z.infer<typeof eventTimestampsSchema>;

/**
 * The exact string login answers instead of the timestamps when no event is scheduled; the client then
 * allows only /profile. Wire content: it must never change, whatever the catalogue says.
 */
export const GAME_NOT_STARTED = 'The game has not started yet';

/** Login's `timestamps`: the boundaries, or {@link GAME_NOT_STARTED}. */
export const loginTimestampsSchema = z.union([eventTimestampsSchema, z.literal(GAME_NOT_STARTED)]);
export type LoginTimestamps = z.infer<typeof loginTimestampsSchema>;
