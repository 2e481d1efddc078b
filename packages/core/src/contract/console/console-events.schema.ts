import * as z from 'zod/mini';
import { idSchema, isoTimestampSchema, lenientIdSchema, messageResponseSchema } from '../common.schema.js';
import { raffleDrawResponseSchema } from '../draw.schema.js';
import { eventTimestampsSchema } from '../timestamps.schema.js';
import { idParamSchema } from './console-common.schema.js';
import { consoleDrawSchema, consoleResultsResponseSchema } from './console-raffle.schema.js';

/** The exports an archived event keeps (CSV files as they were when it was archived). */
export const ARCHIVED_EXPORTS = ['players', 'meetup', 'winners', 'mailing-list'] as const;
export type ArchivedExport = (typeof ARCHIVED_EXPORTS)[number];

/**
 * What the next event starts from when one is archived: nothing (`empty`), the event being archived
 * (`this`), an earlier archived event (`archived`, with its id) or the demo event (`demo`). A template brings
 * its partners, items, businesses, chests and settings, never players, stakes, coins or dates.
 */
export const EVENT_STARTS = ['empty', 'this', 'archived', 'demo'] as const;
export type EventStart = (typeof EVENT_STARTS)[number];

/** One archived event in the list: its name, and its French name where one was written (decision 0176). */
export const consoleArchivedEventSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  name_fr: z.optional(z.string()),
  archived_at: isoTimestampSchema,
  archived_by: z.string(),
  players: z.number(),
  drawn: z.boolean(),
});
export type ConsoleArchivedEventSummary = z.infer<typeof consoleArchivedEventSummarySchema>;

/**
 * `GET /console/events`: the event in play (its name, its French name where written (decision 0176), its players,
 * and its end, null while unscheduled, so the screen can say before any call when archiving is refused) and every
 * archived event, newest first.
 */
export const consoleEventsResponseSchema = z.object({
  current: z.object({ name: z.string(), name_fr: z.optional(z.string()), players: z.number(), game_end: z.nullable(z.string()) }),
  archived: z.array(consoleArchivedEventSummarySchema),
});
export type ConsoleEventsResponse = z.infer<typeof consoleEventsResponseSchema>;

/** `/console/events/:event_id` and its exports. */
export const consoleArchivedEventParamsSchema = z.object({ event_id: idParamSchema });
export const consoleArchivedExportParamsSchema = z.object({
  event_id: idParamSchema,
  export: z.enum(ARCHIVED_EXPORTS),
});

/**
 * `GET /console/events/:event_id`: an archived event, read-only, as it was when archived: its schedule, the
 * results (as the results screen showed them), the draw with its winners, and what anyone can check of the
 * draw (`public_draw`, the answer of `GET /game/raffle/draw?event=<id>`).
 */
export const consoleArchivedEventSchema = z.extend(consoleArchivedEventSummarySchema, {
  timestamps: z.nullable(eventTimestampsSchema),
  counts: z.object({
    partners: z.number(),
    raffle_items: z.number(),
    businesses: z.number(),
    chests: z.number(),
  }),
  results: consoleResultsResponseSchema,
  draw: z.nullable(consoleDrawSchema),
  public_draw: raffleDrawResponseSchema,
  exports: z.array(z.enum(ARCHIVED_EXPORTS)),
});
export type ConsoleArchivedEvent = z.infer<typeof consoleArchivedEventSchema>;

/**
 * `POST /console/events/archive`: archives the event in play and starts the next one, named `name`, from
 * `start` (`archived` needs `from_event_id`). Refused while a scheduled event has not reached its end.
 */
export const consoleArchiveEventRequestSchema = z.object({
  name: z.string(),
  start: z.enum(EVENT_STARTS),
  from_event_id: z.optional(z.nullable(lenientIdSchema)),
});
export type ConsoleArchiveEventRequest = z.infer<typeof consoleArchiveEventRequestSchema>;
export const consoleArchiveEventResponseSchema = z.extend(messageResponseSchema, {
  archived: consoleArchivedEventSummarySchema,
  current: z.object({ name: z.string(), players: z.number() }),
});
export type ConsoleArchiveEventResponse = z.infer<typeof consoleArchiveEventResponseSchema>;
