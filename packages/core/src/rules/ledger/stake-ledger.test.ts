import { describe, expect, it } from 'vitest';
import { messages } from '../../messages/catalogue.js';
import {
  RAFFLE_COOLDOWN_MS,
  RAFFLE_REFRESH_MS,
  addUserCoins,
  canSubmitStakes,
  cooldownEndsAt,
  initLedger,
  isInCooldown,
  isRaffleListStale,
  minusCoin,
  plusCoin,
  refreshLedger,
  setRemainingCoins,
  setUserCoins,
  stakeCoins,
  stakedItems,
} from './stake-ledger.js';
import type { LedgerResult, StakeLedger } from './stake-ledger.js';

const ledgerOf = (result: LedgerResult): StakeLedger => {
  if (!result.ok) throw new Error(`expected a ledger, got ${result.code}`);
  return result.value;
};
const five = ledgerOf(initLedger(5));

describe('initLedger', () => {
  it('makes every coin stakeable when there are no stakes', () => {
    expect(five).toEqual({ userCoins: 5, remainingCoins: 5, staked: {} });
  });

  it('subtracts the coins already staked', () => {
    expect(ledgerOf(initLedger(10, { 1: 3, 2: 4 }))).toEqual({ userCoins: 10, remainingCoins: 3, staked: { 1: 3, 2: 4 } });
  });

  it('drops the stakes when clearing items', () => {
    expect(ledgerOf(initLedger(10, { 1: 3 }, { clearItems: true }))).toEqual({ userCoins: 10, remainingCoins: 10, staked: {} });
  });

  it('refuses stakes that add up to more than the coins, as a value', () => {
    expect(initLedger(2, { 1: 3 })).toEqual({
      ok: false,
      code: 'LEDGER.STAKES_EXCEED_COINS',
      message: messages.raffle.stakesExceedCoins,
    });
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s coins', (coins) => {
    expect(initLedger(coins)).toMatchObject({ ok: false, code: 'LEDGER.INVALID_AMOUNT' });
  });

  it('refuses a negative stake and a bad item id', () => {
    expect(initLedger(5, { 1: -1 })).toMatchObject({ ok: false, code: 'LEDGER.INVALID_AMOUNT' });
    expect(initLedger(5, { 0: 1 })).toMatchObject({ ok: false, code: 'LEDGER.INVALID_ITEM' });
  });
});

describe('plusCoin and minusCoin', () => {
  it('moves one coin between the balance and an item', () => {
    const plussed = ledgerOf(plusCoin(five, 7));
    expect(plussed).toEqual({ userCoins: 5, remainingCoins: 4, staked: { 7: 1 } });
    expect(ledgerOf(minusCoin(plussed, 7))).toEqual({ userCoins: 5, remainingCoins: 5, staked: { 7: 0 } });
  });

  it('adds a coin only while the balance is above 0', () => {
    const empty = ledgerOf(initLedger(1, { 7: 1 }));
    expect(plusCoin(empty, 8)).toEqual({ ok: false, code: 'LEDGER.NO_REMAINING_COINS', message: messages.raffle.noRemainingCoins });
  });

  it('removes a coin only if the item has coins', () => {
    expect(minusCoin(five, 7)).toEqual({ ok: false, code: 'LEDGER.NOTHING_ON_ITEM', message: messages.raffle.nothingOnItem });
  });

  it('does not change the ledger it was given', () => {
    plusCoin(five, 7);
    expect(five).toEqual({ userCoins: 5, remainingCoins: 5, staked: {} });
  });
});

describe('stakeCoins', () => {
  it('takes the change from the balance and adds it to the item', () => {
    expect(ledgerOf(stakeCoins(five, 3, 4))).toEqual({ userCoins: 5, remainingCoins: 1, staked: { 3: 4 } });
    expect(ledgerOf(stakeCoins(five, 3, 4))).toEqual({ userCoins: 5, remainingCoins: 1, staked: { 3: 4 } });
  });

  it('gives coins back with a negative change, down to 0 on the item', () => {
    const staked = ledgerOf(stakeCoins(five, 3, 4));
    expect(ledgerOf(stakeCoins(staked, 3, -4))).toEqual({ userCoins: 5, remainingCoins: 5, staked: { 3: 0 } });
    expect(stakeCoins(staked, 3, -5)).toMatchObject({ ok: false, code: 'LEDGER.NOTHING_ON_ITEM' });
  });

  it('refuses more than the balance', () => {
    expect(stakeCoins(five, 3, 6)).toMatchObject({ ok: false, code: 'LEDGER.INSUFFICIENT_COINS' });
  });

  it('refuses a fractional change and a bad item id', () => {
    expect(stakeCoins(five, 3, 0.5)).toMatchObject({ ok: false, code: 'LEDGER.INVALID_AMOUNT' });
    expect(stakeCoins(five, -3, 1)).toMatchObject({ ok: false, code: 'LEDGER.INVALID_ITEM' });
  });

  it('accepts a change of 0 as no change', () => {
    expect(ledgerOf(stakeCoins(five, 3, 0))).toBe(five);
  });
});

