import * as z from 'zod/mini';
import { frenchTextSchema, isoTimestampSchema } from './common.schema.js';
import { resultsResponseSchema } from './results.schema.js';

/**
 * The code of the answers that tell a player their event has ended and was archived: a login with the account
 * of a past event (422), or a call with a session the archive ended (401). Both set the past-event cookie, so the
 * page then reads {@link pastEventResponseSchema} (docs/decisions/0180-past-players-read-their-event.md).
 */
export const PAST_EVENT_CODE = 'event.archived';

/**
 * `GET /game/past-event` (ours): what a player of an archived event still reads of it, with the past-event cookie
 * a login or an ended session set: the event (its names, when it was archived), the results
 * as players saw them when it was archived (each prize with its winners), and where anyone checks its draw.
 */
export const pastEventResponseSchema = z.object({
  event: z.object({
    name: z.string(),
    name_fr: frenchTextSchema,
    archived_at: isoTimestampSchema,
  }),
  results: resultsResponseSchema,
  draw_check: z.string(),
});
export type PastEventResponse = z.infer<typeof pastEventResponseSchema>;
