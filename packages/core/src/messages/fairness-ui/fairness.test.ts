import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { drawCheckText } from './draw-check.js';
import { formatChancePercent, raffleChanceText } from './raffle-chance.js';
import { resultsDrawText } from './results-draw.js';

describe('fairness texts', () => {
  it('word the chance as the issue shows it', () => {
    expect(raffleChanceText.yourChance(formatChancePercent(1 / 8, true), true)).toBe('Your chance: 12.5 %');
    expect(raffleChanceText.yourChance(formatChancePercent(0.04169, false), false)).toBe('Your chance: at least 4.1 %');
  });

  it('formats chances: one decimal from 1 %, two significant digits below, lower bounds rounded down', () => {
    expect(formatChancePercent(0, true)).toBe('0');
    expect(formatChancePercent(1, false)).toBe('100');
    expect(formatChancePercent(0.5, true)).toBe('50.0');
    expect(formatChancePercent(2 / 3, true)).toBe('66.7');
    expect(formatChancePercent(2 / 3, false)).toBe('66.6');
    expect(formatChancePercent(0.0012345, true)).toBe('0.12');
    expect(formatChancePercent(0.000047, true)).toBe('0.0047');
    expect(formatChancePercent(0.99999, true)).toBe('99.9');
    expect(formatChancePercent(1e-12, true)).toBe('0.000001');
  });

  test.prop([fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean()])(
    'never shows 0 above 0 nor 100 below 1, and a lower bound never above the chance',
    (chance, exact) => {
      const shown = Number(formatChancePercent(chance, exact));
      if (chance > 0) expect(shown).toBeGreaterThan(0);
      if (chance < 1) expect(shown).toBeLessThan(100);
      if (!exact && chance * 100 >= 1e-6 && chance < 1) expect(shown).toBeLessThanOrEqual(chance * 100 + 1e-9);
    },
  );

  it('has no empty text', () => {
    const texts = (node: unknown): string[] =>
      typeof node === 'string'
        ? [node]
        : typeof node === 'function'
          ? [String((node as (...a: unknown[]) => unknown)('x', true, true))]
          : Object.values(node as object).flatMap(texts);
    for (const text of texts({ raffleChanceText, resultsDrawText, drawCheckText })) expect(text.trim().length).toBeGreaterThan(0);
  });
});
