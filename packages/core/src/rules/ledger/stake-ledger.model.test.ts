import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  addUserCoins,
  initLedger,
  minusCoin,
  plusCoin,
  refreshLedger,
  setUserCoins,
  stakeCoins,
  totalStaked,
} from './stake-ledger.js';
import type { LedgerResult, StakeLedger } from './stake-ledger.js';

/** The simplest possible account of a player's coins: a total and a bag of stakes. */
interface Model {
  total: number;
  stakes: Map<number, number>;
}
interface Real {
  ledger: StakeLedger;
}

const free = (m: Model) => m.total - [...m.stakes.values()].reduce((a, b) => a + b, 0);
const on = (m: Model, id: number) => m.stakes.get(id) ?? 0;

/** Applies a ledger operation; when the model says it must fail, checks that it failed and changed nothing. */
const step = (real: Real, outcome: LedgerResult, modelAllows: boolean) => {
  expect(outcome.ok).toBe(modelAllows);
  if (outcome.ok) real.ledger = outcome.value;
};

const agree = (model: Model, real: Real) => {
  const { ledger } = real;
  expect(ledger.userCoins).toBe(model.total);
  expect(ledger.remainingCoins).toBe(free(model));
  expect(ledger.remainingCoins + totalStaked(ledger.staked)).toBe(ledger.userCoins);
  for (const id of new Set([...model.stakes.keys(), ...Object.keys(ledger.staked).map(Number)]))
    expect(ledger.staked[id] ?? 0).toBe(on(model, id));
  for (const coins of [ledger.remainingCoins, ...Object.values(ledger.staked)]) expect(coins).toBeGreaterThanOrEqual(0);
};

class Plus implements fc.Command<Model, Real> {
  constructor(readonly id: number) {}
  check = () => true;
  run(m: Model, r: Real) {
    const allowed = free(m) > 0;
    step(r, plusCoin(r.ledger, this.id), allowed);
    if (allowed) m.stakes.set(this.id, on(m, this.id) + 1);
    agree(m, r);
  }
  toString = () => `plus(${this.id})`;
}

class Minus implements fc.Command<Model, Real> {
  constructor(readonly id: number) {}
  check = () => true;
  run(m: Model, r: Real) {
    const allowed = on(m, this.id) > 0;
    step(r, minusCoin(r.ledger, this.id), allowed);
    if (allowed) m.stakes.set(this.id, on(m, this.id) - 1);
    agree(m, r);
  }
  toString = () => `minus(${this.id})`;
}

class Stake implements fc.Command<Model, Real> {
  constructor(
    readonly id: number,
    readonly change: number,
  ) {}
  check = () => true;
  run(m: Model, r: Real) {
    const allowed = this.change <= free(m) && on(m, this.id) + this.change >= 0;
    step(r, stakeCoins(r.ledger, this.id, this.change), allowed);
    if (allowed && this.change !== 0) m.stakes.set(this.id, on(m, this.id) + this.change);
    agree(m, r);
  }
  toString = () => `stake(${this.id}, ${this.change})`;
}

class Refresh implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    r.ledger = refreshLedger(r.ledger);
    m.stakes.clear();
    agree(m, r);
  }
  toString = () => 'refresh';
}

const setTotal = (m: Model, total: number) => {
  if (total < m.total - free(m)) m.stakes.clear();
  m.total = total;
};

class SetCoins implements fc.Command<Model, Real> {
  constructor(readonly coins: number) {}
  check = () => true;
  run(m: Model, r: Real) {
    step(r, setUserCoins(r.ledger, this.coins), true);
    setTotal(m, this.coins);
    agree(m, r);
  }
  toString = () => `setCoins(${this.coins})`;
}

class AddCoins implements fc.Command<Model, Real> {
  constructor(readonly delta: number) {}
  check = () => true;
  run(m: Model, r: Real) {
    const allowed = m.total + this.delta >= 0;
    step(r, addUserCoins(r.ledger, this.delta), allowed);
    if (allowed) setTotal(m, m.total + this.delta);
    agree(m, r);
  }
  toString = () => `addCoins(${this.delta})`;
}

const itemId = fc.integer({ min: 1, max: 4 });
const commands = fc.commands(
  [
    itemId.map((id) => new Plus(id)),
    itemId.map((id) => new Minus(id)),
    fc.tuple(itemId, fc.integer({ min: -8, max: 8 })).map(([id, c]) => new Stake(id, c)),
    fc.constant(new Refresh()),
    fc.integer({ min: 0, max: 20 }).map((c) => new SetCoins(c)),
    fc.integer({ min: -10, max: 10 }).map((d) => new AddCoins(d)),
  ],
  { size: '+1' },
);

describe('stake ledger against a model', () => {
  test.prop([fc.integer({ min: 0, max: 20 }), commands], { numRuns: 300 })(
    'agrees with the model under any sequence of plus, minus, stake, item update, refresh, set and add coins',
    (start, cmds) => {
      const initial = initLedger(start);
      if (!initial.ok) throw new Error('a count of coins must start a ledger');
      fc.modelRun(() => ({ model: { total: start, stakes: new Map() }, real: { ledger: initial.value } }), cmds);
    },
  );
});
