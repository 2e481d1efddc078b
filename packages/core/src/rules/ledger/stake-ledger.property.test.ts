import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  addUserCoins,
  initLedger,
  minusCoin,
  plusCoin,
  refreshLedger,
  setRemainingCoins,
  setUserCoins,
  stakeCoins,
  totalStaked,
} from './stake-ledger.js';
import type { LedgerResult, StakeLedger } from './stake-ledger.js';
import { applyStakeSubmission } from './stake-submission.js';

const itemId = fc.integer({ min: 1, max: 5 });
const coins = fc.integer({ min: 0, max: 50 });
const delta = fc.integer({ min: -60, max: 60 });

/** Stakes the server saved on items, as the raffle list carries them. */
const savedStakes = fc.dictionary(itemId.map(String), fc.integer({ min: 0, max: 10 })).map((saved) => Object.fromEntries(Object.entries(saved).map(([id, c]) => [Number(id), c])));

/** Any sequence of ledger operations, as functions from ledger to result. */
const operation: fc.Arbitrary<(ledger: StakeLedger) => LedgerResult> = fc.oneof(
  itemId.map((id) => (l: StakeLedger) => plusCoin(l, id)),
  itemId.map((id) => (l: StakeLedger) => minusCoin(l, id)),
  fc.tuple(itemId, delta).map(([id, d]) => (l: StakeLedger) => stakeCoins(l, id, d)),
  fc.constant((l: StakeLedger): LedgerResult => ({ ok: true, value: refreshLedger(l) })),
  fc.tuple(savedStakes, savedStakes).map(([before, now]) => (l: StakeLedger): LedgerResult => ({ ok: true, value: refreshLedger(l, before, now) })),
  fc.tuple(coins, savedStakes).map(([c, saved]) => (l: StakeLedger) => setUserCoins(l, c, saved)),
  fc.tuple(delta, savedStakes).map(([d, saved]) => (l: StakeLedger) => addUserCoins(l, d, saved)),
  coins.map((c) => (l: StakeLedger) => setRemainingCoins(l, c)),
);

const expectConsistent = (ledger: StakeLedger) => {
  expect(ledger.remainingCoins + totalStaked(ledger.staked)).toBe(ledger.userCoins);
  expect(ledger.remainingCoins).toBeGreaterThanOrEqual(0);
  for (const onItem of Object.values(ledger.staked)) {
    expect(Number.isSafeInteger(onItem)).toBe(true);
    expect(onItem).toBeGreaterThanOrEqual(0);
  }
};

const stakes = fc.dictionary(itemId.map(String), fc.integer({ min: 0, max: 10 }));

describe('stake ledger properties', () => {
  test.prop([coins, fc.array(operation, { maxLength: 60 })])(
    'remaining + staked === userCoins and nothing is negative after any sequence of operations',
    (start, operations) => {
      let ledger = initLedger(start);
      if (!ledger.ok) throw new Error('a count of coins must start a ledger');
      let current = ledger.value;
      for (const apply of operations) {
        const before = current;
        ledger = apply(current);
        if (ledger.ok) current = ledger.value;
        else expect(current).toBe(before);
        expectConsistent(current);
      }
    },
  );

  test.prop([coins, stakes, fc.boolean()])('init is consistent or refuses, never negative', (total, staked, clearItems) => {
    const result = initLedger(total, staked, { clearItems });
    const sum = Object.values(staked).reduce((a, b) => a + b, 0);
    expect(result.ok).toBe(clearItems || sum <= total);
    if (result.ok) {
      expectConsistent(result.value);
      expect(result.value.userCoins).toBe(total);
    } else expect(result.code).toBe('LEDGER.STAKES_EXCEED_COINS');
  });

  test.prop([coins, stakes, itemId])('plus succeeds exactly while the balance is above 0', (total, staked, id) => {
    const start = initLedger(total + Object.values(staked).reduce((a, b) => a + b, 0), staked);
    if (!start.ok) throw new Error('consistent by construction');
    const plussed = plusCoin(start.value, id);
    expect(plussed.ok).toBe(start.value.remainingCoins > 0);
  });

  test.prop([coins, stakes, itemId])('minus succeeds exactly while the item has coins', (total, staked, id) => {
    const start = initLedger(total + Object.values(staked).reduce((a, b) => a + b, 0), staked);
    if (!start.ok) throw new Error('consistent by construction');
    expect(minusCoin(start.value, id).ok).toBe((staked[id] ?? 0) > 0);
  });

  test.prop([coins, stakes, itemId, delta])('stake then unstake of the same change is the identity on the numbers', (free, staked, id, change) => {
    const start = initLedger(free + Object.values(staked).reduce((a, b) => a + b, 0), staked);
    if (!start.ok) throw new Error('consistent by construction');
    const there = stakeCoins(start.value, id, change);
    if (!there.ok) return;
    const back = stakeCoins(there.value, id, -change);
    expect(back.ok).toBe(true);
    if (back.ok) {
      expect(back.value.remainingCoins).toBe(start.value.remainingCoins);
      expect(back.value.staked[id] ?? 0).toBe(start.value.staked[id] ?? 0);
    }
  });
});

