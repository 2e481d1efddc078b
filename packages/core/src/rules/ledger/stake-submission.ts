import { messages } from '../../messages/catalogue.js';
import { serverMessages } from '../../messages/server-messages.js';
import { fail, succeed } from '../result.js';
import type { RuleFailure, RuleResult, RuleSuccess } from '../result.js';
import { cooldownEndsAt, isInCooldown, totalStaked } from './stake-ledger.js';

/** A player's coins as the server stores them: the balance not yet staked and the stake per item. */
export interface StakeHoldings {
  readonly balance: number;
  readonly staked: Readonly<Record<number, number>>;
}

/** One entry of `POST /game/raffle/items` `staked_items`: the ABSOLUTE stake wanted on an item. */
export interface SubmittedStake {
  readonly item_id: number;
  readonly coins: number;
}

/** One stake that a submission changes. */
export interface StakeChange {
  readonly item_id: number;
  readonly previous: number;
  readonly coins: number;
}

/** The holdings after an accepted submission, and the stakes that changed (in submission order). */
export interface AppliedStakeSubmission extends StakeHoldings {
  readonly changes: readonly StakeChange[];
}

/** Codes of the reasons a stake submission is refused. */
export type StakeSubmissionFailureCode =
  | 'LEDGER.UNKNOWN_ITEM'
  | 'LEDGER.INVALID_AMOUNT'
  | 'LEDGER.DUPLICATE_ITEM'
  | 'LEDGER.OVER_ALLOCATION';

/**
 * Validates and applies a stake submission the way the server must (original-clients "Staking"): each
 * submitted entry sets the absolute stake on its item, items not listed keep theirs, a stake may be lowered,
 * and the new balance is the player's total (`balance + sum(staked)`, unchanged by staking) minus the new
 * stakes. The client's `total_coins` guess is not an input: it is never trusted.
 *
 * Refused, checked in this order over the whole submission, with the holdings untouched:
 * `LEDGER.UNKNOWN_ITEM` (an item id not in `knownItemIds`), `LEDGER.INVALID_AMOUNT` (negative, fractional or
 * unsafe coins), `LEDGER.DUPLICATE_ITEM` (an item listed twice), `LEDGER.OVER_ALLOCATION` (the stakes exceed
 * the total). An empty submission is accepted and changes nothing. Pure.
 */
export function applyStakeSubmission(
  current: StakeHoldings,
  submitted: readonly SubmittedStake[],
  knownItemIds: Iterable<number>,
): RuleResult<AppliedStakeSubmission, StakeSubmissionFailureCode> {
  const known = new Set(knownItemIds);
  if (submitted.some((entry) => !known.has(entry.item_id)))
    return fail('LEDGER.UNKNOWN_ITEM', messages.raffle.unknownItem);
  if (submitted.some((entry) => !Number.isSafeInteger(entry.coins) || entry.coins < 0))
    return fail('LEDGER.INVALID_AMOUNT', messages.validation.invalidCoins);
  if (new Set(submitted.map((entry) => entry.item_id)).size !== submitted.length)
    return fail('LEDGER.DUPLICATE_ITEM', messages.raffle.duplicateItem);

  const total = current.balance + totalStaked(current.staked);
  const staked: Record<number, number> = { ...current.staked };
  const changes: StakeChange[] = [];
  for (const { item_id, coins } of submitted) {
    const previous = staked[item_id] ?? 0;
    if (previous !== coins) changes.push({ item_id, previous, coins });
    staked[item_id] = coins;
  }
  const balance = total - totalStaked(staked);
  if (balance < 0) return fail('LEDGER.OVER_ALLOCATION', messages.raffle.overAllocation);
  return succeed({ balance, staked, changes });
}

/** Codes of the reasons the server refuses a raffle stake submission. */
export type RaffleSubmissionCode = StakeSubmissionFailureCode | 'LEDGER.COOLDOWN';

/** What the server knows of a player when a stake submission arrives (read under the player's and items' locks). */
export interface RaffleSubmissionState extends StakeHoldings {
  /** When the player's last submission that changed a stake was accepted (epoch ms), or null for none. */
  readonly lastSubmittedAtMs: number | null;
  /** The raffle items a player may stake on now: in the event and not retired. */
  readonly offeredItemIds: Iterable<number>;
}

/** A refused submission; `retryAfterMs` tells how long the cooldown still runs (`LEDGER.COOLDOWN` only). */
export interface RaffleSubmissionRefusal extends RuleFailure<RaffleSubmissionCode> {
  readonly retryAfterMs?: number;
}

/** An accepted submission: the holdings after it, and whether it starts the cooldown (it changed a stake). */
export interface AcceptedRaffleSubmission extends AppliedStakeSubmission {
  readonly startsCooldown: boolean;
}

export type RaffleSubmissionVerdict = RuleSuccess<AcceptedRaffleSubmission> | RaffleSubmissionRefusal;

/** The HTTP status of each refusal: the cooldown is a 429 with `Retry-After`, everything else the request's fault. */
export const RAFFLE_SUBMISSION_STATUS: Readonly<Record<RaffleSubmissionCode, 422 | 429>> = {
  'LEDGER.COOLDOWN': 429,
  'LEDGER.UNKNOWN_ITEM': 422,
  'LEDGER.INVALID_AMOUNT': 422,
  'LEDGER.DUPLICATE_ITEM': 422,
  'LEDGER.OVER_ALLOCATION': 422,
};

/**
 * The server's whole decision on a raffle stake submission (spec "Raffle stake": "Submitting ... starts a
 * 30-minute cooldown"; original-clients "Staking"). Refused with `LEDGER.COOLDOWN` while the cooldown of the
 * player's last submission runs (over at its end exactly), then as {@link applyStakeSubmission} refuses, with
 * only the offered items known (a retired item is unknown). An accepted submission that changes no stake does
 * not start the cooldown. The server calls it on the rows it locked; the fake server calls it on its memory. Pure.
 */
export function submitRaffleStakes(
  state: RaffleSubmissionState,
  submitted: readonly SubmittedStake[],
  nowMs: number,
): RaffleSubmissionVerdict {
  if (state.lastSubmittedAtMs !== null) {
    const until = cooldownEndsAt(state.lastSubmittedAtMs);
    if (isInCooldown(nowMs, until)) {
      const retryAfterMs = until - nowMs;
      return { ...fail('LEDGER.COOLDOWN', serverMessages.raffleCooldown(Math.ceil(retryAfterMs / 60_000))), retryAfterMs };
    }
  }
  const applied = applyStakeSubmission(state, submitted, state.offeredItemIds);
  if (!applied.ok) return applied;
  return succeed({ ...applied.value, startsCooldown: applied.value.changes.length > 0 });
}
