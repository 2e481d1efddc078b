import { describe, expect, it } from 'vitest';
import { commitmentOf, isDrawSecret, verifyCommitment } from './commitment.js';
import {
  createDrawRecord,
  serializeDrawRecord,
  verifyDrawRecord,
  verifyDrawRecordText,
} from './draw-record.js';
import type { DrawRecord, DrawSnapshot } from './draw-record.schema.js';
import { drawRandom, rawNumber } from './draw-random.js';
import { drawWinners } from './raffle-draw.js';
import { fromHex, sha256Hex, utf8 } from './sha256.js';

/**
 * The golden draw: every value below was computed by the independent Python re-implementation printed in
 * docs/organizer.md ("Check it yourself"), so this test pins the algorithm to its documentation.
 */
const golden = {
  secret: 'dd56de4137951d9c92681b03416ec15f886b4482a27e3a517d32f085244cbe5d',
  commitment: '470b4b0678d74fac19a665f1019e3f15c5bee033681e96e7c482a93f602b8583',
  snapshotHash: 'e5a1184e7efd63135d36a8035b1c61ea62247e1b0b2e5d44b4c2e74072038531',
  seed: 'cbdffc4042c0177b35774dcbef30a642dc690bd403610c4c3c239727d22049d7',
  rawNumbers: [8364426829664307, 6223684456780988, 4243269104885044],
  winnersOnePrize: [
    { item_id: 1, player_ids: ['8', '7'] },
    { item_id: 2, player_ids: ['9'] },
    { item_id: 5, player_ids: ['12'] },
  ],
  winnersManyPrizes: [
    { item_id: 1, player_ids: ['12', '8'] },
    { item_id: 2, player_ids: ['11'] },
    { item_id: 5, player_ids: ['8', '12'] },
  ],
};

const goldenSnapshot: DrawSnapshot = {
  event: 'Golden Cove 2026 ☠',
  frozen_at: '2026-04-24T18:00:00.000Z',
  one_prize_per_player: true,
  items: [
    {
      item_id: 5,
      stock: 3,
      stakes: [
        { player_id: '8', coins: 8 },
        { player_id: '12', coins: 2 },
        { player_id: '3', coins: 0 },
      ],
    },
    {
      item_id: 1,
      stock: 2,
      stakes: [
        { player_id: '7', coins: 9 },
        { player_id: '11', coins: 5 },
        { player_id: '8', coins: 3 },
        { player_id: '12', coins: 1 },
      ],
    },
    {
      item_id: 2,
      stock: 1,
      stakes: [
        { player_id: '9', coins: 6 },
        { player_id: '11', coins: 4 },
        { player_id: '7', coins: 2 },
      ],
    },
  ],
};

const recordOf = (snapshot: DrawSnapshot, secret = golden.secret): DrawRecord => {
  const record = createDrawRecord(snapshot, secret);
  if (!record.ok) throw new Error(record.message);
  return record.value;
};

describe('the draw, against the independent reference implementation', () => {
  it('derives the commitment, snapshot hash, seed and stream the documentation describes', () => {
    expect(commitmentOf(golden.secret)).toBe(golden.commitment);
    const record = recordOf(goldenSnapshot);
    expect(record.snapshot_hash).toBe(golden.snapshotHash);
    expect(record.seed).toBe(golden.seed);
    expect(record.seed).toBe(sha256Hex(golden.secret + golden.snapshotHash));
    expect(golden.rawNumbers.map((_, index) => rawNumber(fromHex(golden.seed), index))).toEqual(
      golden.rawNumbers,
    );
  });

  it('draws the reference winners, with and without one prize per player', () => {
    expect(recordOf(goldenSnapshot).winners).toEqual(golden.winnersOnePrize);
    expect(recordOf({ ...goldenSnapshot, one_prize_per_player: false }).winners).toEqual(
      golden.winnersManyPrizes,
    );
  });

  it('normalizes the snapshot: items by id, stakes by player id as text, no zero stakes', () => {
    const { snapshot } = recordOf(goldenSnapshot);
    expect(snapshot.items.map((item) => item.item_id)).toEqual([1, 2, 5]);
    expect(snapshot.items[0]!.stakes.map((stake) => stake.player_id)).toEqual(['11', '12', '7', '8']);
    expect(snapshot.items[2]!.stakes.map((stake) => stake.player_id)).toEqual(['12', '8']);
  });
});

describe('commitment', () => {
  it('is the hex SHA-256 of the secret text and checks it', () => {
    expect(isDrawSecret(golden.secret)).toBe(true);
    expect(isDrawSecret(golden.secret.toUpperCase())).toBe(false);
    expect(isDrawSecret(golden.secret.slice(1))).toBe(false);
    expect(verifyCommitment(golden.secret, golden.commitment)).toBe(true);
    expect(verifyCommitment(golden.secret, ` ${golden.commitment.toUpperCase()}\n`)).toBe(true);
    expect(verifyCommitment(golden.secret, sha256Hex('another'))).toBe(false);
    expect(verifyCommitment('not a secret', commitmentOf('not a secret'))).toBe(false);
  });
});

