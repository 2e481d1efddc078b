import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { coinHistoryTable } from './coin-history.js';

describe('coinHistoryTable', () => {
  it('gives one row per source, in order of first appearance, with the total', () => {
    expect(
      coinHistoryTable([
        { source: 'signup', count: 3 },
        { source: 'chest', count: 9 },
        { source: 'referral', count: 2 },
        { source: 'chest', count: 4 },
      ]),
    ).toEqual({
      rows: [
        { source: 'signup', coins: 3 },
        { source: 'chest', coins: 13 },
        { source: 'referral', coins: 2 },
      ],
      total: 18,
    });
  });

  it('gives no rows and a total of 0 for an empty history', () => {
    expect(coinHistoryTable([])).toEqual({ rows: [], total: 0 });
  });

  test.prop([fc.array(fc.record({ source: fc.constantFrom('signup', 'chest', 'referral', 'bonus'), count: fc.integer({ min: -20, max: 20 }) }))])(
    'the total is the sum of every entry and each source appears once',
    (entries) => {
      const table = coinHistoryTable(entries);
      expect(table.total).toBe(entries.reduce((sum, e) => sum + e.count, 0));
      expect(new Set(table.rows.map((r) => r.source)).size).toBe(table.rows.length);
      expect(table.rows.map((r) => r.source).sort()).toEqual([...new Set(entries.map((e) => e.source))].sort());
    },
  );
});