const submission = fc.uniqueArray(fc.record({ item_id: itemId, coins: fc.integer({ min: 0, max: 30 }) }), {
  selector: (entry) => entry.item_id,
  maxLength: 5,
});

describe('applyStakeSubmission properties', () => {
  test.prop([coins, stakes, submission])('never over-allocates and conserves the total', (balance, staked, submitted) => {
    const current = { balance, staked };
    const total = balance + totalStaked(staked);
    const result = applyStakeSubmission(current, submitted, [1, 2, 3, 4, 5]);
    if (result.ok) {
      expect(result.value.balance).toBeGreaterThanOrEqual(0);
      expect(result.value.balance + totalStaked(result.value.staked)).toBe(total);
      for (const { item_id, coins: wanted } of submitted) expect(result.value.staked[item_id]).toBe(wanted);
      for (const [id, onItem] of Object.entries(staked))
        if (!submitted.some((entry) => entry.item_id === Number(id))) expect(result.value.staked[Number(id)]).toBe(onItem);
    } else {
      expect(result.code).toBe('LEDGER.OVER_ALLOCATION');
      const merged = { ...staked, ...Object.fromEntries(submitted.map((e) => [e.item_id, e.coins])) };
      expect(totalStaked(merged)).toBeGreaterThan(total);
    }
  });

  test.prop([coins, stakes, submission])('applying the result again changes nothing', (balance, staked, submitted) => {
    const first = applyStakeSubmission({ balance, staked }, submitted, [1, 2, 3, 4, 5]);
    if (!first.ok) return;
    const again = applyStakeSubmission(first.value, submitted, [1, 2, 3, 4, 5]);
    expect(again).toEqual({ ok: true, value: { ...first.value, changes: [] } });
  });

  test.prop([coins, stakes, submission, fc.integer({ min: 6, max: 1000 })])(
    'refuses any submission naming an unknown item',
    (balance, staked, submitted, unknownId) => {
      const result = applyStakeSubmission({ balance, staked }, [...submitted, { item_id: unknownId, coins: 0 }], [1, 2, 3, 4, 5]);
      expect(result).toMatchObject({ ok: false, code: 'LEDGER.UNKNOWN_ITEM' });
    },
  );

  test.prop([coins, stakes, submission, fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true }))])(
    'refuses any negative, fractional or non-finite amount',
    (balance, staked, submitted, badCoins) => {
      const bad = [...submitted.filter((e) => e.item_id !== 1), { item_id: 1, coins: badCoins }];
      expect(applyStakeSubmission({ balance, staked }, bad, [1, 2, 3, 4, 5])).toMatchObject({ ok: false, code: 'LEDGER.INVALID_AMOUNT' });
    },
  );
});
