import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { createDrawRecord, serializeDrawRecord, verifyDrawRecordText } from './draw-record.js';
import type { DrawRecord, DrawSnapshot } from './draw-record.schema.js';
import { drawWinners } from './raffle-draw.js';
import type { DrawOutcome } from './raffle-draw.js';
import { sha256Hex, utf8 } from './sha256.js';

/** A fixed, reproducible secret per index: the test's seed set. */
const fixedSecret = (index: number): string => sha256Hex(`fixed seed ${index}`);

/** Any well-formed secret. */
const secretArbitrary = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(''));

const playerIds = ['1', '2', '3', '10', '11', '42', 'p-7', 'Zed_9'];

/** A snapshot with up to 6 items, up to 8 players per item, stakes of 0 to 30 coins (0 included), any order. */
const snapshotArbitrary = (options: { onePrize?: boolean } = {}): fc.Arbitrary<DrawSnapshot> =>
  fc.record({
    event: fc.constantFrom('Demo', 'Dubloon Quest ☠ 2026', ''),
    frozen_at: fc.constant('2026-04-24T18:00:00.000Z'),
    one_prize_per_player: options.onePrize === undefined ? fc.boolean() : fc.constant(options.onePrize),
    items: fc.uniqueArray(
      fc.record({
        item_id: fc.integer({ min: 1, max: 40 }),
        stock: fc.integer({ min: 0, max: 4 }),
        stakes: fc.uniqueArray(
          fc.record({ player_id: fc.constantFrom(...playerIds), coins: fc.integer({ min: 0, max: 30 }) }),
          {
            selector: (stake) => stake.player_id,
            maxLength: playerIds.length,
          },
        ),
      }),
      { selector: (item) => item.item_id, maxLength: 6 },
    ),
  });

const draw = (snapshot: DrawSnapshot, secret: string): DrawOutcome => {
  const outcome = drawWinners(snapshot, secret);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
};

const coinsOf = (snapshot: DrawSnapshot, itemId: number, playerId: string): number =>
  snapshot.items.find((item) => item.item_id === itemId)?.stakes.find((stake) => stake.player_id === playerId)
    ?.coins ?? 0;

const shuffled = <T>(list: readonly T[], by: number): T[] =>
  list
    .map((entry, i) => ({ entry, key: (i * 7919 + by) % 101 }))
    .sort((a, b) => a.key - b.key)
    .map(({ entry }) => entry);

describe('raffle draw properties', () => {
  test.prop([snapshotArbitrary(), secretArbitrary])(
    'is deterministic for the same snapshot and secret',
    (snapshot, secret) => {
      expect(draw(snapshot, secret)).toEqual(draw(structuredClone(snapshot), secret));
    },
  );

  test.prop([snapshotArbitrary(), secretArbitrary, fc.nat()])(
    'does not depend on the order items and stakes are listed in',
    (snapshot, secret, by) => {
      const reordered = {
        ...snapshot,
        items: shuffled(snapshot.items, by).map((item) => ({
          ...item,
          stakes: shuffled(item.stakes, by + 1),
        })),
      };
      expect(draw(reordered, secret)).toEqual(draw(snapshot, secret));
    },
  );

  test.prop([snapshotArbitrary(), secretArbitrary])(
    'never draws more winners than stock, nor a player twice on one item',
    (snapshot, secret) => {
      const { winners } = draw(snapshot, secret);
      for (const item of winners) {
        const stock = snapshot.items.find((listed) => listed.item_id === item.item_id)!.stock;
        expect(item.player_ids.length).toBeLessThanOrEqual(stock);
        expect(new Set(item.player_ids).size).toBe(item.player_ids.length);
      }
    },
  );

  test.prop([snapshotArbitrary(), secretArbitrary])(
    'only a player with coins on an item can win it',
    (snapshot, secret) => {
      for (const item of draw(snapshot, secret).winners)
        for (const player of item.player_ids)
          expect(coinsOf(snapshot, item.item_id, player)).toBeGreaterThan(0);
    },
  );

  test.prop([snapshotArbitrary({ onePrize: true }), secretArbitrary])(
    'with one_prize_per_player nobody wins two items',
    (snapshot, secret) => {
      const everyWinner = draw(snapshot, secret).winners.flatMap((item) => item.player_ids);
      expect(new Set(everyWinner).size).toBe(everyWinner.length);
    },
  );

  test.prop([snapshotArbitrary({ onePrize: false }), secretArbitrary])(
    'without one_prize_per_player every item gets min(stock, players with coins on it) winners',
    (snapshot, secret) => {
      for (const item of draw(snapshot, secret).winners) {
        const listed = snapshot.items.find((entry) => entry.item_id === item.item_id)!;
        expect(item.player_ids.length).toBe(
          Math.min(listed.stock, listed.stakes.filter((stake) => stake.coins > 0).length),
        );
      }
    },
  );

  test.prop([snapshotArbitrary({ onePrize: true }), secretArbitrary])(
    'with one_prize_per_player an item falls short of its stock only when no eligible player is left',
    (snapshot, secret) => {
      const drawnBefore = new Set<string>();
      for (const item of draw(snapshot, secret).winners) {
        const listed = snapshot.items.find((entry) => entry.item_id === item.item_id)!;
        const eligible = listed.stakes.filter(
          (stake) => stake.coins > 0 && !drawnBefore.has(stake.player_id),
        ).length;
        expect(item.player_ids.length).toBe(Math.min(listed.stock, eligible));
        item.player_ids.forEach((player) => drawnBefore.add(player));
      }
    },
  );

  test.prop([snapshotArbitrary()])(
    'different secrets give the same snapshot hash but their own seeds',
    (snapshot) => {
      const [a, b] = [draw(snapshot, fixedSecret(1)), draw(snapshot, fixedSecret(2))];
      expect(a.snapshot_hash).toBe(b.snapshot_hash);
      expect(a.seed).not.toBe(b.seed);
    },
  );
});

