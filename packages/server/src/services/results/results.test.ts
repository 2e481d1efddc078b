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

// Decision 0176: the businesses' French names travel the same way, on their challenge's winners and on the prizes
// they give.
describe('[D0176.french-names] buildResults: the businesses’ names', () => {
  it('carries a business’s French name on its challenge winners and on its prizes, and none where none was written', () => {
    const [business] = demo.businesses;
    const [item] = demo.raffle_items;
    const french = { ...business!, name: 'Maree Bakery', name_fr: 'Boulangerie Marée' };
    const event = { ...demo, businesses: [french], raffle_items: [{ ...item!, partner: 'maree bakery ' }] };
    const challengeId = french.challenge_question.challenge_id;
    const results = buildResults(event, [won(item!.item_id)], [{ challengeId, rank: 1, userId: 7, award: 100, name: 'Ada Lovelace', email: 'ada@example.com', education: 'Grade 12', region: 'Ontario', country: 'Canada' }]);
    expect(resultsResponseSchema.safeParse(results).success).toBe(true);
    expect(results.challenge_winners[0]).toMatchObject({ business_name: 'Maree Bakery', business_name_fr: 'Boulangerie Marée' });
    expect(results.raffle_winners[0]).toMatchObject({ partner_name: 'maree bakery ', partner_name_fr: 'Boulangerie Marée' });

    const { name_fr: _french, ...englishOnly } = french;
    const plain = buildResults({ ...event, businesses: [englishOnly] }, [won(item!.item_id)], [{ challengeId, rank: 1, userId: 7, award: 100, name: 'Ada Lovelace', email: 'ada@example.com', education: 'Grade 12', region: 'Ontario', country: 'Canada' }]);
    expect(plain.challenge_winners[0]).not.toHaveProperty('business_name_fr');
    expect(plain.raffle_winners[0]).not.toHaveProperty('partner_name_fr');
  });
});
