import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { itemInDraw } from './stakes-in-draw.js';
import { chanceOfWinning } from './winning-chance.js';

describe('itemInDraw (decision 0074: banned players are left out of the draw)', () => {
  it("gives a banned player's stake no chance and the others theirs without it", () => {
    const item = itemInDraw(
      [
        { id: 'a', coins: 6, banned: false },
        { id: 'b', coins: 30, banned: true },
        { id: 'c', coins: 2, banned: false },
      ],
      1,
    );
    expect(item).toMatchObject({ coins: 8, players: 2 });
    expect(item.stakes.map((stake) => [stake.id, stake.inDraw, stake.chance])).toEqual([
      ['a', true, 6 / 8],
      ['b', false, 0],
      ['c', true, 2 / 8],
    ]);
  });

  const stakes = fc.array(fc.record({ coins: fc.integer({ min: 1, max: 50 }), banned: fc.boolean() }), {
    maxLength: 8,
  });
  test.prop([stakes, fc.integer({ min: 1, max: 3 })])(
    'counts exactly the stakes of players not banned, and gives the draw’s chance to each of them',
    (given, stock) => {
      const item = itemInDraw(given, stock);
      const kept = given.filter((stake) => !stake.banned);
      expect(item.players).toBe(kept.length);
      expect(item.coins).toBe(kept.reduce((sum, stake) => sum + stake.coins, 0));
      item.stakes.forEach((stake, index) => {
        expect(stake.coins).toBe(given[index]!.coins);
        expect(stake.chance).toBe(
          stake.banned ? 0 : chanceOfWinning(stake.coins, item.coins, stock, item.players),
        );
      });
    },
  );
});
