import * as z from 'zod/mini';
import { coinsSchema, idSchema, positiveIntSchema, isoTimestampSchema, messageResponseSchema } from '../common.schema.js';
import { resultsResponseSchema } from '../results.schema.js';
import { DRAW_EXCLUSION_REASONS } from '../draw.schema.js';

/** A commitment to the draw's secret (its SHA-256, 64 hex characters), published before the raffle closes. */
export const consoleCommitmentSchema = z.object({ commitment: z.string(), created_at: isoTimestampSchema });

/** A winner of the draw, with the e-mail to reach them (organizers only). */
export const consoleDrawWinnerSchema = z.object({
  item_id: idSchema,
  item_name: z.nullable(z.string()),
  rank: positiveIntSchema,
  user_id: z.nullable(idSchema),
  name: z.string(),
  email: z.string(),
});

/**
 * A stored draw: its commitment, snapshot hash and seed, when it ran, its winners, and `record`, the draw
 * record's canonical text that anyone can check (`verifyDrawRecordText`, or the organizer tool's `draw verify`).
 * `excluded`: the players whose stakes the draw left out (banned when the stakes froze), as its record lists them,
 * with their names.
 */
export const consoleDrawSchema = z.object({
  commitment: z.string(),
  snapshot_hash: z.string(),
  seed: z.string(),
  drawn_at: isoTimestampSchema,
  winners: z.array(consoleDrawWinnerSchema),
  excluded: z.array(
    z.object({ player_id: z.string(), name: z.nullable(z.string()), reason: z.enum(DRAW_EXCLUSION_REASONS) }),
  ),
  record: z.string(),
});
export type ConsoleDraw = z.infer<typeof consoleDrawSchema>;

/**
 * Whether players see the stored winners: `auto` (no console decision yet: shown as soon as they exist, as with
 * the organizer tool alone), `held` (not yet) or `published`.
 */
export const consoleResultsStateSchema = z.enum(['auto', 'held', 'published']);
export type ConsoleResultsState = z.infer<typeof consoleResultsStateSchema>;

/** `GET /console/raffle`: every item with its stakes, the commitment in force, the newest draw, the results' state. */
export const consoleRaffleResponseSchema = z.object({
  items: z.array(
    z.object({
      item_id: idSchema,
      name: z.string(),
      partner: z.string(),
      stock: coinsSchema,
      retired: z.boolean(),
      players: coinsSchema,
      coins_staked: coinsSchema,
    }),
  ),
  commitment: z.nullable(consoleCommitmentSchema),
  draw: z.nullable(consoleDrawSchema),
  results_state: consoleResultsStateSchema,
});
export type ConsoleRaffleResponse = z.infer<typeof consoleRaffleResponseSchema>;

/**
 * `GET /console/raffle/items/:item_id`: the players who staked on an item, their coins and chance of winning it.
 * A player `banned` now would be left out of a draw made now: chance 0, and the others' chances without them.
 */
export const consoleItemStakesResponseSchema = z.object({
  item: z.object({
    item_id: idSchema,
    name: z.string(),
    partner: z.string(),
    stock: coinsSchema,
    retired: z.boolean(),
  }),
  total_staked: coinsSchema,
  stakes: z.array(
    z.object({
      user_id: idSchema,
      name: z.string(),
      email: z.string(),
      coins: coinsSchema,
      chance: z.number().check(z.gte(0), z.lte(1)),
      banned: z.boolean(),
    }),
  ),
});
export type ConsoleItemStakesResponse = z.infer<typeof consoleItemStakesResponseSchema>;

/**
 * `POST /console/raffle/commitment`: creates the draw's secret, stores its commitment and answers both. The
 * secret is shown this once and never stored by the server: keep it until the draw. `replace` makes a new
 * commitment in place of the one in force (only if its secret was lost).
 */
export const consoleCommitRequestSchema = z.object({ replace: z.optional(z.boolean()) });
export const consoleCommitResponseSchema = z.extend(messageResponseSchema, {
  commitment: z.string(),
  secret: z.string(),
  created_at: isoTimestampSchema,
  replaced: z.boolean(),
});

/**
 * `POST /console/raffle/draw`: checks the secret against the commitment, freezes the stakes, draws every item
 * and stores the winners (the organizer tool's `draw run`). With the same secret again it answers the stored
 * draw (`already_drawn`). Refused while the raffle is open unless `allow_open_raffle`.
 */
export const consoleDrawRequestSchema = z.object({
  secret: z.string(),
  allow_open_raffle: z.optional(z.boolean()),
});
export type ConsoleDrawRequest = z.infer<typeof consoleDrawRequestSchema>;
export const consoleDrawResponseSchema = z.extend(messageResponseSchema, {
  draw: consoleDrawSchema,
  already_drawn: z.boolean(),
});

/** `GET /console/raffle/draw`: the newest draw, or null. */
export const consoleGetDrawResponseSchema = z.object({ draw: z.nullable(consoleDrawSchema) });

/**
 * `GET /console/results`: the results' state, and `preview`, the results page as players will see it once
 * published (the newest draw's winners and each business's picked challenge winners).
 */
export const consoleResultsResponseSchema = z.object({
  state: consoleResultsStateSchema,
  published_at: z.nullable(isoTimestampSchema),
  preview: resultsResponseSchema,
});
export type ConsoleResultsResponse = z.infer<typeof consoleResultsResponseSchema>;

/**
 * `POST /console/results/publish`: `published: true` stores every business's picked challenge winners as the
 * challenge winners (the organizer tool's `challenge-winners set`) and shows the results to players;
 * `false` holds them back again.
 */
export const consolePublishRequestSchema = z.object({ published: z.boolean() });
export const consolePublishResponseSchema = z.extend(messageResponseSchema, {
  state: consoleResultsStateSchema,
  published_at: z.nullable(isoTimestampSchema),
  preview: resultsResponseSchema,
});
