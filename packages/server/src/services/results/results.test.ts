import { readFileSync } from 'node:fs';
import { eventFileSchema, parseContract, resultsResponseSchema } from '@dubloon-quest/core';
import { describe, expect, it } from 'vitest';
import { DEMO_EVENT_FILE } from '../../config/config.js';
import type { WinnerRow } from '../../db/draws.repository.js';
import { buildResults } from './results.js';

const demo = parseContract(eventFileSchema, JSON.parse(readFileSync(DEMO_EVENT_FILE, 'utf8')), 'the demo event');

const won = (itemId: number): WinnerRow => ({
  itemId,
  rank: 1,
  playerId: '7',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  education: 'Grade 12',
  region: 'Ontario',
  country: 'Canada',
});

// Decision 0164: a prize's French name travels beside its English (`item_name_fr`), left out where none was written.
describe('buildResults: the prizes’ names', () => {
  it('carries the French name beside the English where the organizers wrote one, and none where they did not', () => {
    const [first, second] = demo.raffle_items;
    const englishOnly = { ...second! };
    delete englishOnly.name_fr;
    const event = { ...demo, raffle_items: [first!, englishOnly] };
    const results = buildResults(event, [won(first!.item_id), won(second!.item_id)], []);
    expect(resultsResponseSchema.safeParse(results).success).toBe(true);
    expect(results.raffle_winners[0]).toMatchObject({ item_name: first!.name, item_name_fr: first!.name_fr });
    expect(first!.name_fr).toMatch(/\S/);
    expect(results.raffle_winners[1]).toMatchObject({ item_name: second!.name });
    expect(results.raffle_winners[1]).not.toHaveProperty('item_name_fr');
    expect(JSON.stringify(results)).not.toContain('@');
  });
});
