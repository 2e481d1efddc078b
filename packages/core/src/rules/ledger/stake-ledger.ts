import { messages } from '../../messages/catalogue.js';
import { RAFFLE_COOLDOWN_MS, RAFFLE_REFRESH_MS } from '../constants.js';
import { fail, succeed } from '../result.js';
import type { RuleResult } from '../result.js';

export { RAFFLE_COOLDOWN_MS, RAFFLE_REFRESH_MS };

/**
 * A player's coins and how they are spread over raffle items (spec section 4 "Coins" and "Raffle stake").
 *
 * Invariant, kept by every operation of this module: `remainingCoins + sum(staked) === userCoins`, every
 * number is a whole number of zero or more. `staked` maps an item id to the coins on it; an entry may be 0
 * (the player took every coin off that item, which a submission must still send).
 */
export interface StakeLedger {
  readonly userCoins: number;
  readonly remainingCoins: number;
  readonly staked: Readonly<Record<number, number>>;
}

/** Codes of the ledger's expected failures. */
export type LedgerFailureCode =
  | 'LEDGER.NO_REMAINING_COINS'
  | 'LEDGER.INSUFFICIENT_COINS'
  | 'LEDGER.NOTHING_ON_ITEM'
  | 'LEDGER.INVALID_AMOUNT'
  | 'LEDGER.INVALID_ITEM'
  | 'LEDGER.STAKES_EXCEED_COINS';

/** A ledger operation's outcome: the new ledger, or why nothing changed. */
export type LedgerResult = RuleResult<StakeLedger, LedgerFailureCode>;

const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;
const isItemId = (value: number): boolean => Number.isSafeInteger(value) && value > 0;
const isDelta = (value: number): boolean => Number.isSafeInteger(value);

const invalidAmount = () => fail('LEDGER.INVALID_AMOUNT', messages.validation.invalidCoins);
const invalidItem = () => fail('LEDGER.INVALID_ITEM', messages.raffle.unknownItem);

/** Sum of the coins on every item. Pure. */
export function totalStaked(staked: Readonly<Record<number, number>>): number {
  return Object.values(staked).reduce((sum, coins) => sum + coins, 0);
}

/** Coins on one item (0 when the item has none). Pure. */
export function coinsOn(ledger: StakeLedger, itemId: number): number {
  return ledger.staked[itemId] ?? 0;
}

/** Options of {@link initLedger}. */
export interface InitLedgerOptions {
  /** Start with no staked items, so every coin is stakeable. */
  readonly clearItems?: boolean;
}

/**
 * Starts a ledger from the player's total coins and the stakes already on items.
 *
 * With `clearItems` the stakes are dropped and every coin is remaining; otherwise remaining is `coins` minus
 * the sum already staked. Stakes adding up to more than `coins` cannot be made consistent, so they fail with
 * `LEDGER.STAKES_EXCEED_COINS` rather than producing a negative balance; negative or fractional numbers fail
 * with `LEDGER.INVALID_AMOUNT`, bad item ids with `LEDGER.INVALID_ITEM`. Pure.
 */
export function initLedger(
  coins: number,
  staked: Readonly<Record<number, number>> = {},
  options: InitLedgerOptions = {},
): LedgerResult {
  if (!isCount(coins)) return invalidAmount();
  if (options.clearItems) return succeed({ userCoins: coins, remainingCoins: coins, staked: {} });
  for (const [id, amount] of Object.entries(staked)) {
    if (!isItemId(Number(id))) return invalidItem();
    if (!isCount(amount)) return invalidAmount();
  }
  const remainingCoins = coins - totalStaked(staked);
  if (remainingCoins < 0) return fail('LEDGER.STAKES_EXCEED_COINS', messages.raffle.stakesExceedCoins);
  return succeed({ userCoins: coins, remainingCoins, staked: { ...staked } });
}

