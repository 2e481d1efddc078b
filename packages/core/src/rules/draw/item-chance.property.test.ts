import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { itemChance } from './item-chance.js';
import { chanceOfWinning } from './winning-chance.js';

const coins = fc.integer({ min: 0, max: 10_000 });

/** An item as the page holds it: the player's saved and on-screen coins, the other players' coins, the stock. */
const item = fc.record({
  saved: coins,
  onScreen: coins,
  others: coins,
  stock: fc.integer({ min: 0, max: 20 }),
});

describe('the chance shown on a raffle item', () => {
  it('counts the coins on screen in place of the saved ones', () => {
    // 2 saved of 10 in all; 6 on screen: 8 others + 6 = 14.
    expect(itemChance({ onScreen: 6, saved: 2, savedTotal: 10, stock: 1 })).toEqual({ chance: 6 / 14, exact: true, total: 14 });
    // Nothing saved yet: the page's 1 coin joins the 7 of the others.
    expect(itemChance({ onScreen: 1, saved: 0, savedTotal: 7, stock: 1 })).toEqual({ chance: 1 / 8, exact: true, total: 8 });
    // Several winners: the documented lower bound.
    expect(itemChance({ onScreen: 10, saved: 10, savedTotal: 2000, stock: 3 })).toEqual({
      chance: 1 - 0.995 ** 3,
      exact: false,
      total: 2000,
    });
    // Alone on an item: certain, whatever the stock.
    expect(itemChance({ onScreen: 3, saved: 0, savedTotal: 0, stock: 2 })).toEqual({ chance: 1, exact: true, total: 3 });
  });

  it('is unknown without a total from the server or with numbers that are not counts', () => {
    expect(itemChance({ onScreen: 1, saved: 0, savedTotal: undefined, stock: 1 })).toBeNull();
    expect(itemChance({ onScreen: -1, saved: 0, savedTotal: 5, stock: 1 })).toBeNull();
    expect(itemChance({ onScreen: 1.5, saved: 0, savedTotal: 5, stock: 1 })).toBeNull();
  });

  it('takes a total older than the player’s own submission as their saved coins alone', () => {
    expect(itemChance({ onScreen: 5, saved: 5, savedTotal: 3, stock: 1 })).toEqual({ chance: 1, exact: true, total: 5 });
  });

  test.prop([item])('is never above 1 nor below 0', ({ saved, onScreen, others, stock }) => {
    const shown = itemChance({ onScreen, saved, savedTotal: saved + others, stock });
    expect(shown).not.toBeNull();
    expect(shown!.chance).toBeGreaterThanOrEqual(0);
    expect(shown!.chance).toBeLessThanOrEqual(1);
    expect(shown!.total).toBe(others + onScreen);
  });

  test.prop([item])('is 0 without coins on screen, whatever was saved', ({ saved, others, stock }) => {
    expect(itemChance({ onScreen: 0, saved, savedTotal: saved + others, stock })?.chance).toBe(0);
  });

  test.prop([item])('is exactly m / T for one winner', ({ saved, onScreen, others }) => {
    fc.pre(onScreen > 0);
    const shown = itemChance({ onScreen, saved, savedTotal: saved + others, stock: 1 })!;
    expect(shown.exact).toBe(true);
    expect(shown.chance).toBe(onScreen / (onScreen + others));
  });

  test.prop([item])('is chanceOfWinning of the coins on screen and the adjusted total', ({ saved, onScreen, others, stock }) => {
    const shown = itemChance({ onScreen, saved, savedTotal: saved + others, stock })!;
    expect(shown.chance).toBe(chanceOfWinning(onScreen, others + onScreen, stock));
    if (!shown.exact) expect(stock).toBeGreaterThan(1);
  });

  test.prop([item, fc.integer({ min: 1, max: 50 })])('never falls when the player adds coins', ({ saved, onScreen, others, stock }, more) => {
    const before = itemChance({ onScreen, saved, savedTotal: saved + others, stock })!;
    const after = itemChance({ onScreen: onScreen + more, saved, savedTotal: saved + others, stock })!;
    expect(after.chance).toBeGreaterThanOrEqual(before.chance);
  });
});