describe('drawWinners failures', () => {
  it('refuses a malformed secret', () => {
    expect(drawWinners(goldenSnapshot, 'abc')).toMatchObject({ ok: false, code: 'DRAW.INVALID_SECRET' });
  });

  it('refuses a snapshot with an item twice, a player twice on an item or negative coins, naming the path', () => {
    const twice = { ...goldenSnapshot, items: [...goldenSnapshot.items, goldenSnapshot.items[0]!] };
    const result = drawWinners(twice, golden.secret);
    expect(result).toMatchObject({ ok: false, code: 'DRAW.INVALID_SNAPSHOT' });
    expect(!result.ok && result.message).toContain('items[3].item_id');
    const samePlayer = {
      ...goldenSnapshot,
      items: [
        {
          item_id: 1,
          stock: 1,
          stakes: [
            { player_id: '7', coins: 1 },
            { player_id: '7', coins: 2 },
          ],
        },
      ],
    };
    expect(drawWinners(samePlayer, golden.secret)).toMatchObject({
      ok: false,
      code: 'DRAW.INVALID_SNAPSHOT',
    });
    const negative = {
      ...goldenSnapshot,
      items: [{ item_id: 1, stock: 1, stakes: [{ player_id: '7', coins: -1 }] }],
    };
    expect(drawWinners(negative, golden.secret)).toMatchObject({ ok: false, code: 'DRAW.INVALID_SNAPSHOT' });
    const huge = {
      ...goldenSnapshot,
      items: [
        {
          item_id: 1,
          stock: 1,
          stakes: [
            { player_id: '7', coins: 2 ** 52 },
            { player_id: '8', coins: 2 ** 52 },
          ],
        },
      ],
    };
    expect(drawWinners(huge, golden.secret)).toMatchObject({ ok: false, code: 'DRAW.INVALID_SNAPSHOT' });
  });

  it('reports progress item by item', () => {
    const seen: string[] = [];
    drawWinners(goldenSnapshot, golden.secret, {
      onItemDrawn: (done, count) => seen.push(`${done}/${count}`),
    });
    expect(seen).toEqual(['1/3', '2/3', '3/3']);
  });
});

describe('drawRandom', () => {
  it('gives numbers below the bound and rejects the raw numbers above the last whole multiple', () => {
    const random = drawRandom(golden.seed);
    for (const bound of [1, 2, 3, 10, 1000, 2 ** 53 - 1, 2 ** 53]) {
      const value = random.below(bound);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(bound);
    }
    // With a bound just over half the raw range, about half the raw numbers are discarded.
    const wasteful = drawRandom(golden.seed);
    for (let i = 0; i < 200; i++) wasteful.below(2 ** 52 + 1);
    expect(wasteful.taken).toBeGreaterThan(300);
    expect(() => drawRandom(golden.seed).below(0)).toThrow(RangeError);
    expect(() => drawRandom(golden.seed).below(1.5)).toThrow(RangeError);
  });
});