describe('refreshLedger', () => {
  it('drops the stakes and makes the whole total remaining', () => {
    expect(refreshLedger(ledgerOf(initLedger(9, { 1: 2, 2: 3 })))).toEqual({ userCoins: 9, remainingCoins: 9, staked: {} });
  });

  it('starts again from the stakes the server saved: the balance plus what is saved now', () => {
    // 9 coins, 2 of them saved on item 1 before; now the server has 4 saved on item 2.
    expect(refreshLedger(ledgerOf(initLedger(9, { 1: 3 })), { 1: 2 }, { 2: 4 })).toEqual({ userCoins: 11, remainingCoins: 7, staked: { 2: 4 } });
  });
});

describe('setUserCoins, addUserCoins and setRemainingCoins', () => {
  const staked = ledgerOf(initLedger(10, { 1: 4 }));

  it('keeps the stakes and lets the balance absorb the change', () => {
    expect(ledgerOf(setUserCoins(staked, 12))).toEqual({ userCoins: 12, remainingCoins: 8, staked: { 1: 4 } });
    expect(ledgerOf(addUserCoins(staked, 3))).toEqual({ userCoins: 13, remainingCoins: 9, staked: { 1: 4 } });
    expect(ledgerOf(addUserCoins(staked, -6))).toEqual({ userCoins: 4, remainingCoins: 0, staked: { 1: 4 } });
  });

  it('drops the stakes when the new total is below them', () => {
    expect(ledgerOf(setUserCoins(staked, 3))).toEqual({ userCoins: 3, remainingCoins: 3, staked: {} });
  });

  it('goes back to the saved stakes when the new total is below the unsubmitted ones but covers those', () => {
    expect(ledgerOf(setUserCoins(staked, 3, { 1: 2 }))).toEqual({ userCoins: 3, remainingCoins: 1, staked: { 1: 2 } });
    expect(ledgerOf(addUserCoins(staked, -8, { 1: 2 }))).toEqual({ userCoins: 2, remainingCoins: 0, staked: { 1: 2 } });
    expect(ledgerOf(setUserCoins(staked, 1, { 1: 2 }))).toEqual({ userCoins: 1, remainingCoins: 1, staked: {} });
  });

  it('refuses a negative total', () => {
    expect(setUserCoins(staked, -1)).toMatchObject({ ok: false, code: 'LEDGER.INVALID_AMOUNT' });
    expect(addUserCoins(staked, -11)).toMatchObject({ ok: false, code: 'LEDGER.INVALID_AMOUNT' });
  });

  it('sets the balance not yet staked, as the server reports it', () => {
    expect(ledgerOf(setRemainingCoins(staked, 2))).toEqual({ userCoins: 6, remainingCoins: 2, staked: { 1: 4 } });
  });
});

describe('canSubmitStakes', () => {
  const withStake = ledgerOf(stakeCoins(five, 1, 2));
  const now = 1_000_000;

  it('allows a submission with items, a stake and no cooldown', () => {
    expect(canSubmitStakes({ ledger: withStake, itemCount: 3, nowMs: now, cooldownUntil: null })).toEqual({ ok: true, value: true });
  });

  it('blocks with no items', () => {
    expect(canSubmitStakes({ ledger: withStake, itemCount: 0, nowMs: now, cooldownUntil: null })).toEqual({
      ok: false,
      code: 'LEDGER.NO_ITEMS',
      message: messages.raffle.noItems,
    });
  });

  it('blocks with no coin staked, and with no coins at all', () => {
    expect(canSubmitStakes({ ledger: five, itemCount: 3, nowMs: now, cooldownUntil: null })).toMatchObject({ code: 'LEDGER.NOTHING_STAKED' });
    const broke = ledgerOf(initLedger(0));
    expect(canSubmitStakes({ ledger: broke, itemCount: 3, nowMs: now, cooldownUntil: null })).toMatchObject({ code: 'LEDGER.NOTHING_STAKED' });
  });

  it('blocks during the 30-minute cooldown and allows again at its end exactly', () => {
    const until = cooldownEndsAt(now);
    expect(until - now).toBe(30 * 60 * 1000);
    expect(canSubmitStakes({ ledger: withStake, itemCount: 3, nowMs: until - 1, cooldownUntil: until })).toMatchObject({
      code: 'LEDGER.COOLDOWN',
      message: messages.raffle.cooldown,
    });
    expect(canSubmitStakes({ ledger: withStake, itemCount: 3, nowMs: until, cooldownUntil: until }).ok).toBe(true);
    expect(isInCooldown(until, until)).toBe(false);
  });
});

describe('timing constants and helpers', () => {
  it('match spec section 9', () => {
    expect(RAFFLE_COOLDOWN_MS).toBe(1_800_000);
    expect(RAFFLE_REFRESH_MS).toBe(10_800_000);
  });

  it('refetches the item list after 3 hours, or when never fetched', () => {
    expect(isRaffleListStale(null, 0)).toBe(true);
    expect(isRaffleListStale(0, RAFFLE_REFRESH_MS - 1)).toBe(false);
    expect(isRaffleListStale(0, RAFFLE_REFRESH_MS)).toBe(true);
  });
});

describe('stakedItems', () => {
  it('lists every item with its absolute stake, zeros included', () => {
    const ledger = ledgerOf(minusCoin(ledgerOf(plusCoin(ledgerOf(stakeCoins(five, 2, 3)), 4)), 4));
    expect(stakedItems(ledger)).toEqual([
      { item_id: 2, coins: 3 },
      { item_id: 4, coins: 0 },
    ]);
  });
});
