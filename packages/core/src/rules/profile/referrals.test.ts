import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { referralTable } from './referrals.js';

const referral = (name: string, created_at: string, coins = 1) => ({ created_at, coins, invited_user: { name, email: `${name.toLowerCase()}@example.com` } });
// The original event's server sent each friend's address; the table never carries it (decision 0178).

describe('referralTable', () => {
  it('says "No referrals has been used yet" when there are none', () => {
    expect(referralTable([])).toEqual({ rows: [], totalCoins: 0, emptyMessage: 'No referrals has been used yet' });
  });

  it('lists the newest first, undated last, ties by name, with the total coins', () => {
    const table = referralTable([
      referral('Bo', '2026-04-20T10:00:00Z', 1),
      referral('Cy', 'not a date', 2),
      referral('Al', '2026-04-21T10:00:00Z', 3),
      referral('Ab', '2026-04-20T10:00:00Z', 4),
    ]);
    expect(table.rows.map((r) => r.name)).toEqual(['Al', 'Ab', 'Bo', 'Cy']);
    expect(table.rows[0]).toEqual({ name: 'Al', coins: 3, createdAt: '2026-04-21T10:00:00Z', createdAtMs: Date.parse('2026-04-21T10:00:00Z') });
    expect(table.rows[3]!.createdAtMs).toBeNull();
    expect(table.totalCoins).toBe(10);
    expect(table.emptyMessage).toBeNull();
  });

  test.prop([fc.array(fc.record({ name: fc.string(), at: fc.integer({ min: 0, max: 4_000_000_000_000 }), coins: fc.nat(50) }))])(
    'keeps every referral, newest first',
    (given) => {
      const table = referralTable(given.map((g) => referral(g.name, new Date(g.at).toISOString(), g.coins)));
      expect(table.rows).toHaveLength(given.length);
      for (let i = 1; i < table.rows.length; i += 1) expect(table.rows[i - 1]!.createdAtMs!).toBeGreaterThanOrEqual(table.rows[i]!.createdAtMs!);
      expect(table.totalCoins).toBe(given.reduce((sum, g) => sum + g.coins, 0));
    },
  );
});
