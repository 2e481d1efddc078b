import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { isSilver, silverFlagChanges, itemsWithStakes } from './silver-flags.js';

const itemId = fc.integer({ min: 1, max: 6 });
/** Every player's stakes: player -> item -> coins (0 included: a player who took every coin back). */
const stakes = fc.array(fc.dictionary(itemId.map(String), fc.nat({ max: 5 })), { maxLength: 5 });
const totalsOf = (all: readonly Record<string, number>[]) => {
  const totals = new Map<number, number>();
  for (const player of all) for (const [item, coins] of Object.entries(player)) totals.set(Number(item), (totals.get(Number(item)) ?? 0) + coins);
  return totals;
};

describe('silver flags', () => {
  test.prop([stakes])('an item is silver exactly when no player has a coin on it', (all) => {
    const totals = totalsOf(all);
    for (let item = 1; item <= 6; item += 1) {
      const anyone = all.some((player) => (player[String(item)] ?? 0) > 0);
      expect(isSilver(totals.get(item) ?? 0)).toBe(!anyone);
      expect(itemsWithStakes(totals).has(item)).toBe(anyone);
    }
  });

  test.prop([stakes, stakes, fc.array(itemId, { maxLength: 8 })])(
    'a change announces each listed item whose flag turned, once, with its new flag, and nothing else',
    (before, after, listed) => {
      const [was, is] = [itemsWithStakes(totalsOf(before)), itemsWithStakes(totalsOf(after))];
      const changes = silverFlagChanges(listed, was, is);
      expect(new Set(changes.map((change) => change.item_id)).size).toBe(changes.length);
      for (const item of new Set(listed)) {
        const flag = changes.find((change) => change.item_id === item);
        const turned = isSilver(totalsOf(before).get(item) ?? 0) !== isSilver(totalsOf(after).get(item) ?? 0);
        expect(flag === undefined).toBe(!turned);
        if (flag) expect(flag.silver).toBe(isSilver(totalsOf(after).get(item) ?? 0));
      }
      expect(changes.every((change) => listed.includes(change.item_id))).toBe(true);
    },
  );
});