/**
 * Moves `change` coins from the remaining balance onto an item; a negative change moves coins back.
 * Fails with `LEDGER.INSUFFICIENT_COINS` when the balance is too small (`LEDGER.NO_REMAINING_COINS` when it
 * is empty), `LEDGER.NOTHING_ON_ITEM` when the item holds fewer coins than asked back, and leaves the
 * ledger unchanged on failure. A change of 0 succeeds and changes nothing. Pure.
 */
export function stakeCoins(ledger: StakeLedger, itemId: number, change: number): LedgerResult {
  if (!isItemId(itemId)) return invalidItem();
  if (!isDelta(change)) return invalidAmount();
  const onItem = coinsOn(ledger, itemId);
  if (change > 0 && ledger.remainingCoins === 0)
    return fail('LEDGER.NO_REMAINING_COINS', messages.raffle.noRemainingCoins);
  if (change > ledger.remainingCoins) return fail('LEDGER.INSUFFICIENT_COINS', messages.raffle.insufficientCoins);
  if (onItem + change < 0) return fail('LEDGER.NOTHING_ON_ITEM', messages.raffle.nothingOnItem);
  if (change === 0) return succeed(ledger);
  return succeed({
    userCoins: ledger.userCoins,
    remainingCoins: ledger.remainingCoins - change,
    staked: { ...ledger.staked, [itemId]: onItem + change },
  });
}

/**
 * The raffle's plus button: one coin from the balance onto an item, only while the balance is above 0
 * (spec section 5), else `LEDGER.NO_REMAINING_COINS`. Pure.
 */
export function plusCoin(ledger: StakeLedger, itemId: number): LedgerResult {
  return stakeCoins(ledger, itemId, 1);
}

/**
 * The raffle's minus button: one coin from an item back to the balance, only if the item has coins
 * (spec section 5), else `LEDGER.NOTHING_ON_ITEM`. Pure.
 */
export function minusCoin(ledger: StakeLedger, itemId: number): LedgerResult {
  if (isItemId(itemId) && coinsOn(ledger, itemId) === 0)
    return fail('LEDGER.NOTHING_ON_ITEM', messages.raffle.nothingOnItem);
  return stakeCoins(ledger, itemId, -1);
}

/**
 * The raffle refresh (spec section 4: "a raffle refresh resets the items"): fresh items arrive with the stakes
 * the server saved on them (`savedNow`), and the unsubmitted stakes go. The player's total is their unstaked
 * balance (the total so far minus what the server had saved, `savedBefore`) plus what is saved now, and the
 * stakes start from the saved ones. Saved stakes that cannot be made consistent leave the ledger as it was.
 * With nothing saved, every coin is remaining again. Pure.
 */
export function refreshLedger(
  ledger: StakeLedger,
  savedBefore: Readonly<Record<number, number>> = {},
  savedNow: Readonly<Record<number, number>> = {},
): StakeLedger {
  const balance = Math.max(0, ledger.userCoins - totalStaked(savedBefore));
  const refreshed = initLedger(balance + totalStaked(savedNow), savedNow);
  return refreshed.ok ? refreshed.value : ledger;
}

/**
 * Overrides the player's total coins (spec section 4 "An update either overrides the coins or adds a delta").
 *
 * The stakes stay and the balance absorbs the difference. If the new total is below the coins already
 * staked, the stakes cannot all be kept: they go back to what the server saved (`saved`), as after a raffle
 * refresh, or, when even those are more than the total, every coin of the new total is remaining. Negative or
 * fractional totals fail with `LEDGER.INVALID_AMOUNT`. Pure.
 */
export function setUserCoins(ledger: StakeLedger, coins: number, saved: Readonly<Record<number, number>> = {}): LedgerResult {
  if (!isCount(coins)) return invalidAmount();
  const staked = totalStaked(ledger.staked);
  if (coins >= staked) return succeed({ userCoins: coins, remainingCoins: coins - staked, staked: ledger.staked });
  const fromSaved = initLedger(coins, saved);
  return fromSaved.ok ? fromSaved : succeed({ userCoins: coins, remainingCoins: coins, staked: {} });
}

