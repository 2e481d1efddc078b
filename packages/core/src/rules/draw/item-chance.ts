import type { RaffleItem } from '../../contract/raffle.schema.js';
import { chanceOfWinning } from './winning-chance.js';

/** What the raffle page knows about one item when it shows the player's chance on it. */
export interface ItemChanceInput {
  /** The player's coins on the item as the page shows them now: saved or not yet submitted. */
  readonly onScreen: number;
  /** The player's coins on the item that the server has saved (the item's `coins`). */
  readonly saved: number;
  /**
   * Everyone's saved coins on the item (`total_staked`, kept live by `raffle_totals`), the player's saved
   * coins included; `undefined` when the server does not send totals (a server of the original contract).
   */
  readonly savedTotal: number | undefined;
  /** The item's number of prizes (its stock): the number of winners drawn for it. */
  readonly stock: number;
}

/** The player's chance on one item, as the raffle page shows it. */
export interface ItemChance {
  /** Between 0 and 1. */
  readonly chance: number;
  /**
   * True when `chance` is the draw's exact chance (one winner, or a certain or zero chance); false when it is
   * {@link chanceOfWinning}'s lower bound for several winners, which the page words as "at least".
   */
  readonly exact: boolean;
  /** Everyone's coins on the item with the player's coins on screen in place of their saved ones. */
  readonly total: number;
}

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * The player's chance on an item for the coins on screen: what the draw would give them if they submitted
 * their stakes now and nobody else changed theirs. The page shows it as plus and minus are pressed, before
 * any submission, so a player can see what a coin more or less would change; once submitted it is their
 * chance as it stands. The item's total is the saved total with the player's saved coins replaced by the
 * coins on screen (`savedTotal - saved + onScreen`); a saved total below the player's own saved coins (a
 * totals announcement older than their submission) counts as their saved coins alone. Winners: the stock;
 * chance from {@link chanceOfWinning}, so exact (`onScreen / total`) for one winner and a lower bound for
 * several (docs/decisions/0071-winning-chance-estimate.md).
 *
 * @returns null when the chance cannot be known (no total from the server, or numbers that are not whole
 *   numbers of 0 or more); a chance of 0 when the player has no coins on the item. Pure.
 */
export function itemChance(input: ItemChanceInput): ItemChance | null {
  const { onScreen, saved, savedTotal, stock } = input;
  if (savedTotal === undefined) return null;
  if (![onScreen, saved, savedTotal, stock].every(isCount)) return null;
  const total = Math.max(savedTotal, saved) - saved + onScreen;
  const chance = chanceOfWinning(onScreen, total, stock);
  return { chance, exact: stock <= 1 || chance === 0 || chance === 1, total };
}

/**
 * The items once the server has saved a submission of `submitted` stakes (item id to coins; items not listed
 * keep their saved coins): each carries its new saved coins, and its total counts them in place of the old
 * ones until the next `raffle_totals` brings everyone's. An item in `announcedWhileSubmitting` keeps the total
 * it was announced with: the server announces right after it commits, so that total can already count the new
 * stakes, and adding them again would count the player's coins twice (their chance shown too low). Should
 * the announcement have left before the commit, the one the server sends after it corrects the total. Pure.
 */
export function itemsAfterSubmission(
  items: readonly RaffleItem[],
  submitted: Readonly<Record<number, number>>,
  announcedWhileSubmitting: ReadonlySet<number>,
): RaffleItem[] {
  return items.map((item) => {
    const coins = submitted[item.item_id] ?? item.coins;
    if (item.total_staked === undefined || announcedWhileSubmitting.has(item.item_id)) return { ...item, coins };
    return { ...item, coins, total_staked: Math.max(0, item.total_staked - item.coins + coins) };
  });
}
