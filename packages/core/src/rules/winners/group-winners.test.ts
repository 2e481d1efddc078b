import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { groupWinners, hasWinners } from './group-winners.js';

const winner = (name: string, award?: number) => ({ name, education: 'Grade 10', region: 'Ontario', country: 'Canada', ...(award === undefined ? {} : { award }) });
const response = {
  raffle_winners: [
    { partner_name: 'Acme Tools', item_name: 'Cordless drill', image_src: 'drill.png', logo: 'acme.png', winners: [winner('Al')] },
    { partner_name: 'Book Nook', item_name: 'Book bundle', image_src: 'books.png', logo: 'nook.png', winners: [winner('Bo')] },
    { partner_name: 'acme tools ', image_src: 'saw.png', logo: 'acme.png', winners: [winner('Cy')] },
  ],
  challenge_winners: [
    { business_name: 'Acme Tools', logo: 'acme.png', winners: [winner('Di', 100)] },
    { business_name: 'Zed Labs', logo: 'zed.png', winners: [] },
  ],
};

describe('groupWinners', () => {
  it('keeps a prize\'s French name where the answer carries it (decision 0164), and none where it does not', () => {
    const french = {
      ...response,
      raffle_winners: [{ ...response.raffle_winners[0]!, item_name_fr: 'Perceuse sans fil' }, response.raffle_winners[1]!],
    };
    const grouped = groupWinners(french);
    if (!grouped.ok) throw new Error('not grouped');
    expect(grouped.value.main[0]?.raffles[0]).toEqual({ itemName: 'Cordless drill', itemNameFr: 'Perceuse sans fil', imageSrc: 'drill.png', winners: [winner('Al')] });
    expect(grouped.value.other[0]).not.toHaveProperty('itemNameFr');
  });

  it('makes each challenge business a main partner with its raffle items, and the rest "other"', () => {
    expect(groupWinners(response)).toEqual({
      ok: true,
      value: {
        main: [
          {
            name: 'Acme Tools',
            logo: 'acme.png',
            challengeWinners: [winner('Di', 100)],
            raffles: [
              { itemName: 'Cordless drill', imageSrc: 'drill.png', winners: [winner('Al')] },
              // A server of the original contract sends no item name.
              { itemName: null, imageSrc: 'saw.png', winners: [winner('Cy')] },
            ],
          },
          { name: 'Zed Labs', logo: 'zed.png', challengeWinners: [], raffles: [] },
        ],
        other: [{ partnerName: 'Book Nook', logo: 'nook.png', itemName: 'Book bundle', imageSrc: 'books.png', winners: [winner('Bo')] }],
        publishedAt: null,
      },
    });
  });

  it('keeps when the organizers published the results, when the server says so', () => {
    const published = groupWinners({ ...response, published_at: '2026-04-24T18:00:00.000Z' });
    expect(published.ok && published.value.publishedAt).toBe('2026-04-24T18:00:00.000Z');
  });

  it('gives a business listed twice its raffle items once', () => {
    const twice = { ...response, challenge_winners: [response.challenge_winners[0]!, response.challenge_winners[0]!] };
    const grouped = groupWinners(twice);
    expect(grouped.ok && grouped.value.main.map((m) => m.raffles.length)).toEqual([2, 0]);
  });

  it.each([null, 'winners', [], {}, { raffle_winners: [] }, { raffle_winners: [{}], challenge_winners: [] }])(
    'refuses %j with the processing issue message',
    (bad) => {
      expect(groupWinners(bad)).toEqual({ ok: false, code: 'WINNERS.MALFORMED', message: 'There was a issue processing the winners response' });
    },
  );

  it('knows when there is no winner to show', () => {
    const empty = groupWinners({ raffle_winners: [], challenge_winners: [] });
    expect(empty.ok && hasWinners(empty.value)).toBe(false);
    const some = groupWinners(response);
    expect(some.ok && hasWinners(some.value)).toBe(true);
  });

  const names = fc.constantFrom('Acme', 'Book Nook', 'Zed', 'Yak');
  const arbitraryResponse = fc.record({
    raffle_winners: fc.array(fc.record({ partner_name: names, image_src: fc.string(), logo: fc.string(), winners: fc.array(fc.constant(winner('W')), { maxLength: 2 }) })),
    challenge_winners: fc.uniqueArray(fc.record({ business_name: names, logo: fc.string(), winners: fc.array(fc.constant(winner('V', 50)), { maxLength: 2 }) }), {
      selector: (b) => b.business_name,
    }),
  });

  test.prop([arbitraryResponse])('places every raffle item exactly once, main or other', (given) => {
    const grouped = groupWinners(given);
    if (!grouped.ok) throw new Error('a well-formed response must group');
    const placed = grouped.value.main.reduce((n, m) => n + m.raffles.length, 0) + grouped.value.other.length;
    expect(placed).toBe(given.raffle_winners.length);
    expect(grouped.value.main.map((m) => m.name)).toEqual(given.challenge_winners.map((c) => c.business_name));
    const businesses = new Set<string>(given.challenge_winners.map((c) => c.business_name));
    for (const draw of grouped.value.other) expect(businesses.has(draw.partnerName)).toBe(false);
  });
});
