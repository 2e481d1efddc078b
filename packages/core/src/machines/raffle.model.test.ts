import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { Actor } from 'xstate';
import { RaffleServer } from '../../test/machines/raffle-server.js';
import { settle } from '../../test/machines/settle.js';
import { GameApiError } from '../ports/game-api.port.js';
import { RAFFLE_COOLDOWN_MS, RAFFLE_REFRESH_MS, totalStaked } from '../rules/ledger/stake-ledger.js';
import { coinChangeToRaffleEvent, createRaffleMachine } from './raffle.machine.js';
import type { RaffleMachine } from './raffle.machine.js';
import {
  cooldownCountdown,
  raffleItemViews,
  remainingCoins,
  stakeControlsDisabled,
  userCoins,
} from './raffle.selectors.js';

const ITEM_IDS = [1, 2, 3];
const T0 = Date.parse('2026-04-21T12:00:00.000Z');

/**
 * The simplest account of the raffle: what the server has (an unstaked balance and saved stakes), what the
 * player has moved locally, and the time and cooldown. The player's total is always balance + saved.
 */
interface Model {
  isPlayer: boolean;
  balance: number;
  saved: Map<number, number>;
  local: Map<number, number>;
  now: number;
  fetchedAt: number;
  cooldownUntil: number | null;
}

interface Real {
  actor: Actor<RaffleMachine>;
  clock: SimulatedClock;
  server: RaffleServer;
}

const sum = (stakes: Map<number, number>) => [...stakes.values()].reduce((total, coins) => total + coins, 0);
const total = (m: Model) => m.balance + sum(m.saved);
const remaining = (m: Model) => total(m) - sum(m.local);
const cooling = (m: Model) => m.cooldownUntil !== null && m.now < m.cooldownUntil;
const canStake = (m: Model) => m.isPlayer && !cooling(m);

/** Everything the views read must match the model, and the ledger's invariant must hold. */
function agree(m: Model, r: Real) {
  const snapshot = r.actor.getSnapshot();
  const { ledger } = snapshot.context;
  expect(userCoins(snapshot)).toBe(total(m));
  expect(remainingCoins(snapshot)).toBe(remaining(m));
  expect(ledger.remainingCoins + totalStaked(ledger.staked)).toBe(ledger.userCoins);
  for (const coins of [ledger.remainingCoins, ...Object.values(ledger.staked)])
    expect(coins).toBeGreaterThanOrEqual(0);
  for (const view of raffleItemViews(snapshot)) {
    expect(view.staked).toBe(m.local.get(view.item.item_id) ?? 0);
    expect(view.item.coins).toBe(m.saved.get(view.item.item_id) ?? 0);
  }
  expect(stakeControlsDisabled(snapshot)).toBe(!canStake(m));
  expect(cooldownCountdown(snapshot) !== null).toBe(cooling(m));
  expect(Object.fromEntries(Object.entries(r.server.saved).filter(([, coins]) => coins > 0))).toEqual(
    Object.fromEntries([...m.saved].filter(([, coins]) => coins > 0)),
  );
}

class Plus implements fc.AsyncCommand<Model, Real> {
  constructor(readonly itemId: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    r.actor.send({ type: 'stake.plus', itemId: this.itemId });
    await settle();
    if (canStake(m) && remaining(m) > 0) m.local.set(this.itemId, (m.local.get(this.itemId) ?? 0) + 1);
    agree(m, r);
  }
  toString = () => `plus(${this.itemId})`;
}

class Minus implements fc.AsyncCommand<Model, Real> {
  constructor(readonly itemId: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    r.actor.send({ type: 'stake.minus', itemId: this.itemId });
    await settle();
    const on = m.local.get(this.itemId) ?? 0;
    if (canStake(m) && on > 0) m.local.set(this.itemId, on - 1);
    agree(m, r);
  }
  toString = () => `minus(${this.itemId})`;
}

class Submit implements fc.AsyncCommand<Model, Real> {
  constructor(readonly serverFails: boolean) {}
  check = () => true;
  async run(m: Model, r: Real) {
    if (this.serverFails)
      r.server.failures.push(new GameApiError({ kind: 'server', status: 500, message: 'down' }));
    r.actor.send({ type: 'stake.submit' });
    r.actor.send({ type: 'stake.confirm' });
    await settle();
    const allowed = canStake(m) && sum(m.local) > 0;
    if (!allowed && this.serverFails) r.server.failures.length = 0;
    if (allowed && !this.serverFails) {
      const before = total(m);
      m.saved = new Map(m.local);
      m.balance = before - sum(m.saved);
      m.cooldownUntil = m.now + RAFFLE_COOLDOWN_MS;
    }
    agree(m, r);
  }
  toString = () => `submit(${this.serverFails ? 'server fails' : 'server accepts'})`;
}

