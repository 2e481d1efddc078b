import { describe, expect, it } from 'vitest';
import { messages } from '../../messages/catalogue.js';
import { serverMessages } from '../../messages/server-messages.js';
import { RAFFLE_COOLDOWN_MS } from '../constants.js';
import { applyStakeSubmission, RAFFLE_SUBMISSION_STATUS, submitRaffleStakes } from './stake-submission.js';

const known = [1, 2, 3];
const holdings = { balance: 5, staked: { 1: 3, 2: 2 } };

describe('applyStakeSubmission', () => {
  it('sets absolute stakes and keeps unlisted items', () => {
    expect(applyStakeSubmission(holdings, [{ item_id: 1, coins: 5 }, { item_id: 3, coins: 2 }], known)).toEqual({
      ok: true,
      value: {
        balance: 1,
        staked: { 1: 5, 2: 2, 3: 2 },
        changes: [
          { item_id: 1, previous: 3, coins: 5 },
          { item_id: 3, previous: 0, coins: 2 },
        ],
      },
    });
  });

  it('lets a stake be lowered, to 0 included', () => {
    expect(applyStakeSubmission(holdings, [{ item_id: 1, coins: 0 }], known)).toMatchObject({
      ok: true,
      value: { balance: 8, staked: { 1: 0, 2: 2 } },
    });
  });

  it('lists only the stakes that change', () => {
    expect(applyStakeSubmission(holdings, [{ item_id: 2, coins: 2 }], known)).toMatchObject({ ok: true, value: { balance: 5, changes: [] } });
  });

  it('accepts an empty submission as no change', () => {
    expect(applyStakeSubmission(holdings, [], known)).toEqual({ ok: true, value: { ...holdings, changes: [] } });
  });

  it('allows staking the whole total and no more', () => {
    expect(applyStakeSubmission(holdings, [{ item_id: 3, coins: 5 }], known)).toMatchObject({ ok: true, value: { balance: 0 } });
    expect(applyStakeSubmission(holdings, [{ item_id: 3, coins: 6 }], known)).toEqual({
      ok: false,
      code: 'LEDGER.OVER_ALLOCATION',
      message: messages.raffle.overAllocation,
    });
  });

  it('refuses an unknown item', () => {
    expect(applyStakeSubmission(holdings, [{ item_id: 9, coins: 1 }], known)).toMatchObject({ ok: false, code: 'LEDGER.UNKNOWN_ITEM' });
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s coins', (coins) => {
    expect(applyStakeSubmission(holdings, [{ item_id: 1, coins }], known)).toMatchObject({ ok: false, code: 'LEDGER.INVALID_AMOUNT' });
  });

  it('refuses an item listed twice', () => {
    const twice = [
      { item_id: 1, coins: 1 },
      { item_id: 1, coins: 2 },
    ];
    expect(applyStakeSubmission(holdings, twice, known)).toMatchObject({ ok: false, code: 'LEDGER.DUPLICATE_ITEM' });
  });

  it('checks unknown items first, then amounts, then duplicates, then the total', () => {
    const everythingWrong = [
      { item_id: 1, coins: 100 },
      { item_id: 1, coins: -1 },
      { item_id: 9, coins: 1 },
    ];
    expect(applyStakeSubmission(holdings, everythingWrong, known)).toMatchObject({ code: 'LEDGER.UNKNOWN_ITEM' });
    expect(applyStakeSubmission(holdings, everythingWrong.slice(0, 2), known)).toMatchObject({ code: 'LEDGER.INVALID_AMOUNT' });
    expect(applyStakeSubmission(holdings, [everythingWrong[0]!, everythingWrong[0]!], known)).toMatchObject({ code: 'LEDGER.DUPLICATE_ITEM' });
  });
});

describe('submitRaffleStakes', () => {
  const state = { ...holdings, lastSubmittedAtMs: 1_000_000, offeredItemIds: known };
  const cooldownOver = 1_000_000 + RAFFLE_COOLDOWN_MS;

  it('refuses during the cooldown with the time left, however valid the stakes', () => {
    expect(submitRaffleStakes(state, [{ item_id: 1, coins: 1 }], cooldownOver - 61_000)).toEqual({
      ok: false,
      code: 'LEDGER.COOLDOWN',
      message: serverMessages.raffleCooldown(2),
      retryAfterMs: 61_000,
    });
    expect(RAFFLE_SUBMISSION_STATUS['LEDGER.COOLDOWN']).toBe(429);
  });

  it('accepts at the end of the cooldown exactly, and with no submission before', () => {
    expect(submitRaffleStakes(state, [{ item_id: 1, coins: 1 }], cooldownOver)).toMatchObject({ ok: true, value: { balance: 7, startsCooldown: true } });
    expect(submitRaffleStakes({ ...state, lastSubmittedAtMs: null }, [{ item_id: 1, coins: 1 }], 0).ok).toBe(true);
  });

  it('treats an item not offered (retired) as unknown', () => {
    expect(submitRaffleStakes({ ...state, offeredItemIds: [1, 2] }, [{ item_id: 3, coins: 1 }], cooldownOver)).toMatchObject({ ok: false, code: 'LEDGER.UNKNOWN_ITEM' });
    expect(RAFFLE_SUBMISSION_STATUS['LEDGER.UNKNOWN_ITEM']).toBe(422);
  });

  it('does not start the cooldown when no stake changes', () => {
    expect(submitRaffleStakes(state, [{ item_id: 1, coins: 3 }], cooldownOver)).toMatchObject({ ok: true, value: { changes: [], startsCooldown: false } });
  });

  it('refuses over-allocation as applyStakeSubmission does', () => {
    expect(submitRaffleStakes(state, [{ item_id: 3, coins: 6 }], cooldownOver)).toMatchObject({ ok: false, code: 'LEDGER.OVER_ALLOCATION' });
  });
});
