import { messages, type GroupedWinners } from '@dubloon-quest/core';
import { buildWinner } from '@dubloon-quest/core/testing';
import { describe, expect, it } from 'vitest';
import { resultSlidesOf } from './result-slides.js';

const ann = buildWinner({ name: 'Ann', region: 'Ontario', country: 'Canada', award: 100 });
const mary = buildWinner({ name: 'Mary', region: null, country: 'Mexico' });

const grouped: GroupedWinners = {
  main: [{ name: 'Harbour Books', logo: '/harbour.webp', challengeWinners: [ann], raffles: [{ itemName: 'Book bundle', imageSrc: '/books.webp', winners: [mary] }] }],
  other: [{ partnerName: 'Compass Co', logo: '/compass.webp', itemName: null, imageSrc: '/compass-prize.webp', winners: [mary] }],
};

describe('resultSlidesOf', () => {
  it('makes one slide per main partner, then the Other slide', () => {
    const slides = resultSlidesOf(grouped);
    expect(slides.map((slide) => slide.title)).toEqual(['Harbour Books', 'Other']);
    expect(slides[0]?.groups).toEqual([
      { heading: messages.ui.results.challengeWinners, prize: null, image: null, winners: [{ name: 'Ann', region: 'Ontario', country: 'Canada', award: 100 }] },
      { heading: messages.ui.results.raffleWinners, prize: 'Book bundle', image: '/books.webp', winners: [{ name: 'Mary', region: '', country: 'Mexico', award: null }] },
    ]);
    expect(slides[1]).toMatchObject({ key: 'other', intro: messages.ui.results.otherIntro, groups: [{ heading: 'Compass Co', prize: null, image: '/compass-prize.webp' }] });
  });

  it('names a prize in French for a French reader where the organizers wrote it, else in English marked lang="en"', () => {
    const bilingual: GroupedWinners = {
      main: [{ ...grouped.main[0]!, raffles: [{ itemName: 'Book bundle', itemNameFr: 'Lot de livres', imageSrc: '/books.webp', winners: [mary] }] }],
      other: [{ ...grouped.other[0]!, itemName: 'Pocket compass' }],
    };
    const [main, other] = resultSlidesOf(bilingual, 'fr');
    expect(main?.groups[1]).toMatchObject({ prize: 'Lot de livres', prizeLang: undefined });
    expect(other?.groups[0]).toMatchObject({ prize: 'Pocket compass', prizeLang: 'en' });
    const [english] = resultSlidesOf(bilingual, 'en');
    expect(english?.groups[1]).toMatchObject({ prize: 'Book bundle', prizeLang: undefined });
  });

  it('[D0176.french-names] names a business in French for a French reader where the organizers wrote it, else in English marked lang="en"', () => {
    const bilingual: GroupedWinners = {
      main: [{ ...grouped.main[0]!, name: 'Maree Bakery', nameFr: 'Boulangerie Marée' }],
      other: [{ ...grouped.other[0]!, partnerName: 'Harbor Tech', partnerNameFr: 'Techno du port' }, { ...grouped.other[0]! }],
    };
    const [main, other] = resultSlidesOf(bilingual, 'fr');
    expect(main).toMatchObject({ title: 'Boulangerie Marée' });
    expect(main).not.toHaveProperty('titleLang');
    expect(other?.groups[0]).toMatchObject({ heading: 'Techno du port' });
    expect(other?.groups[1]).toMatchObject({ heading: 'Compass Co', headingLang: 'en' });
    const [english, englishOther] = resultSlidesOf(bilingual, 'en');
    expect(english).toMatchObject({ title: 'Maree Bakery' });
    expect(englishOther?.groups[0]).toMatchObject({ heading: 'Harbor Tech' });
    expect(resultSlidesOf({ ...bilingual, main: [{ ...grouped.main[0]! }] }, 'fr')[0]).toMatchObject({ title: 'Harbour Books', titleLang: 'en' });
  });

  it('leaves out the Other slide when every partner has a challenge', () => {
    expect(resultSlidesOf({ ...grouped, other: [] }).map((slide) => slide.key)).toEqual(['main-0']);
  });

  it('has no slide when nobody won, so the page says No Winners', () => {
    expect(resultSlidesOf({ main: [{ ...grouped.main[0]!, challengeWinners: [], raffles: [] }], other: [] })).toEqual([]);
  });
});
