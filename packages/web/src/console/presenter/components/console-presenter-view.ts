import type { RaffleItem, RaffleTotalsEvent, ResultsResponse } from '@dubloon-quest/core';
import { consolePresenterText } from '@dubloon-quest/core/console';

/** One prize of the live totals: what the players' raffle page shows of it, and its total staked. */
export interface PrizeTotalView {
  readonly id: number;
  readonly name: string;
  readonly partner: string;
  readonly image: string;
  readonly total: number;
}

/** One winner as the results page shows them: the name and where they are from. */
export interface WinnerLineView {
  readonly name: string;
  readonly from: string;
}

/** One prize of the reveal, as the results page shows it. */
export interface RevealPrizeView {
  readonly name: string;
  readonly partner: string;
  readonly image: string;
  readonly winners: readonly WinnerLineView[];
}

/** The live totals from the raffle items (`GET /game/raffle/items`), in the event's order. Pure. */
export function prizeTotalsOf(items: readonly RaffleItem[]): PrizeTotalView[] {
  return items.map((item) => ({
    id: item.item_id,
    name: item.name,
    partner: item.raffle_partner.name,
    image: item.image_src,
    total: item.total_staked ?? 0,
  }));
}

/**
 * The items with the totals of a `raffle_totals` announcement (decision 0027): each listed item's total replaced,
 * the same array when nothing changed. Pure.
 */
export function withTotals(items: readonly RaffleItem[], event: RaffleTotalsEvent): readonly RaffleItem[] {
  const totals = new Map(event.items.map((item) => [item.item_id, item.total_staked]));
  const changed = (item: RaffleItem) => totals.has(item.item_id) && totals.get(item.item_id) !== item.total_staked;
  if (!items.some(changed)) return items;
  return items.map((item) => (changed(item) ? { ...item, total_staked: totals.get(item.item_id) } : item));
}

/**
 * The prizes to reveal, from the results players see (`GET /game/results`): each raffle prize with winners, in
 * the event's order, its winners by name and place as the results page shows them (never their education, nor
 * the draw record's player ids: together with the names those would tie each id to a person). Pure.
 */
export function revealPrizesOf(results: ResultsResponse): RevealPrizeView[] {
  return results.raffle_winners.map((prize) => ({
    name: prize.item_name ?? prize.partner_name,
    partner: prize.partner_name,
    image: prize.image_src,
    winners: prize.winners.map((winner) => ({
      name: winner.name,
      from: consolePresenterText.from(winner.region ?? '', winner.country),
    })),
  }));
}