/**
 * Adds a (possibly negative) delta to the player's total coins, e.g. a realtime `coin_change` or a paid chest.
 * Same rules as {@link setUserCoins}; a delta that would make the total negative fails with
 * `LEDGER.INVALID_AMOUNT`. Pure.
 */
export function addUserCoins(ledger: StakeLedger, delta: number, saved: Readonly<Record<number, number>> = {}): LedgerResult {
  if (!isDelta(delta)) return invalidAmount();
  return setUserCoins(ledger, ledger.userCoins + delta, saved);
}

/**
 * Sets the balance not yet staked, keeping the stakes: the server's `coins` (login, coin total) and a stake
 * submission's `total_coins` are that balance, so the total becomes `balance + sum(staked)`. Pure.
 */
export function setRemainingCoins(ledger: StakeLedger, balance: number): LedgerResult {
  if (!isCount(balance)) return invalidAmount();
  return succeed({ userCoins: balance + totalStaked(ledger.staked), remainingCoins: balance, staked: ledger.staked });
}

/** Codes of the reasons a stake submission is blocked. */
export type StakeSubmitBlockCode = 'LEDGER.NO_ITEMS' | 'LEDGER.NOTHING_STAKED' | 'LEDGER.COOLDOWN';

/** What {@link canSubmitStakes} needs to know. */
export interface StakeSubmitCheck {
  readonly ledger: StakeLedger;
  /** Number of raffle items on offer. */
  readonly itemCount: number;
  readonly nowMs: number;
  /** End of the cooldown of the last submission (epoch ms), or null when there was none. */
  readonly cooldownUntil: number | null;
}

/**
 * Whether the stakes may be submitted (spec section 5): blocked with no items (`LEDGER.NO_ITEMS`), with no
 * coin on any item, which includes having no coins at all (`LEDGER.NOTHING_STAKED`), and while
 * `nowMs < cooldownUntil` (`LEDGER.COOLDOWN`; the cooldown is over at `cooldownUntil` exactly). Pure.
 */
export function canSubmitStakes(check: StakeSubmitCheck): RuleResult<true, StakeSubmitBlockCode> {
  if (check.itemCount <= 0) return fail('LEDGER.NO_ITEMS', messages.raffle.noItems);
  if (totalStaked(check.ledger.staked) === 0) return fail('LEDGER.NOTHING_STAKED', messages.raffle.nothingStaked);
  if (isInCooldown(check.nowMs, check.cooldownUntil)) return fail('LEDGER.COOLDOWN', messages.raffle.cooldown);
  return succeed(true);
}

/** End of the cooldown that a submission at `submittedAtMs` starts. Pure. */
export function cooldownEndsAt(submittedAtMs: number): number {
  return submittedAtMs + RAFFLE_COOLDOWN_MS;
}

/** Whether a cooldown ending at `cooldownUntil` is still running at `nowMs`. Pure. */
export function isInCooldown(nowMs: number, cooldownUntil: number | null): boolean {
  return cooldownUntil !== null && nowMs < cooldownUntil;
}

/** Whether a raffle item list fetched at `fetchedAtMs` is due for a refetch at `nowMs` (3 hours). Pure. */
export function isRaffleListStale(fetchedAtMs: number | null, nowMs: number): boolean {
  return fetchedAtMs === null || nowMs - fetchedAtMs >= RAFFLE_REFRESH_MS;
}

/** The stakes to send: every item of the ledger with its absolute stake, zeros included. Pure. */
export function stakedItems(ledger: StakeLedger): { item_id: number; coins: number }[] {
  return Object.entries(ledger.staked).map(([id, coins]) => ({ item_id: Number(id), coins }));
}
