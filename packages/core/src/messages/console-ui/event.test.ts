import { describe, expect, it } from 'vitest';
import { consoleEventText } from './event.js';

describe('the Event content screen texts', () => {
  it('has no empty text', () => {
    const texts = (node: unknown): string[] =>
      typeof node === 'string'
        ? [node]
        : typeof node === 'function'
          ? [String((node as (...a: unknown[]) => unknown)('x', 1, 'y'))]
          : Object.values(node as object).flatMap(texts);
    const all = texts(consoleEventText);
    expect(all.length).toBeGreaterThan(100);
    for (const text of all) expect(text.trim().length).toBeGreaterThan(0);
  });

  it('says what retiring an item does depending on whether players staked on it', () => {
    expect(consoleEventText.items.retireMessage('Mug', true)).toMatch(/gets the stake back/);
    expect(consoleEventText.items.retireMessage('Mug', false)).toMatch(/Nobody has staked/);
  });
});