/** Coins arrive or go (a chest, a referral, an organizer's correction), as `coin_change` with or without balance. */
class CoinChange implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly delta: number,
    readonly withBalance: boolean,
  ) {}
  check = (m: Readonly<Model>) => m.balance + this.delta >= 0;
  async run(m: Model, r: Real) {
    r.server.balance += this.delta;
    r.actor.send(
      coinChangeToRaffleEvent(
        this.withBalance ? { coins: this.delta, balance: r.server.balance } : { coins: this.delta },
      ),
    );
    await settle();
    m.balance += this.delta;
    if (sum(m.local) > total(m)) m.local = new Map(m.saved);
    agree(m, r);
  }
  toString = () => `coinChange(${this.delta}${this.withBalance ? ', with balance' : ''})`;
}

/** Time passes, second by second as a real clock would deliver the countdown ticks. */
class Wait implements fc.AsyncCommand<Model, Real> {
  constructor(readonly seconds: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    for (let second = 0; second < this.seconds; second += 1) {
      r.clock.increment(1000);
      m.now += 1000;
      await settle();
      if (m.now >= m.fetchedAt + RAFFLE_REFRESH_MS) {
        m.fetchedAt = m.now;
        m.local = new Map(m.saved);
      }
    }
    agree(m, r);
  }
  toString = () => `wait(${this.seconds} s)`;
}

/** Jumps far ahead at once (a sleeping laptop): timers fire late but the state still follows. */
class Jump implements fc.AsyncCommand<Model, Real> {
  constructor(readonly minutes: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    r.clock.increment(this.minutes * 60_000);
    m.now += this.minutes * 60_000;
    await settle();
    if (m.now >= m.fetchedAt + RAFFLE_REFRESH_MS) {
      m.fetchedAt = m.now;
      m.local = new Map(m.saved);
    }
    agree(m, r);
  }
  toString = () => `jump(${this.minutes} min)`;
}

const itemId = fc.constantFrom(...ITEM_IDS);
const commands = fc.commands(
  [
    itemId.map((id) => new Plus(id)),
    itemId.map((id) => new Minus(id)),
    fc.boolean().map((fails) => new Submit(fails)),
    fc
      .tuple(fc.integer({ min: -4, max: 6 }), fc.boolean())
      .map(([delta, withBalance]) => new CoinChange(delta, withBalance)),
    fc.integer({ min: 1, max: 3 }).map((seconds) => new Wait(seconds)),
    // Jumps that land just before, at and after the 30-minute cooldown and the 3-hour refetch, and anywhere.
    fc
      .oneof(fc.constantFrom(29, 30, 31, 179, 180), fc.integer({ min: 1, max: 200 }))
      .map((minutes) => new Jump(minutes)),
  ],
  { maxCommands: 40, size: 'max' },
);

const savedStakes = fc.tuple(fc.nat(3), fc.nat(3), fc.nat(3));

describe('raffle machine against a model', () => {
  test.prop([commands, fc.nat(8), savedStakes, fc.boolean()], { numRuns: 150 })(
    'keeps coins, stakes, cooldown and refetches in step with the model under any sequence',
    async (cmds, balance, [s1, s2, s3], isPlayer) => {
      const clock = new SimulatedClock();
      clock.set(T0);
      const server = new RaffleServer(balance, ITEM_IDS);
      server.saved = { 1: s1, 2: s2, 3: s3 };
      const actor = createActor(createRaffleMachine({ api: server, clock }), {
        clock,
        input: { restored: null },
      }).start();
      actor.send({ type: 'game.start', balance, role: isPlayer ? 'Player' : 'Partner' });
      actor.send({ type: 'raffle.open' });
      await settle();
      const saved = new Map([
        [1, s1],
        [2, s2],
        [3, s3],
      ]);
      const model: Model = {
        isPlayer,
        balance,
        saved,
        local: new Map(saved),
        now: T0,
        fetchedAt: T0,
        cooldownUntil: null,
      };
      agree(model, { actor, clock, server });
      await fc.asyncModelRun(() => ({ model, real: { actor, clock, server } }), cmds);
      actor.stop();
    },
  );
});
