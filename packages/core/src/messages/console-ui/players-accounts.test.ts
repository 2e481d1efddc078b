import { describe, expect, it } from 'vitest';
import { consoleAccountsText, INVITATION_LINK_DAYS } from './accounts.js';
import { consolePlayersText } from './players.js';

const texts = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : typeof node === 'function'
      ? [String((node as (...a: unknown[]) => unknown)('x', 2, 'y'))]
      : typeof node === 'number'
        ? []
        : Object.values(node as object).flatMap(texts);

describe("the console's Players and Accounts texts", () => {
  it('has no empty text', () => {
    for (const text of [...texts(consolePlayersText), ...texts(consoleAccountsText)])
      expect(text.trim().length).toBeGreaterThan(0);
  });

  it('counts sessions and players in words', () => {
    expect(consolePlayersText.kick.done(1)).toBe('1 session ended.');
    expect(consolePlayersText.kick.done(3)).toBe('3 sessions ended.');
    expect(consolePlayersText.results(0)).toBe('0 players found');
  });

  it('says how long an invitation works', () => {
    expect(consoleAccountsText.invite.explain(INVITATION_LINK_DAYS)).toContain(
      'single-use link, valid 7 days',
    );
  });
});
