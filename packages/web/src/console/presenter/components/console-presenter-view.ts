import type { Locale, RaffleItem, RaffleTotalsEvent, ResultsResponse } from '@dubloon-quest/core';
import { consolePresenterText, type RevealAction } from '@dubloon-quest/core/console';
import { pageText } from '../../../locale/content-text.js';

/** One prize of the live totals: what the players' raffle page shows of it, and its total staked. */
export interface PrizeTotalView {
  readonly id: number;
  readonly name: string;
  /** The name's language when it is not the page's (an English name on a French page). */
  readonly nameLang?: Locale | undefined;
  readonly partner: string;
  readonly image: string;
  readonly total: number;
}

/** One winner as the results page shows them: the name and where they are from. */
interface WinnerLineView {
  readonly name: string;
  readonly from: string;
}

/** One prize of the reveal, as the results page shows it. */
export interface RevealPrizeView {
  readonly name: string;
  /** The name's language when it is not the page's (an English name on a French page). */
  readonly nameLang?: Locale | undefined;
  readonly partner: string;
  readonly image: string;
  readonly winners: readonly WinnerLineView[];
}

/**
 * The live totals from the raffle items (`GET /game/raffle/items`), in the event's order, each prize named in the
 * reader's language where the organizers wrote it (decision 0176). Pure.
 */
export function prizeTotalsOf(items: readonly RaffleItem[], locale: Locale = 'en'): PrizeTotalView[] {
  return items.map((item) => ({
    id: item.item_id,
    ...named(pageText(item.name, item.name_fr, locale)),
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
export function revealPrizesOf(results: ResultsResponse, locale: Locale = 'en'): RevealPrizeView[] {
  return results.raffle_winners.map((prize) => ({
    // The prize's and its partner's French names for a French reader where the organizers wrote them (decision 0176).
    ...named(prize.item_name === undefined ? pageText(prize.partner_name, prize.partner_name_fr, locale) : pageText(prize.item_name, prize.item_name_fr, locale)),
    partner: pageText(prize.partner_name, prize.partner_name_fr, locale).text,
    image: prize.image_src,
    winners: prize.winners.map((winner) => ({
      name: winner.name,
      from: consolePresenterText.from(winner.region ?? '', winner.country),
    })),
  }));
}

/** A name as a view keeps it: its text, and its language only when it is not the page's. */
const named = (name: { text: string; lang?: Locale }) => (name.lang === undefined ? { name: name.text } : { name: name.text, nameLang: name.lang });

/** A key press as the presenter's page reads it. */
export interface PresenterKey {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
}

/**
 * What a key does on the presenter's page: →, Page Down, Space and Enter go on, ←, Page Up go back, Home starts
 * again, F switches the full screen; nothing with a modifier (the browser's own shortcuts). On a focused button or
 * link, Space and Enter press it and F is left alone, so one press never counts twice. The reveal's keys work only
 * during the reveal. Pure.
 */
export function presenterKeyAction(
  press: PresenterKey,
  { revealing, onControl }: { readonly revealing: boolean; readonly onControl: boolean },
): RevealAction | { readonly type: 'fullScreen' } | null {
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  if (press.key === 'f' || press.key === 'F') return onControl ? null : { type: 'fullScreen' };
  if (!revealing) return null;
  switch (press.key) {
    case 'ArrowRight':
    case 'PageDown':
      return { type: 'next' };
    case 'ArrowLeft':
    case 'PageUp':
      return { type: 'back' };
    case 'Home':
      return { type: 'restart' };
    case ' ':
    case 'Enter':
      return onControl ? null : { type: 'next' };
    default:
      return null;
  }
}
