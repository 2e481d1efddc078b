import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { chanceOfWinning, chanceOfWinningUpperBound } from './winning-chance.js';

/**
 * The exact chance that `me` is among `winners` players drawn without replacement with probability
 * proportional to coins: by enumerating every draw order (small pools only).
 */
function exactInclusion(coins: readonly number[], me: number, winners: number): number {
  const visit = (pool: readonly number[], left: number): number => {
    if (left === 0 || !pool.includes(me)) return 0;
    const total = pool.reduce((sum, index) => sum + coins[index]!, 0);
    return pool.reduce((chance, index) => {
      const p = coins[index]! / total;
      return (
        chance +
        p *
          (index === me
            ? 1
            : visit(
                pool.filter((other) => other !== index),
                left - 1,
              ))
      );
    }, 0);
  };
  return visit(
    coins.map((_, index) => index).filter((index) => coins[index]! > 0),
    winners,
  );
}

const pool = fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 6 });

describe('chance of winning', () => {
  it('is exact for one winner and follows the documented formula for several', () => {
    expect(chanceOfWinning(3, 12, 1)).toBe(0.25);
    expect(chanceOfWinning(10, 2000, 3)).toBeCloseTo(1 - 0.995 ** 3, 15);
    expect(chanceOfWinningUpperBound(10, 2000, 3, 10)).toBeCloseTo(0.015, 15);
  });

  it('is 0 without coins, stock or valid numbers, and 1 when the others are too few to take every prize', () => {
    expect(chanceOfWinning(0, 10, 1)).toBe(0);
    expect(chanceOfWinning(5, 10, 0)).toBe(0);
    expect(chanceOfWinning(-1, 10, 1)).toBe(0);
    expect(chanceOfWinning(1.5, 10, 1)).toBe(0);
    expect(chanceOfWinning(11, 10, 1)).toBe(0);
    expect(chanceOfWinning(Number.NaN, 10, 1)).toBe(0);
    expect(chanceOfWinning(5, 5, 1)).toBe(1);
    expect(chanceOfWinning(5, 6, 2)).toBe(1);
    expect(chanceOfWinning(5, 7, 2)).toBeLessThan(1);
    expect(chanceOfWinning(5, 12, 3, 3)).toBe(1);
    expect(chanceOfWinning(5, 12, 3, 4)).toBeLessThan(1);
    expect(chanceOfWinning(0, 12, 3, 3)).toBe(0);
  });

  test.prop([pool, fc.nat(), fc.integer({ min: 1, max: 4 })])(
    'never exceeds the exact chance and the upper bound is never below it',
    (coins, pick, winners) => {
      const me = pick % coins.length;
      const total = coins.reduce((sum, c) => sum + c, 0);
      const largestOther = Math.max(0, ...coins.filter((_, index) => index !== me));
      const exact = exactInclusion(coins, me, winners);
      const stakers = coins.filter((c) => c > 0).length;
      expect(chanceOfWinning(coins[me]!, total, winners)).toBeLessThanOrEqual(exact + 1e-12);
      expect(chanceOfWinning(coins[me]!, total, winners, stakers)).toBeLessThanOrEqual(exact + 1e-12);
      if (coins[me]! > 0 && stakers <= winners) expect(exact).toBeCloseTo(1, 12);
      expect(chanceOfWinningUpperBound(coins[me]!, total, winners, largestOther)).toBeGreaterThanOrEqual(
        exact - 1e-12,
      );
      if (winners === 1) expect(chanceOfWinning(coins[me]!, total, 1)).toBeCloseTo(exact, 12);
    },
  );

  test.prop([
    fc.integer({ min: 0, max: 1000 }),
    fc.integer({ min: 0, max: 1000 }),
    fc.integer({ min: 0, max: 20 }),
  ])(
    "is a probability that grows with the player's coins and with the number of winners",
    (mine, others, winners) => {
      const chance = chanceOfWinning(mine, mine + others, winners);
      expect(chance).toBeGreaterThanOrEqual(0);
      expect(chance).toBeLessThanOrEqual(1);
      expect(chanceOfWinning(mine + 1, mine + 1 + others, winners)).toBeGreaterThanOrEqual(chance);
      expect(chanceOfWinning(mine, mine + others, winners + 1)).toBeGreaterThanOrEqual(chance);
    },
  );
});
