import { describe, expect, it } from 'vitest';
import { consoleRaffleText } from './raffle.js';

describe('the raffle screen texts', () => {
  it('writes chances as percentages with at most two decimals, never a misleading 0 %', () => {
    const { exact, atLeast } = consoleRaffleText.stakes;
    expect(exact(0.5)).toBe('50 %');
    expect(exact(1 / 3)).toBe('33.33 %');
    expect(exact(1)).toBe('100 %');
    expect(exact(0)).toBe('0 %');
    expect(exact(0.00001)).toBe('under 0.01 %');
    expect(atLeast(0.488)).toBe('at least 48.8 %');
  });

  it('counts in the singular and the plural', () => {
    expect(consoleRaffleText.items.totals(1, 1, 1)).toBe('1 item; 1 coin staked in all, 1 stake.');
    expect(consoleRaffleText.stakes.summary(2, 10, 3)).toBe(
      '2 players, 10 coins, 3 prizes. Each coin is one ticket.',
    );
  });

  it('has no empty text', () => {
    const texts = (node: unknown): string[] =>
      typeof node === 'string'
        ? [node]
        : typeof node === 'function'
          ? [String((node as (...a: unknown[]) => unknown)('held', 1))]
          : Object.values(node as object).flatMap(texts);
    for (const text of texts(consoleRaffleText)) expect(text.trim().length).toBeGreaterThan(0);
  });
});
