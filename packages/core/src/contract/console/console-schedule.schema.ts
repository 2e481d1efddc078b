import * as z from 'zod/mini';
import { frenchTextSchema, isoTimestampSchema } from '../common.schema.js';
import { eventTimestampsSchema, GAME_PERIODS } from '../timestamps.schema.js';

/**
 * `GET` and `PATCH /console/schedule` answer: the timestamps in force (null: not scheduled, login says "The
 * game has not started yet"), where they come from (`console`: set here; `event`: the event's own; `demo`:
 * the demo's 10-minute cycle; `settings`: fixed by the server's host), and the period now with its end.
 */
export const consoleScheduleSchema = z.object({
  /** The event's name (the console shows it; the exported event file carries it). */
  event_name: z.string(),
  /** Its French name, when the organizers gave one. */
  event_name_fr: frenchTextSchema,
  timestamps: z.nullable(eventTimestampsSchema),
  source: z.enum(['console', 'event', 'demo', 'settings']),
  period: z.nullable(z.enum(GAME_PERIODS)),
  ends_at: z.nullable(isoTimestampSchema),
});
export type ConsoleSchedule = z.infer<typeof consoleScheduleSchema>;

/**
 * `PATCH /console/schedule` body: the five timestamps (`pre_game` optional), in order, or null to unschedule
 * the event. Takes effect at once on every server and is pushed to every connected client (`schedule_change`).
 */
export const consoleScheduleRequestSchema = z.object({ timestamps: z.nullable(eventTimestampsSchema) });
export type ConsoleScheduleRequest = z.infer<typeof consoleScheduleRequestSchema>;

/**
 * `PATCH /console/event/name` body: the event's new name (1 to 100 characters once trimmed), and its French
 * name (optional, the same rule; blank removes it, absent keeps it). A new event is named "New event" until the
 * organizer names it. Answers the schedule view, name included.
 */
export const consoleRenameEventRequestSchema = z.object({ name: z.string(), name_fr: frenchTextSchema });
export type ConsoleRenameEventRequest = z.infer<typeof consoleRenameEventRequestSchema>;
