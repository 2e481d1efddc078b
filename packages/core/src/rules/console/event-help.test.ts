import { describe, expect, it } from 'vitest';
import { eventFileSchema } from '../../contract/event-file.schema.js';
import { eventLookProblems } from './event-brand.js';
import { validateEventHelp } from './event-help.js';

describe('validateEventHelp (issue 40, item 7)', () => {
  it('takes an e-mail address and an https link, or nothing', () => {
    expect(validateEventHelp({ support_email: 'help@harbor.example', chat_url: 'https://chat.harbor.example/room' })).toEqual({});
    expect(validateEventHelp({})).toEqual({});
    expect(validateEventHelp({ support_email: ' ', chat_url: '' })).toEqual({});
  });

  it('refuses what is not an address or an https link, by code', () => {
    expect(validateEventHelp({ support_email: 'not an address', chat_url: 'javascript:alert(1)' })).toEqual({
      support_email: [{ code: 'email.invalid' }],
      chat_url: [{ code: 'content.notALink' }],
    });
    expect(validateEventHelp({ chat_url: 'http://chat.example.org/' })).toEqual({ chat_url: [{ code: 'content.notALink' }] });
  });

  it("is checked at an event's import, by its path in the file", () => {
    const event = eventFileSchema.parse({
      name: 'Harbor Days',
      timestamps: null,
      partners: [],
      raffle_items: [],
      chests: [],
      businesses: [],
      results: { raffle_winners: [], challenge_winners: [] },
      help: { support_email: 'nope', chat_url: 'https://chat.harbor.example/' },
    });
    expect(event.help).toEqual({ support_email: 'nope', chat_url: 'https://chat.harbor.example/' });
    expect(eventLookProblems(event)).toEqual([{ path: 'help.support_email', problem: { code: 'email.invalid' } }]);
  });
});