describe('verifyDrawRecord', () => {
  const record = recordOf(goldenSnapshot);
  const text = serializeDrawRecord(record);

  it('accepts the record as drawn, as an object and as its text', () => {
    expect(verifyDrawRecord(record)).toEqual({ ok: true, value: record });
    expect(verifyDrawRecordText(text)).toMatchObject({ ok: true });
  });

  it('says which check fails', () => {
    const other = sha256Hex('other');
    const cases: [Partial<DrawRecord>, string][] = [
      [{ secret: other }, 'DRAW.COMMITMENT_MISMATCH'],
      [{ commitment: other }, 'DRAW.COMMITMENT_MISMATCH'],
      [{ snapshot_hash: other }, 'DRAW.SNAPSHOT_HASH_MISMATCH'],
      [{ seed: other }, 'DRAW.SEED_MISMATCH'],
      [{ snapshot: { ...record.snapshot, one_prize_per_player: false } }, 'DRAW.SNAPSHOT_HASH_MISMATCH'],
      [
        { snapshot: { ...record.snapshot, items: [...record.snapshot.items].reverse() } },
        'DRAW.SNAPSHOT_NOT_NORMALIZED',
      ],
      [{ winners: record.winners.slice(1) }, 'DRAW.ITEMS_MISMATCH'],
      [
        { winners: [record.winners[0]!, { item_id: 2, player_ids: ['11'] }, record.winners[2]!] },
        'DRAW.WINNERS_MISMATCH',
      ],
      [
        { winners: [{ item_id: 1, player_ids: ['7', '8'] }, ...record.winners.slice(1)] },
        'DRAW.WINNERS_MISMATCH',
      ],
      [{ format: 'dubloon-quest-draw/2' as DrawRecord['format'] }, 'DRAW.RECORD_INVALID'],
    ];
    for (const [change, code] of cases)
      expect(verifyDrawRecord({ ...record, ...change })).toMatchObject({ ok: false, code });
    const winnersMismatch = verifyDrawRecord({
      ...record,
      winners: [record.winners[0]!, { item_id: 2, player_ids: ['11'] }, record.winners[2]!],
    });
    expect(!winnersMismatch.ok && winnersMismatch.message).toBe(
      'The winners of item 2 are not the ones the draw gives',
    );
  });

  it('fails when any byte of the golden record is changed, at every position', () => {
    const decoder = new (
      globalThis as unknown as { TextDecoder: new () => { decode(bytes: Uint8Array): string } }
    ).TextDecoder();
    const bytes = utf8(text);
    const undetected: string[] = [];
    for (let at = 0; at < bytes.length; at++)
      for (const flip of [0x01, 0x20, 0x80]) {
        const tampered = bytes.slice();
        tampered[at] = tampered[at]! ^ flip;
        if (verifyDrawRecordText(decoder.decode(tampered)).ok) undetected.push(`byte ${at} xor ${flip}`);
      }
    expect(undetected).toEqual([]);
  });

  it('refuses text that is not JSON, not a record, or not canonical', () => {
    expect(verifyDrawRecordText(text.slice(0, -1))).toMatchObject({
      ok: false,
      code: 'DRAW.RECORD_NOT_JSON',
    });
    expect(verifyDrawRecordText('{}')).toMatchObject({ ok: false, code: 'DRAW.RECORD_INVALID' });
    expect(verifyDrawRecordText(JSON.stringify(record, null, 2))).toMatchObject({
      ok: false,
      code: 'DRAW.RECORD_NOT_CANONICAL',
    });
    expect(verifyDrawRecordText(`${text}\n`)).toMatchObject({ ok: false, code: 'DRAW.RECORD_NOT_CANONICAL' });
    expect(verifyDrawRecordText(text.replace('"format"', '"extra":1,"format"'))).toMatchObject({
      ok: false,
      code: 'DRAW.RECORD_INVALID',
    });
  });
});

describe('players left out of the draw (banned): listed in the snapshot, hashed, never drawn', () => {
  const secret = golden.secret;
  const withoutPlayer8: DrawSnapshot = {
    ...goldenSnapshot,
    items: goldenSnapshot.items.map((item) => ({
      ...item,
      stakes: item.stakes.filter((stake) => stake.player_id !== '8'),
    })),
    excluded: [
      { player_id: '8', reason: 'banned' },
      { player_id: '10', reason: 'banned' },
    ],
  };

  it('records the exclusions in player order, checks out, and never names an excluded player as a winner', () => {
    const made = createDrawRecord(withoutPlayer8, secret);
    if (!made.ok) throw new Error(made.message);
    expect(made.value.snapshot.excluded).toEqual([
      { player_id: '10', reason: 'banned' },
      { player_id: '8', reason: 'banned' },
    ]);
    expect(made.value.winners.flatMap((item) => item.player_ids)).not.toContain('8');
    expect(verifyDrawRecordText(serializeDrawRecord(made.value)).ok).toBe(true);
    // Dropping the list afterwards changes the snapshot hash: the exclusions cannot be hidden.
    const { excluded: _dropped, ...hidden } = made.value.snapshot;
    expect(verifyDrawRecord({ ...made.value, snapshot: hidden })).toMatchObject({
      ok: false,
      code: 'DRAW.SNAPSHOT_HASH_MISMATCH',
    });
  });

  it('keeps a snapshot without exclusions exactly as before (no excluded key), so old records still check out', () => {
    const made = createDrawRecord(goldenSnapshot, secret);
    if (!made.ok) throw new Error(made.message);
    expect(made.value.snapshot).not.toHaveProperty('excluded');
    expect(made.value.snapshot_hash).toBe(golden.snapshotHash);
    const emptyList = createDrawRecord({ ...goldenSnapshot, excluded: [] }, secret);
    expect(emptyList.ok && emptyList.value.snapshot_hash).toBe(golden.snapshotHash);
  });

  it('refuses a player both left out and staking, or left out twice', () => {
    const staking = createDrawRecord({ ...goldenSnapshot, excluded: [{ player_id: '8', reason: 'banned' }] }, secret);
    expect(staking).toMatchObject({ ok: false, code: 'DRAW.INVALID_SNAPSHOT' });
    expect(!staking.ok && staking.message).toContain('left out of the draw but still has a stake');
    const twice = createDrawRecord(
      {
        ...withoutPlayer8,
        excluded: [
          { player_id: '8', reason: 'banned' },
          { player_id: '8', reason: 'banned' },
        ],
      },
      secret,
    );
    expect(twice).toMatchObject({ ok: false, code: 'DRAW.INVALID_SNAPSHOT' });
  });
});

