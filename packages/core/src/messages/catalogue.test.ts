import { describe, expect, it } from 'vitest';
import { messages } from './catalogue.js';

describe('message catalogue', () => {
  it('keeps the texts the specification quotes verbatim', () => {
    expect(messages.session.timerRanOut).toBe('You are now being logged out because the timer has ran out...');
    expect(messages.network.unexpectedServer).toBe('An unexpected server occurred.');
    expect(messages.businesses.challengeFailed).toBe(
      "A server error occurred and we couldn't submit you answer. Please try again later",
    );
    expect(messages.errorPages.forbidden).toBe('Forbidden; User authorization has expired or not valid.');
    expect(messages.profile.clipboardFailed('denied')).toBe('Link failed to copy unexpectedly: denied');
  });

  it('has no empty text', () => {
    const texts = (node: unknown): string[] =>
      typeof node === 'string'
        ? [node]
        : typeof node === 'function'
          ? [String((node as (...a: unknown[]) => unknown)('x', true))]
          : Object.values(node as object).flatMap(texts);
    for (const text of texts(messages)) expect(text.trim().length).toBeGreaterThan(0);
  });
});
