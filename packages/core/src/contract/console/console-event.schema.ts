import * as z from 'zod/mini';
import { coinsSchema, frenchTextSchema, idSchema, lenientIdSchema, positiveIntSchema, isoTimestampSchema, messageResponseSchema } from '../common.schema.js';
import {
  eventChestSchema,
  eventFileSchema,
  eventPartnerSchema,
  eventQuestionSchema,
  eventRaffleItemSchema,
  eventBusinessSchema,
} from '../event-file.schema.js';
import { CHEST_QUESTION_COUNT } from '../chest.schema.js';
import { eventTimestampsSchema } from '../timestamps.schema.js';

/**
 * `GET /console/event`: the event as the server serves it (retired entries included, marked `retired`), where
 * it is stored (`database` once imported or edited, else the `file` of `EVENT_FILE`), and the ids players have
 * touched (stakes, chest answers, challenge answers), which can be retired but never deleted.
 */
export const consoleEventResponseSchema = z.object({
  event: eventFileSchema,
  source: z.enum(['database', 'file']),
  updated_at: z.nullable(isoTimestampSchema),
  touched: z.object({ items: z.array(idSchema), chests: z.array(idSchema), challenges: z.array(idSchema) }),
});
export type ConsoleEventResponse = z.infer<typeof consoleEventResponseSchema>;

/**
 * The whole event file as a JSON document: `GET /console/event/file` (export) answers it and
 * `POST /console/event/file` (import) takes it. Checked on import exactly as the organizer tool's `import`
 * checks a file (schema, timestamps' order, `one_prize_per_player`, the `players` roster); its problems answer
 * 422 with `errors` keyed by field path. Fields beyond the schema are kept.
 */
export const consoleEventFileSchema = z.looseObject({
  name: z.string(),
  timestamps: z.nullable(eventTimestampsSchema),
});
export type ConsoleEventFile = z.infer<typeof consoleEventFileSchema>;

/** The answer of an import. */
export const consoleImportResponseSchema = z.extend(messageResponseSchema, {
  summary: z.object({
    name: z.string(),
    items: coinsSchema,
    chests: coinsSchema,
    businesses: coinsSchema,
    players_created: coinsSchema,
    players_existing: coinsSchema,
  }),
});

/** A raffle partner's fields. */
export const consolePartnerFieldsSchema = z.object({
  name: z.string(),
  logo: z.string(),
  resource_link: z.string(),
  resource_category: z.string(),
  resource_logo: z.string(),
  resource_name: z.string(),
});
export type ConsolePartnerFields = z.infer<typeof consolePartnerFieldsSchema>;

/** `PATCH /console/partners`: the partner named `name` takes the given fields (a new `name` renames it everywhere). */
export const consoleUpdatePartnerRequestSchema = z.object({
  name: z.string(),
  changes: z.partial(consolePartnerFieldsSchema),
});
/** `POST /console/partners/retire`: retires (hides from players) or restores a raffle partner. */
export const consoleRetirePartnerRequestSchema = z.object({ name: z.string(), retired: z.boolean() });
export const consolePartnerResponseSchema = z.extend(messageResponseSchema, { partner: eventPartnerSchema });

/**
 * A raffle item's fields; `partner` names a raffle partner. The item's id is given by the server. The French
 * texts are optional; a blank one is stored as none (the English then shows in French).
 */
export const consoleItemFieldsSchema = z.object({
  name: z.string(),
  description: z.string(),
  name_fr: frenchTextSchema,
  description_fr: frenchTextSchema,
  image_src: z.string(),
  stock: coinsSchema,
  partner: z.string(),
});
export type ConsoleItemFields = z.infer<typeof consoleItemFieldsSchema>;
export const consoleUpdateItemRequestSchema = z.partial(consoleItemFieldsSchema);
export const consoleItemResponseSchema = z.extend(messageResponseSchema, { item: eventRaffleItemSchema });

/** Retires (hides from players) or restores an entry. Retiring a raffle item gives its stakes back to the players. */
export const consoleRetireRequestSchema = z.object({ retired: z.boolean() });
export const consoleRetireItemResponseSchema = z.extend(messageResponseSchema, {
  item: eventRaffleItemSchema,
  refunded_players: coinsSchema,
});

/** A chest's three questions, each with its choices, correct letter and explanation. */
export const consoleChestRequestSchema = z.object({
  group: z.array(eventQuestionSchema).check(z.length(CHEST_QUESTION_COUNT)),
});
export type ConsoleChestRequest = z.infer<typeof consoleChestRequestSchema>;
export const consoleChestResponseSchema = z.extend(messageResponseSchema, { chest: eventChestSchema });

/**
 * A business's fields as an organizer sets them. `chest_id` links the business's own chest (null unlinks),
 * `award_pool` is the dollars its challenge winners share (200 by default), `winner_cap` the most winners
 * (3 by default). The business's id is its challenge's id, given by the server.
 */
export const consoleBusinessFieldsSchema = z.object({
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  video_title: z.string(),
  video_url: z.string(),
  challenge_title: z.string(),
  challenge_description: z.string(),
  name_fr: frenchTextSchema,
  description_fr: frenchTextSchema,
  video_title_fr: frenchTextSchema,
  challenge_title_fr: frenchTextSchema,
  challenge_description_fr: frenchTextSchema,
  chest_id: z.optional(z.nullable(lenientIdSchema)),
  award_pool: z.optional(coinsSchema),
  winner_cap: z.optional(positiveIntSchema),
  attends_meeting: z.optional(z.boolean()),
});
export type ConsoleBusinessFields = z.infer<typeof consoleBusinessFieldsSchema>;
export const consoleUpdateBusinessRequestSchema = z.partial(consoleBusinessFieldsSchema);
export type ConsoleUpdateBusinessRequest = z.infer<typeof consoleUpdateBusinessRequestSchema>;

/**
 * `PATCH /console/businesses/:business_id/profile`: what a partner may change of its own business (the
 * organizers too): profile, logo, video, challenge text and attendance at the wrap-up meeting.
 */
export const consoleBusinessProfileRequestSchema = z.object({
  logo: z.optional(z.string()),
  description: z.optional(z.string()),
  video_title: z.optional(z.string()),
  video_url: z.optional(z.string()),
  challenge_title: z.optional(z.string()),
  challenge_description: z.optional(z.string()),
  description_fr: frenchTextSchema,
  video_title_fr: frenchTextSchema,
  challenge_title_fr: frenchTextSchema,
  challenge_description_fr: frenchTextSchema,
  attends_meeting: z.optional(z.boolean()),
});
export type ConsoleBusinessProfileRequest = z.infer<typeof consoleBusinessProfileRequestSchema>;

/**
 * A business as the console shows it: its id (its challenge's), its event entry, its own chest with the
 * answers, the award pool and winner cap in force, and how many players answered its challenge.
 */
export const consoleBusinessSchema = z.object({
  business_id: idSchema,
  business: eventBusinessSchema,
  chest: z.nullable(eventChestSchema),
  award_pool: coinsSchema,
  winner_cap: positiveIntSchema,
  answers_count: coinsSchema,
});
export type ConsoleBusiness = z.infer<typeof consoleBusinessSchema>;
export const consoleBusinessResponseSchema = z.extend(messageResponseSchema, {
  business: consoleBusinessSchema,
});
