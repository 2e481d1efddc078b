import { safeParseContract } from '../../contract/parse.js';
import { drawMessages } from '../../messages/draw-messages.js';
import { fail, succeed } from '../result.js';
import type { RuleResult } from '../result.js';
import { canonicalJson } from './canonical-json.js';
import { isDrawSecret } from './commitment.js';
import { drawRandom } from './draw-random.js';
import { drawSnapshotSchema } from './draw-record.schema.js';
import type { DrawItem, DrawSnapshot, ItemWinners } from './draw-record.schema.js';
import { sha256Hex } from './sha256.js';

/** Codes of a draw's expected failures. */
export type DrawFailureCode = 'DRAW.INVALID_SNAPSHOT' | 'DRAW.INVALID_SECRET';

/** A draw's result: the snapshot as drawn (normalized), its hash, the seed, and each item's winners. */
export interface DrawOutcome {
  readonly snapshot: DrawSnapshot;
  readonly snapshot_hash: string;
  readonly seed: string;
  readonly winners: readonly ItemWinners[];
}

/** Options of {@link drawWinners}. */
export interface DrawOptions {
  /** Called after each item is drawn, for progress display; it cannot change the result. */
  readonly onItemDrawn?: (itemsDrawn: number, itemCount: number) => void;
}

const byItemId = (a: DrawItem, b: DrawItem) => a.item_id - b.item_id;
// Player ids are ASCII (see drawPlayerIdSchema), so this order is the same in every language.
const byPlayerId = (a: { player_id: string }, b: { player_id: string }) =>
  a.player_id < b.player_id ? -1 : a.player_id > b.player_id ? 1 : 0;

/**
 * Checks a snapshot and puts it in its one normal form: items by `item_id` ascending, each item's stakes by
 * `player_id` ascending, stakes of 0 coins left out (they carry no chance), the players left out of the draw (if
 * any) by `player_id`. Two snapshots with the same
 * stakes in any order normalize to the same value, hence the same hash. Fails with `DRAW.INVALID_SNAPSHOT`
 * naming each problem's path (duplicate item, player twice on an item, negative coins, ...). Pure.
 */
export function normalizeSnapshot(snapshot: DrawSnapshot): RuleResult<DrawSnapshot, 'DRAW.INVALID_SNAPSHOT'> {
  const parsed = safeParseContract(drawSnapshotSchema, snapshot, drawMessages.snapshotSubject);
  if (!parsed.ok) return fail('DRAW.INVALID_SNAPSHOT', parsed.error.message);
  const { event, frozen_at, one_prize_per_player, items, excluded = [] } = parsed.value;
  return succeed({
    event,
    frozen_at,
    one_prize_per_player,
    items: [...items].sort(byItemId).map((item) => ({
      item_id: item.item_id,
      stock: item.stock,
      stakes: item.stakes
        .filter((stake) => stake.coins > 0)
        .sort(byPlayerId)
        .map(({ player_id, coins }) => ({ player_id, coins })),
    })),
    // Absent when nobody is left out, so such a snapshot hashes as it did before exclusions existed.
    ...(excluded.length === 0
      ? {}
      : { excluded: [...excluded].sort(byPlayerId).map(({ player_id, reason }) => ({ player_id, reason })) }),
  });
}

/**
 * The snapshot's hash: lower-case hex SHA-256 of the UTF-8 bytes of its canonical JSON (`canonicalJson`).
 * Give it a normalized snapshot ({@link normalizeSnapshot}). Pure.
 */
export function snapshotHash(snapshot: DrawSnapshot): string {
  return sha256Hex(canonicalJson(snapshot));
}

/**
 * The draw's seed: lower-case hex SHA-256 of the 128 characters secret ‖ snapshot hash (both lower-case hex),
 * what `printf %s "$SECRET$SNAPSHOT_HASH" | sha256sum` prints. The secret was committed to before the
 * stakes froze and the hash fixes the stakes, so neither the organizer nor a player could steer it. Pure.
 */
export function drawSeed(secret: string, snapshotHashHex: string): string {
  return sha256Hex(secret + snapshotHashHex);
}

/**
 * Draws every item's winners: weighted sampling without replacement, one chance per coin staked.
 *
 * The algorithm (docs/decisions/0070-provably-fair-draw.md; anyone can redo it by hand):
 * 1. Normalize the snapshot ({@link normalizeSnapshot}); seed = {@link drawSeed}(secret, {@link snapshotHash}).
 * 2. Take the items by `item_id` ascending. An item's pool is its stakes by `player_id` ascending, less (when
 *    `one_prize_per_player`) every player already drawn for an earlier item.
 * 3. While the item has fewer winners than its `stock` and the pool is not empty: `total` = the pool's coins,
 *    `ticket` = the stream's next number below `total` ({@link drawRandom}); walking the pool in order, the
 *    winner is the first player whose running sum of coins exceeds `ticket` (player i owns tickets
 *    [coins before i, coins before i + coins of i)). The winner leaves the pool, so nobody wins one item twice.
 * One stream serves the whole draw, in that order. A player with 0 coins on an item has no ticket for it.
 *
 * Fails with `DRAW.INVALID_SECRET` or `DRAW.INVALID_SNAPSHOT`. Pure (apart from the progress callback).
 */
export function drawWinners(
  snapshot: DrawSnapshot,
  secret: string,
  options: DrawOptions = {},
): RuleResult<DrawOutcome, DrawFailureCode> {
  if (!isDrawSecret(secret)) return fail('DRAW.INVALID_SECRET', drawMessages.invalidSecret);
  const normalized = normalizeSnapshot(snapshot);
  if (!normalized.ok) return normalized;
  const frozen = normalized.value;
  const hash = snapshotHash(frozen);
  const seed = drawSeed(secret, hash);
  const random = drawRandom(seed);
  const alreadyWon = new Set<string>();

  const winners = frozen.items.map((item, index): ItemWinners => {
    const pool = item.stakes.filter(
      (stake) => !(frozen.one_prize_per_player && alreadyWon.has(stake.player_id)),
    );
    let total = pool.reduce((sum, stake) => sum + stake.coins, 0);
    const drawn: string[] = [];
    while (drawn.length < item.stock && pool.length > 0) {
      let ticket = random.below(total);
      let at = 0;
      while (ticket >= pool[at]!.coins) {
        ticket -= pool[at]!.coins;
        at += 1;
      }
      const [winner] = pool.splice(at, 1);
      total -= winner!.coins;
      drawn.push(winner!.player_id);
      alreadyWon.add(winner!.player_id);
    }
    options.onItemDrawn?.(index + 1, frozen.items.length);
    return { item_id: item.item_id, player_ids: drawn };
  });

  return succeed({ snapshot: frozen, snapshot_hash: hash, seed, winners });
}
