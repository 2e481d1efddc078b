import { resultsResponseSchema } from '../../contract/results.schema.js';
import type { RaffleWinners, Winner } from '../../contract/results.schema.js';
import { messages } from '../../messages/catalogue.js';
import { fail, succeed } from '../result.js';
import type { RuleResult } from '../result.js';

/**
 * One raffle item's winners: its name (null when the server does not send it), its French name (absent when the
 * organizers wrote none), its picture and who won it.
 */
export interface RaffleDraw {
  readonly itemName: string | null;
  readonly itemNameFr?: string;
  readonly imageSrc: string;
  readonly winners: readonly Winner[];
}

/** A main partner (a business with a challenge): its challenge winners and the winners of its raffle items. */
export interface MainPartner {
  readonly name: string;
  /** Its French name, where the organizers wrote one (decision 0176). */
  readonly nameFr?: string;
  readonly logo: string;
  readonly challengeWinners: readonly Winner[];
  readonly raffles: readonly RaffleDraw[];
}

/** A raffle item of a partner without a challenge, shown on the "Other" slide. */
export interface OtherPartnerDraw extends RaffleDraw {
  readonly partnerName: string;
  /** Its French name, where the partner is a business whose French name the organizers wrote (decision 0176). */
  readonly partnerNameFr?: string;
  readonly logo: string;
}

/** The winners grouped as the results page shows them. */
export interface GroupedWinners {
  readonly main: readonly MainPartner[];
  readonly other: readonly OtherPartnerDraw[];
  /** When the organizers published these results on the console (the answer's `published_at`), if they did. */
  readonly publishedAt?: string | null;
}

/** Partner and business names are matched ignoring case and surrounding spaces. */
const key = (name: string) => name.trim().toLowerCase();

/** The item's names as the results page keeps them: the French only where the answer carries it. */
const itemNames = (raffle: RaffleWinners) => ({
  itemName: raffle.item_name ?? null,
  ...(raffle.item_name_fr === undefined ? {} : { itemNameFr: raffle.item_name_fr }),
});

/**
 * Groups `GET /game/results` for the results page (spec sections 3 and 8): a main partner per entry of
 * `challenge_winners`, in that order, carrying its challenge winners and the raffle items of the raffle
 * partner of the same name; every other raffle item goes to `other`, in the response's order. A response
 * that is not the results shape fails with `WINNERS.MALFORMED` ("There was a issue processing the winners
 * response"). Empty lists are not a failure: see {@link hasWinners}. Pure.
 */
export function groupWinners(response: unknown): RuleResult<GroupedWinners, 'WINNERS.MALFORMED'> {
  const parsed = resultsResponseSchema.safeParse(response);
  if (!parsed.success) return fail('WINNERS.MALFORMED', messages.winners.processingIssue);
  const { raffle_winners, challenge_winners, published_at } = parsed.data;
  const businesses = new Set(challenge_winners.map((business) => key(business.business_name)));
  const claimed = new Set<string>();
  const main = challenge_winners.map((business): MainPartner => {
    const name = key(business.business_name);
    // A business listed twice gets its raffle items once, on its first slide.
    const raffles = claimed.has(name)
      ? []
      : raffle_winners.filter((raffle) => key(raffle.partner_name) === name).map((raffle) => ({ ...itemNames(raffle), imageSrc: raffle.image_src, winners: raffle.winners }));
    claimed.add(name);
    return {
      name: business.business_name,
      ...(business.business_name_fr === undefined ? {} : { nameFr: business.business_name_fr }),
      logo: business.logo,
      challengeWinners: business.winners,
      raffles,
    };
  });
  const other = raffle_winners
    .filter((raffle) => !businesses.has(key(raffle.partner_name)))
    .map((raffle) => ({
      partnerName: raffle.partner_name,
      ...(raffle.partner_name_fr === undefined ? {} : { partnerNameFr: raffle.partner_name_fr }),
      logo: raffle.logo,
      ...itemNames(raffle),
      imageSrc: raffle.image_src,
      winners: raffle.winners,
    }));
  return succeed({ main, other, publishedAt: published_at ?? null });
}

/** Whether any winner is listed at all; the page says "No Winners" otherwise. Pure. */
export function hasWinners(grouped: GroupedWinners): boolean {
  return (
    grouped.main.some((partner) => partner.challengeWinners.length > 0 || partner.raffles.some((draw) => draw.winners.length > 0)) ||
    grouped.other.some((draw) => draw.winners.length > 0)
  );
}
