import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createDrawRecord, serializeDrawRecord, type DrawSnapshot } from '@dubloon-quest/core/draw';
import { sha256Hex } from '@dubloon-quest/core/internal';

/** The Python program docs/organizer.md prints for players, taken from the document itself. */
const guide = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../../../docs/organizer.md'),
  'utf8',
);
const program = /```python\n([\s\S]*?)```/.exec(guide)?.[1];
const python = spawnSync('python3', ['--version']).status === 0 ? 'python3' : null;
const folder = mkdtempSync(join(tmpdir(), 'dubloon-reference-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A snapshot with `items` items and `players` players staking pseudo-random amounts (0 included). */
function snapshot(items: number, players: number, onePrize: boolean, salt: number): DrawSnapshot {
  const coins = (item: number, player: number) =>
    parseInt(sha256Hex(`${salt}:${item}:${player}`).slice(0, 2), 16) % 12;
  return {
    event: `Reference check ${salt} ☠`,
    frozen_at: '2026-04-25T14:00:00.000Z',
    one_prize_per_player: onePrize,
    items: Array.from({ length: items }, (_, i) => ({
      item_id: i + 1,
      stock: (i % 4) + 1,
      stakes: Array.from({ length: players }, (_, p) => ({ player_id: String(p + 1), coins: coins(i, p) })),
    })),
  };
}

const verify = (text: string) => {
  const file = join(folder, `record-${sha256Hex(text).slice(0, 8)}.json`);
  writeFileSync(file, text);
  return spawnSync(python!, ['-c', program!, file], { encoding: 'utf8' });
};

describe.skipIf(python === null)('the independent Python verifier printed in docs/organizer.md', () => {
  it('is in the document', () => expect(program).toContain('def draw(snapshot, secret):'));

  it('agrees with core on records drawn by the game, with and without one prize per player', () => {
    for (const [salt, onePrize] of [
      [1, true],
      [2, false],
      [3, true],
      [4, false],
    ] as const) {
      const record = createDrawRecord(snapshot(6, 15, onePrize, salt), sha256Hex(`secret ${salt}`));
      if (!record.ok) throw new Error(record.message);
      const result = verify(serializeDrawRecord(record.value));
      expect(result.stdout).toBe(
        'commitment: matches\nsnapshot_hash: matches\nseed: matches\nwinners: matches\n',
      );
      expect(result.status).toBe(0);
    }
  });

  it('agrees with core on a record listing players left out of the draw (banned), hashed with the rest', () => {
    const base = snapshot(4, 10, true, 5);
    const banned = new Set(['3', '7']);
    const record = createDrawRecord(
      {
        ...base,
        items: base.items.map((item) => ({
          ...item,
          stakes: item.stakes.filter((stake) => !banned.has(stake.player_id)),
        })),
        excluded: [...banned].map((player_id) => ({ player_id, reason: 'banned' as const })),
      },
      sha256Hex('secret 5'),
    );
    if (!record.ok) throw new Error(record.message);
    expect(verify(serializeDrawRecord(record.value)).stdout).toBe(
      'commitment: matches\nsnapshot_hash: matches\nseed: matches\nwinners: matches\n',
    );
    const hidden = { ...record.value, snapshot: { ...record.value.snapshot, excluded: [] } };
    expect(verify(serializeDrawRecord(hidden)).stdout).toContain('snapshot_hash: DOES NOT MATCH');
  });

  it('says which part does not match on a tampered record', () => {
    const record = createDrawRecord(snapshot(3, 8, true, 9), sha256Hex('secret 9'));
    if (!record.ok) throw new Error(record.message);
    const swapped = {
      ...record.value,
      winners: record.value.winners.map((item) => ({ ...item, player_ids: [...item.player_ids].reverse() })),
    };
    const result = verify(serializeDrawRecord(swapped));
    expect(result.stdout).toContain('winners: DOES NOT MATCH');
    expect(result.status).toBe(1);
  });
});
