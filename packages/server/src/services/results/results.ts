import type { EventFile, ResultsResponse, Winner } from '@dubloon-quest/core';
import type { ChallengeWinnerRow } from '../../db/challenge-winners.repository.js';
import type { WinnerRow } from '../../db/draws.repository.js';
import type { OrganizerStorage } from '../../db/organizer-storage.js';

const publicWinner = (row: {
  name: string;
  education: string;
  region: string | null;
  country: string;
}): Winner => ({
  name: row.name,
  education: row.education,
  region: row.region,
  country: row.country,
});

/**
 * `GET /game/results` from stored winners, in the shape of spec section 3: one `raffle_winners` entry per
 * raffle item that has winners (in the event file's item order; partner name and logo, the item's name (its French `item_name_fr` where the
 * organizers wrote one, decision 0164) and picture, winners
 * by draw rank) and one `challenge_winners` entry per business whose challenge has winners (in the event
 * file's order, each winner with their dollar `award`). Winners of items or challenges no longer in the
 * event file are left out (they stay in the exports). Never e-mails. Pure.
 */
export function buildResults(
  event: EventFile,
  raffleWinners: readonly WinnerRow[],
  challengeWinners: readonly ChallengeWinnerRow[],
): ResultsResponse {
  const partners = new Map(event.partners.map((partner) => [partner.name, partner]));
  // A partner that is one of the businesses is named in French with the business's French name (decision 0176).
  const businessFrench = new Map(event.businesses.flatMap((business) => (business.name_fr === undefined ? [] : [[business.name.trim().toLowerCase(), business.name_fr]])));
  return {
    raffle_winners: event.raffle_items.flatMap((item) => {
      const winners = raffleWinners
        .filter((row) => row.itemId === item.item_id)
        .sort((a, b) => a.rank - b.rank);
      if (winners.length === 0) return [];
      return [
        {
          partner_name: item.partner,
          ...(businessFrench.has(item.partner.trim().toLowerCase()) ? { partner_name_fr: businessFrench.get(item.partner.trim().toLowerCase()) } : {}),
          item_name: item.name,
          ...(item.name_fr === undefined ? {} : { item_name_fr: item.name_fr }),
          image_src: item.image_src,
          logo: partners.get(item.partner)?.logo ?? '',
          winners: winners.map(publicWinner),
        },
      ];
    }),
    challenge_winners: event.businesses.flatMap((business) => {
      const winners = challengeWinners
        .filter((row) => row.challengeId === business.challenge_question.challenge_id)
        .sort((a, b) => a.rank - b.rank);
      if (winners.length === 0) return [];
      return [
        {
          business_name: business.name,
          ...(business.name_fr === undefined ? {} : { business_name_fr: business.name_fr }),
          logo: business.logo,
          winners: winners.map((row) => ({ ...publicWinner(row), award: row.award })),
        },
      ];
    }),
  };
}

/**
 * The results the organizer stored: the newest draw's winners and the challenge winners, shaped for
 * `GET /game/results` against `event` (the server's loaded event file). Null when nothing was stored yet,
 * so the server keeps the event file's own `results` (the demo's winners).
 */
export async function storedResults(
  { draws, winners }: Pick<OrganizerStorage, 'draws' | 'winners'>,
  event: EventFile,
): Promise<ResultsResponse | null> {
  const [draw, challengeWinners] = await Promise.all([
    draws.latestDraw(),
    winners.challengeWinners(),
  ]);
  if (draw === null && challengeWinners.length === 0) return null;
  const raffleWinners = draw === null ? [] : await draws.drawWinners(draw.id);
  return buildResults(event, raffleWinners, challengeWinners);
}
