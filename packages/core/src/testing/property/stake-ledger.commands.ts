import fc from 'fast-check';
import type { SubmittedStake } from '../../rules/ledger/stake-submission.js';
import { submitRaffleStakes } from '../../rules/ledger/stake-submission.js';
import { totalStaked } from '../../rules/ledger/stake-ledger.js';
import { describeOutcome, expectRule, outcomeOf, type ConformanceSession } from './conformance-session.js';

/** An item id no event offers: stakes on it must be refused. */
const UNKNOWN_ITEM_ID = 987_654;

/**
 * What the stake ledger model knows of one player: the items offered, the unstaked balance, the stake on
 * each item, the total (balance plus stakes, which staking never changes) and when the cooldown started.
 */
export interface StakeLedgerModel {
  readonly itemIds: readonly number[];
  balance: number;
  staked: Record<number, number>;
  readonly total: number;
  lastChangedAtMs: number | null;
}

/** The implementation under test, logged in as the model's player. */
export interface StakeLedgerReal {
  readonly session: ConformanceSession;
}

/** One entry of a generated submission: an item by its place in the offer (so it fits any event), or an unknown id. */
export interface StakeEntrySpec {
  readonly item: number | 'unknown';
  readonly coins: number;
}

/**
 * `POST /game/raffle/items` with the given absolute stakes. The model predicts the answer with core's own
 * rule (`submitRaffleStakes`: cooldown first, then unknown item, duplicate, over-allocation), then checks the
 * answer and reads the coin total and the items back.
 */
export class SubmitStakesCommand implements fc.AsyncCommand<StakeLedgerModel, StakeLedgerReal> {
  constructor(readonly entries: readonly StakeEntrySpec[]) {}

  check(): boolean {
    return true;
  }

  async run(model: StakeLedgerModel, real: StakeLedgerReal): Promise<void> {
    const { session } = real;
    const stakes: SubmittedStake[] = this.entries.map(({ item, coins }) => ({
      item_id: item === 'unknown' ? UNKNOWN_ITEM_ID : model.itemIds[item % model.itemIds.length]!,
      coins,
    }));
    const now = session.now();
    const expected = submitRaffleStakes(
      { balance: model.balance, staked: model.staked, lastSubmittedAtMs: model.lastChangedAtMs, offeredItemIds: model.itemIds },
      stakes,
      now,
    );
    const outcome = await outcomeOf(session.api.submitStakes({ staked_items: stakes, total_coins: model.balance }));
    const seen = () => `${JSON.stringify(stakes)} with balance ${model.balance} and stakes ${JSON.stringify(model.staked)} was ${describeOutcome(outcome)}`;

    if (!expected.ok) {
      if (outcome.ok) {
        const rule = expected.code === 'LEDGER.OVER_ALLOCATION' ? 'STAKE.WITHIN_BALANCE' : expected.code === 'LEDGER.COOLDOWN' ? 'STAKE.COOLDOWN' : 'STAKE.REFUSED_AS_A_WHOLE';
        expectRule(false, rule, () => `expected a refusal (${expected.code}), but ${seen()}`);
      } else {
        const kind = expected.code === 'LEDGER.COOLDOWN' ? 'rateLimited' : 'invalid';
        expectRule(outcome.kind === kind, expected.code === 'LEDGER.COOLDOWN' ? 'STAKE.COOLDOWN' : 'STAKE.REFUSED_AS_A_WHOLE', () => `expected ${kind} (${expected.code}), but ${seen()}`);
      }
    } else {
      expectRule(outcome.ok || outcome.kind !== 'rateLimited', 'STAKE.COOLDOWN', () => `no cooldown runs, but ${seen()}`);
      expectRule(outcome.ok, 'STAKE.REFUSED_AS_A_WHOLE', () => `expected acceptance, but ${seen()}`);
      if (outcome.ok) {
        expectRule(outcome.data.total_coins === expected.value.balance, 'COINS.CONSERVED', () => `expected a remaining balance of ${expected.value.balance}, but ${seen()}`);
        model.balance = expected.value.balance;
        model.staked = { ...expected.value.staked };
        if (expected.value.startsCooldown) model.lastChangedAtMs = now;
      }
    }
    await checkHoldings(model, real);
  }

  toString(): string {
    return `stake(${this.entries.map(({ item, coins }) => `${item === 'unknown' ? 'unknown item' : `item #${item}`}: ${coins}`).join(', ')})`;
  }
}

/** Reads the balance and the stakes back: they must be the model's, and add up to the unchanged total. */
async function checkHoldings(model: StakeLedgerModel, { session }: StakeLedgerReal): Promise<void> {
  const balance = (await session.api.getCoinTotal()).data.coins;
  const items = (await session.api.getRaffleItems()).data;
  const staked = Object.fromEntries(items.filter((item) => item.coins > 0).map((item) => [item.item_id, item.coins]));
  const held = balance + totalStaked(staked);
  expectRule(held === model.total, 'COINS.CONSERVED', () => `balance ${balance} plus stakes ${JSON.stringify(staked)} is ${held}, not ${model.total}`);
  expectRule(balance === model.balance, 'STAKE.REFUSED_AS_A_WHOLE', () => `the balance reads ${balance}, not ${model.balance}`);
  for (const itemId of model.itemIds) {
    const reads = staked[itemId] ?? 0;
    const expected = model.staked[itemId] ?? 0;
    expectRule(reads === expected, 'STAKE.REFUSED_AS_A_WHOLE', () => `the stake on item ${itemId} reads ${reads}, not ${expected}`);
  }
}

/** A generated stake entry: mostly offered items, sometimes an unknown one; a few coins, sometimes many. */
const stakeEntryArb: fc.Arbitrary<StakeEntrySpec> = fc.record({
  item: fc.oneof({ weight: 9, arbitrary: fc.nat({ max: 7 }) }, { weight: 1, arbitrary: fc.constant('unknown' as const) }),
  coins: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 6 }) }, { weight: 1, arbitrary: fc.integer({ min: 7, max: 60 }) }),
});

/**
 * Command sequences for the stake ledger (`fc.commands`): submissions of zero to three entries, the same item
 * twice now and then. Run them with `fc.asyncModelRun` from a {@link StakeLedgerModel} of a fresh player.
 */
export const stakeLedgerCommandsArb = (maxCommands = 6): fc.Arbitrary<Iterable<fc.AsyncCommand<StakeLedgerModel, StakeLedgerReal>>> =>
  fc.commands([fc.array(stakeEntryArb, { maxLength: 3 }).map((entries) => new SubmitStakesCommand(entries))], { maxCommands });

/** The model of a logged-in player, read from the implementation: its items, balance and stakes. */
export async function readStakeLedgerModel(session: ConformanceSession): Promise<StakeLedgerModel> {
  const balance = (await session.api.getCoinTotal()).data.coins;
  const items = (await session.api.getRaffleItems()).data;
  const staked = Object.fromEntries(items.filter((item) => item.coins > 0).map((item) => [item.item_id, item.coins]));
  return { itemIds: items.map((item) => item.item_id), balance, staked, total: balance + totalStaked(staked), lastChangedAtMs: null };
}