/** Upper-tail critical values of the chi-square distribution at p = 0.001, by degrees of freedom. */
const CHI_SQUARE_0_001: Readonly<Record<number, number>> = { 3: 16.266, 4: 18.467 };

describe('raffle draw statistics (fixed seed set: the outcome is the same on every run)', () => {
  const runs = 3000;

  test('a one-winner item is won in proportion to coins (chi-square, p = 0.001)', () => {
    const coins = { a: 1, b: 2, c: 3, d: 4, e: 10 };
    const total = Object.values(coins).reduce((sum, c) => sum + c, 0);
    const snapshot: DrawSnapshot = {
      event: 'statistics',
      frozen_at: '2026-04-24T18:00:00.000Z',
      one_prize_per_player: true,
      items: [
        {
          item_id: 1,
          stock: 1,
          stakes: Object.entries(coins).map(([player_id, c]) => ({ player_id, coins: c })),
        },
      ],
    };
    const wins = new Map<string, number>();
    for (let run = 0; run < runs; run++) {
      const winner = draw(snapshot, fixedSecret(run)).winners[0]!.player_ids[0]!;
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    let chiSquare = 0;
    for (const [player, c] of Object.entries(coins)) {
      const expected = (runs * c) / total;
      const observed = wins.get(player) ?? 0;
      chiSquare += (observed - expected) ** 2 / expected;
      // And each player on its own: within 4 standard deviations of the binomial mean.
      const sd = Math.sqrt(runs * (c / total) * (1 - c / total));
      expect(Math.abs(observed - expected)).toBeLessThan(4 * sd);
    }
    expect(chiSquare).toBeLessThan(CHI_SQUARE_0_001[Object.keys(coins).length - 1]!);
  });

  test('a two-winner item includes each player with the exact probability of sampling without replacement', () => {
    const coins: Record<string, number> = { a: 1, b: 3, c: 6, d: 10 };
    const total = 20;
    // P(i among 2) = w_i/T + sum_{j != i} (w_j/T) * w_i/(T - w_j)
    const inclusion = (player: string) =>
      coins[player]! / total +
      Object.entries(coins)
        .filter(([other]) => other !== player)
        .reduce((sum, [, w]) => sum + (w / total) * (coins[player]! / (total - w)), 0);
    const snapshot: DrawSnapshot = {
      event: 'statistics',
      frozen_at: '2026-04-24T18:00:00.000Z',
      one_prize_per_player: true,
      items: [
        {
          item_id: 1,
          stock: 2,
          stakes: Object.entries(coins).map(([player_id, c]) => ({ player_id, coins: c })),
        },
      ],
    };
    const included = new Map<string, number>();
    for (let run = 0; run < runs; run++)
      for (const winner of draw(snapshot, fixedSecret(run)).winners[0]!.player_ids)
        included.set(winner, (included.get(winner) ?? 0) + 1);
    for (const player of Object.keys(coins)) {
      const p = inclusion(player);
      const sd = Math.sqrt(runs * p * (1 - p));
      expect(Math.abs((included.get(player) ?? 0) - runs * p)).toBeLessThan(4 * sd);
    }
  });
});

// The runtime's TextDecoder (Node and browsers), reached structurally because core's compile target
// declares none. Invalid UTF-8 decodes to U+FFFD, as when a browser reads a damaged file.
const { TextDecoder: Decoder } = globalThis as unknown as {
  TextDecoder: new () => { decode(bytes: Uint8Array): string };
};

const recordOf = (snapshot: DrawSnapshot, secret: string): DrawRecord => {
  const record = createDrawRecord(snapshot, secret);
  if (!record.ok) throw new Error(record.message);
  return record.value;
};

describe('draw record properties', () => {
  test.prop([snapshotArbitrary(), secretArbitrary])('a record as drawn verifies', (snapshot, secret) => {
    expect(verifyDrawRecordText(serializeDrawRecord(recordOf(snapshot, secret)))).toMatchObject({ ok: true });
  });

  test.prop([snapshotArbitrary(), secretArbitrary, fc.nat(), fc.integer({ min: 1, max: 255 })])(
    'verification fails when any one byte of the record is changed',
    (snapshot, secret, position, flip) => {
      const bytes = utf8(serializeDrawRecord(recordOf(snapshot, secret)));
      const at = position % bytes.length;
      const tampered = bytes.slice();
      tampered[at] = tampered[at]! ^ flip;
      expect(verifyDrawRecordText(new Decoder().decode(tampered)).ok).toBe(false);
    },
  );
});
