import { describe, expect, it } from 'vitest';
import { commitmentOf } from './commitment.js';
import { checkDrawRecord } from './draw-check.js';
import { createDrawRecord, serializeDrawRecord } from './draw-record.js';

const secret = 'ab'.repeat(32);
const made = createDrawRecord(
  {
    event: 'Check test',
    frozen_at: '2026-04-24T18:00:00.000Z',
    one_prize_per_player: false,
    items: [{ item_id: 1, stock: 1, stakes: [{ player_id: '1', coins: 3 }, { player_id: '2', coins: 1 }] }],
  },
  secret,
);
if (!made.ok) throw new Error(made.message);
const text = serializeDrawRecord(made.value);
const commitment = commitmentOf(secret);
const before = { commitment, committed_at: '2026-04-20T09:00:00.000Z' };

describe('checkDrawRecord', () => {
  it('recomputes the draw and compares its commitment with the published and the noted one', () => {
    const check = checkDrawRecord(text, { published: before, noted: `  ${commitment.toUpperCase()} ` });
    expect(check.verification.ok).toBe(true);
    expect(check.published).toBe('matches');
    expect(check.noted).toBe('matches');
  });

  it('says when the commitment differs, came after the freeze, or is not there to compare', () => {
    expect(checkDrawRecord(text, { published: { ...before, commitment: commitmentOf('cd'.repeat(32)) } }).published).toBe('differs');
    expect(checkDrawRecord(text, { published: { ...before, committed_at: '2026-04-24T18:00:01.000Z' } }).published).toBe('late');
    expect(checkDrawRecord(text, { published: null })).toMatchObject({ published: 'unknown', noted: null });
    expect(checkDrawRecord(text, { noted: 'f'.repeat(64) }).noted).toBe('differs');
    expect(checkDrawRecord(text, { noted: '   ' }).noted).toBeNull();
  });

  it('names the first check that fails for a changed record, and compares nothing then', () => {
    const tampered = text.replace('"coins":3', '"coins":4');
    const check = checkDrawRecord(tampered, { published: before, noted: commitment });
    expect(check.verification).toMatchObject({ ok: false, code: 'DRAW.SNAPSHOT_HASH_MISMATCH' });
    expect(check).toMatchObject({ published: 'unknown', noted: null });
    expect(checkDrawRecord(`${text}\n`).verification).toMatchObject({ ok: false, code: 'DRAW.RECORD_NOT_CANONICAL' });
  });
});
