import * as z from 'zod/mini';
import { coinsSchema, isoTimestampSchema, storedIdSchema } from '../../contract/common.schema.js';
import { DRAW_EXCLUSION_REASONS } from '../../contract/draw.schema.js';
import { drawMessages } from '../../messages/draw-messages.js';
import { eventFileMessages } from '../../messages/event-file-messages.js';

/** The format name every draw record carries; a later algorithm would get a new one. */
export const DRAW_RECORD_FORMAT = 'dubloon-quest-draw/1';

/** A SHA-256 digest or a draw secret: 64 lower-case hexadecimal characters (32 bytes). */
export const hex256Schema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/**
 * A player in a draw: an opaque id (the server's user id), never a name or an e-mail, because the record is
 * published. ASCII letters, digits, `_` and `-` only, so that every language sorts ids the same way.
 */
export const drawPlayerIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** One player's coins on one item when the stakes were frozen. */
export const drawStakeSchema = z.strictObject({ player_id: drawPlayerIdSchema, coins: coinsSchema });
export type DrawStake = z.infer<typeof drawStakeSchema>;

/** One raffle item in a draw: how many prizes it has (`stock`) and everyone's coins on it. */
export const drawItemSchema = z.strictObject({
  item_id: storedIdSchema,
  stock: coinsSchema,
  stakes: z.array(drawStakeSchema),
});
export type DrawItem = z.infer<typeof drawItemSchema>;

/** A player whose stakes were left out of the draw, and why; listed so that anyone reading the record sees it. */
export const drawExclusionSchema = z.strictObject({
  player_id: drawPlayerIdSchema,
  reason: z.enum(DRAW_EXCLUSION_REASONS),
});
export type DrawExclusion = z.infer<typeof drawExclusionSchema>;

/**
 * The stakes frozen for a draw. `event` and `frozen_at` say which event and when; they are hashed with the
 * rest, so they cannot be changed afterwards either. `one_prize_per_player`: a player who wins an item is left
 * out of the items drawn after it. An item appears once; a player appears at most once per item; the coins
 * of one item add up to a safe integer. `excluded` (present only when someone was left out) lists the players
 * whose stakes were not drawn, each once and none of them on an item; it is hashed with the rest.
 */
export const drawSnapshotSchema = z
  .strictObject({
    event: z.string(),
    frozen_at: isoTimestampSchema,
    one_prize_per_player: z.boolean(),
    items: z.array(drawItemSchema),
    excluded: z.optional(z.array(drawExclusionSchema)),
  })
  .check(
    z.superRefine((snapshot, context) => {
      const problem = (path: PropertyKey[], message: string) =>
        context.issues.push({ code: 'custom', message, path, input: snapshot });
      const itemIds = new Set<number>();
      snapshot.items.forEach((item, itemIndex) => {
        if (itemIds.has(item.item_id)) problem(['items', itemIndex, 'item_id'], eventFileMessages.duplicate);
        itemIds.add(item.item_id);
        const players = new Set<string>();
        let total = 0;
        item.stakes.forEach((stake, stakeIndex) => {
          if (players.has(stake.player_id))
            problem(['items', itemIndex, 'stakes', stakeIndex, 'player_id'], drawMessages.duplicateStake);
          players.add(stake.player_id);
          total += stake.coins;
        });
        if (!Number.isSafeInteger(total))
          problem(['items', itemIndex, 'stakes'], drawMessages.totalTooLarge);
      });
      const excluded = new Set<string>();
      (snapshot.excluded ?? []).forEach((exclusion, index) => {
        if (excluded.has(exclusion.player_id))
          problem(['excluded', index, 'player_id'], drawMessages.excludedTwice);
        excluded.add(exclusion.player_id);
      });
      snapshot.items.forEach((item, itemIndex) =>
        item.stakes.forEach((stake, stakeIndex) => {
          if (excluded.has(stake.player_id))
            problem(['items', itemIndex, 'stakes', stakeIndex, 'player_id'], drawMessages.excludedButStaking);
        }),
      );
    }),
  );
export type DrawSnapshot = z.infer<typeof drawSnapshotSchema>;

/** The players drawn for one item, in the order they were drawn. */
export const itemWinnersSchema = z.strictObject({
  item_id: storedIdSchema,
  player_ids: z.array(drawPlayerIdSchema),
});
export type ItemWinners = z.infer<typeof itemWinnersSchema>;

/**
 * Everything needed to recompute a draw: the snapshot, the secret revealed after the stakes were frozen, the
 * commitment published before, the snapshot hash and seed derived from them, and the winners of every item
 * (in the snapshot's item order). Published as canonical JSON (see `serializeDrawRecord`).
 */
export const drawRecordSchema = z.strictObject({
  format: z.literal(DRAW_RECORD_FORMAT),
  commitment: hex256Schema,
  secret: hex256Schema,
  snapshot_hash: hex256Schema,
  seed: hex256Schema,
  snapshot: drawSnapshotSchema,
  winners: z.array(itemWinnersSchema),
});
export type DrawRecord = z.infer<typeof drawRecordSchema>;
