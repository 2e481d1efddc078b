import { describe, expect, it } from 'vitest';
import { eventFileSchema } from '../../contract/event-file.schema.js';
import { consoleMessages } from '../../messages/console-messages.js';
import { formatDateTimeNamed } from '../../messages/date-time.js';
import { archiveRefusal, emptyEvent, eventTemplate } from './event-template.js';

const partner = (name: string, retired?: boolean) => ({
  name,
  logo: '',
  resource_link: '',
  resource_category: 'Books',
  resource_logo: '',
  resource_name: '',
  ...(retired === undefined ? {} : { retired }),
});
const item = (item_id: number, partnerName: string, retired?: boolean) => ({
  item_id,
  name: `Item ${item_id}`,
  description: '',
  image_src: '',
  stock: 1,
  partner: partnerName,
  ...(retired === undefined ? {} : { retired }),
});
const question = { question: 'Q?', answers: { choices: { a: 'A', b: 'B' }, correct: 'a', explanation: 'Because.' } };
const chest = (chest_id: number, retired?: boolean) => ({
  chest_id,
  group: [question, question, question],
  ...(retired === undefined ? {} : { retired }),
});

const timestamps = {
  game_start: '2026-04-20T14:00:00.000Z',
  review_start: '2026-04-25T14:00:00.000Z',
  review_end: '2026-04-26T14:00:00.000Z',
  game_end: '2026-04-27T14:00:00.000Z',
};

describe('eventTemplate', () => {
  const event = eventFileSchema.parse({
    name: 'Harbor Days 2026',
    timestamps,
    partners: [partner('Kept'), partner('Gone', true), partner('Retired but named', true)],
    raffle_items: [item(1, 'Kept'), item(2, 'Kept', true), item(3, 'Retired but named')],
    chests: [chest(1), chest(2, true), chest(3, true)],
    businesses: [],
    results: { raffle_winners: [], challenge_winners: [] },
  });

  it('keeps what is not retired, with its ids, and what a kept entry still names; no dates, no results', () => {
    const template = eventTemplate(event, 'Harbor Days 2027');
    expect(template.name).toBe('Harbor Days 2027');
    expect(template.timestamps).toBeNull();
    expect(template.results).toEqual({ raffle_winners: [], challenge_winners: [] });
    expect(template.raffle_items.map((entry) => entry.item_id)).toEqual([1, 3]);
    expect(template.partners.map((entry) => entry.name)).toEqual(['Kept', 'Retired but named']);
    expect(template.chests.map((entry) => entry.chest_id)).toEqual([1]);
    expect(eventFileSchema.safeParse(template).success).toBe(true);
  });

  it("keeps the event's logo and colour (issue 40, item 8), not its mail texts", () => {
    const brand = { logo: '/uploads/harbor.png', color: '#0b3d5c' };
    const mailTexts = [{ mail: 'verify' as const, language: 'en' as const, subject: 'Welcome to Harbor Days', body: 'Open {{link}}' }];
    const template = eventTemplate({ ...event, brand, mail_texts: mailTexts }, 'Harbor Days 2027');
    expect(template.brand).toEqual(brand);
    expect(template.mail_texts).toBeUndefined();
    expect(eventTemplate(event, 'Harbor Days 2027')).not.toHaveProperty('brand');
  });

  it('makes an empty event that the event file schema accepts', () => {
    expect(eventFileSchema.safeParse(emptyEvent('Next')).success).toBe(true);
  });
});

describe('archiveRefusal', () => {
  it('refuses a scheduled event before its end, names the end, and allows it after, or when unscheduled', () => {
    expect(archiveRefusal(timestamps.game_end, Date.parse(timestamps.game_end) - 1, (iso) => `at ${iso.slice(11, 16)} here`)).toBe(
      consoleMessages.events.stillRunning(`at ${timestamps.game_end.slice(11, 16)} here`),
    );
    // Never the raw timestamp: a bare API answer names the time in UTC.
    expect(archiveRefusal(timestamps.game_end, Date.parse(timestamps.game_end) - 1)).toBe(
      consoleMessages.events.stillRunning(formatDateTimeNamed(timestamps.game_end, 'UTC')),
    );
    expect(archiveRefusal(timestamps.game_end, Date.parse(timestamps.game_end))).toBeNull();
    expect(archiveRefusal(null, 0)).toBeNull();
  });
});
