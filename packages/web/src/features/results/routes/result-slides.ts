import { hasWinners, messages, type GroupedWinners, type Locale, type RaffleDraw, type Winner } from '@dubloon-quest/core';
import { pageText } from '../../../locale/content-text.js';
import type { ResultSlide, WinnerView } from '../components/results-screen.js';

const winnerViews = (winners: readonly Winner[]): WinnerView[] =>
  winners.map((winner) => ({ name: winner.name, region: winner.region ?? '', country: winner.country, award: winner.award ?? null }));

/** A prize's name in the reader's language where the organizers wrote it, else the English, marked (decision 0164). */
const prizeOf = (draw: RaffleDraw, locale: Locale) => {
  if (draw.itemName === null) return { prize: null };
  const name = pageText(draw.itemName, draw.itemNameFr, locale);
  return { prize: name.text, prizeLang: name.lang };
};

const titleOf = (name: { text: string; lang?: Locale }) => (name.lang === undefined ? { title: name.text } : { title: name.text, titleLang: name.lang });
const headingOf = (name: { text: string; lang?: Locale }) => (name.lang === undefined ? { heading: name.text } : { heading: name.text, headingLang: name.lang });

/**
 * The carousel's slides from core's grouped winners (spec 2): one per main partner (its challenge winners,
 * then the winners of each of its raffle prizes), then the Other slide with the other partners' prizes. Each
 * prize is named when the server sends its name, in French for a French reader where the organizers wrote it.
 * No slide at all when nobody won, so the page says "No Winners". Pure.
 */
export function resultSlidesOf(grouped: GroupedWinners, locale: Locale = 'en'): ResultSlide[] {
  if (!hasWinners(grouped)) return [];
  const text = messages.ui.results;
  const main = grouped.main.map(
    (partner, index): ResultSlide => ({
      key: `main-${index}`,
      // The business's French name for a French reader where the organizers wrote it (decision 0176).
      ...titleOf(pageText(partner.name, partner.nameFr, locale)),
      logo: partner.logo,
      intro: null,
      groups: [
        { heading: text.challengeWinners, prize: null, image: null, winners: winnerViews(partner.challengeWinners) },
        ...partner.raffles.map((draw) => ({ heading: text.raffleWinners, ...prizeOf(draw, locale), image: draw.imageSrc, winners: winnerViews(draw.winners) })),
      ],
    }),
  );
  const other: ResultSlide[] =
    grouped.other.length === 0
      ? []
      : [
          {
            key: 'other',
            title: text.other,
            logo: null,
            intro: text.otherIntro,
            groups: grouped.other.map((draw) => ({ ...headingOf(pageText(draw.partnerName, draw.partnerNameFr, locale)), ...prizeOf(draw, locale), image: draw.imageSrc, winners: winnerViews(draw.winners) })),
          },
        ];
  return [...main, ...other];
}
