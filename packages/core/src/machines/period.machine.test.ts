import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, getNextSnapshot } from 'xstate';
import type { EventTimestamps } from '../rules/period/game-period.js';
import { createPeriodMachine } from './period.machine.js';
import type { GameConfigState, PeriodEmitted } from './period.machine.js';
import {
  currentPeriod,
  footerCountdown,
  gameNotStarted,
  newPeriodCount,
  persistedGameConfig,
  timerRanOut,
} from './period.selectors.js';

const T0 = Date.parse('2026-04-20T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** preGame until T0 + 10 s, gameStart until + 20 s, reviewStart until + 30 s, winnersAnnounced until + 40 s. */
const timestamps: EventTimestamps = {
  game_start: iso(T0 + 10_000),
  review_start: iso(T0 + 20_000),
  review_end: iso(T0 + 30_000),
  game_end: iso(T0 + 40_000),
};

function start(restored?: GameConfigState, at = T0) {
  const clock = new SimulatedClock();
  clock.set(at);
  const machine = createPeriodMachine({ clock });
  const actor = createActor(machine, { clock, input: { restored: restored ?? null } });
  const emitted: PeriodEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const tick = (times: number) => {
    for (let index = 0; index < times; index += 1) clock.increment(1000);
  };
  return { clock, actor, machine, emitted, tick, snapshot: () => actor.getSnapshot() };
}

describe('period machine', () => {
  it('has no period and no countdown before any timestamps', () => {
    const { snapshot } = start();
    expect(currentPeriod(snapshot())).toBeNull();
    expect(footerCountdown(snapshot())).toBeNull();
    expect(snapshot().matches('unscheduled')).toBe(true);
  });

  it('takes "The game has not started yet" as no schedule, restricting to the profile', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'period.timestamps.set', timestamps: 'The game has not started yet' });
    expect(gameNotStarted(snapshot())).toBe(true);
    expect(currentPeriod(snapshot())).toBeNull();
    expect(footerCountdown(snapshot())).toBeNull();
  });

  it('computes the period from the timestamps and the clock, and ticks the countdown each second', () => {
    const { actor, snapshot, tick } = start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    expect(currentPeriod(snapshot())).toBe('preGame');
    expect(footerCountdown(snapshot())).toBe('00:00:10');
    tick(1);
    expect(footerCountdown(snapshot())).toBe('00:00:09');
    tick(3);
    expect(snapshot().context.remainingMs).toBe(6000);
  });

  it('does not tick before a full second has passed', () => {
    const { actor, clock, snapshot } = start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    clock.increment(999);
    expect(snapshot().context.remainingMs).toBe(10_000);
    clock.increment(1);
    expect(snapshot().context.remainingMs).toBe(9000);
  });

  it('at zero moves to the next period at that instant, counts a new period and says the timer ran out', () => {
    const { actor, snapshot, emitted, tick } = start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    tick(10);
    expect(currentPeriod(snapshot())).toBe('gameStart');
    expect(newPeriodCount(snapshot())).toBe(1);
    expect(timerRanOut(snapshot())).toBe(true);
    expect(footerCountdown(snapshot())).toBe('00:00:10');
    expect(emitted).toEqual([
      { type: 'period.changed', period: 'gameStart', previous: 'preGame' },
      {
        type: 'notify',
        notification: {
          content: 'You are now being logged out because the timer has ran out...',
          error: false,
          duration: 2500,
        },
      },
    ]);
  });

  it('takes the schedule in force sent again (a socket registering anew) as no change: the end lived through still logs out', () => {
    // A page woken from sleep after the period's end: its time has moved on, its overdue timers have not fired,
    // and its socket, registering again, hears the same schedule.
    const scheduler = new SimulatedClock();
    scheduler.set(T0);
    let wall = T0;
    const actor = createActor(createPeriodMachine({ clock: { now: () => wall } }), {
      clock: scheduler,
      input: { restored: null },
    });
    const emitted: PeriodEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    wall = T0 + 10_500;
    actor.send({ type: 'period.timestamps.set', timestamps: { ...timestamps, game_start: '2026-04-20T12:00:10Z' } });
    expect(emitted).toEqual([]);
    scheduler.increment(1_000);
    expect(timerRanOut(actor.getSnapshot())).toBe(true);
    expect(emitted.map((event) => event.type)).toEqual(['period.changed', 'notify']);
  });

  it('takes a moved schedule at once, without saying the timer ran out', () => {
    const { actor, emitted, snapshot } = start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    actor.send({ type: 'period.timestamps.set', timestamps: { ...timestamps, game_start: iso(T0 - 1_000) } });
    expect(currentPeriod(snapshot())).toBe('gameStart');
    expect(timerRanOut(snapshot())).toBe(false);
    expect(emitted.map((event) => event.type)).toEqual(['period.changed']);
  });

  it('asks for the logout 2.5 s after the countdown ran out, not before', () => {
    const { actor, clock, emitted, tick } = start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    tick(10);
    clock.increment(2499);
    expect(emitted.some((event) => event.type === 'period.logout')).toBe(false);
    clock.increment(1);
    expect(emitted.filter((event) => event.type === 'period.logout')).toHaveLength(1);
  });

  it('keeps counting the new period when the host does not log out', () => {
    const { actor, clock, snapshot, tick } = start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    tick(10);
    clock.increment(2500);
    expect(snapshot().matches({ running: 'counting' })).toBe(true);
    tick(8);
    expect(currentPeriod(snapshot())).toBe('reviewStart');
    expect(newPeriodCount(snapshot())).toBe(2);
  });

  it('has no countdown in gameEnd, the last period', () => {
    const { actor, snapshot, tick, emitted } = start(undefined, T0 + 45_000);
    actor.send({ type: 'period.timestamps.set', timestamps });
    expect(currentPeriod(snapshot())).toBe('gameEnd');
    expect(footerCountdown(snapshot())).toBeNull();
    tick(60);
    expect(emitted).toEqual([]);
  });

  it('takes a live schedule change without logging out, counting a new period only when it changes', () => {
    const { actor, snapshot, emitted, tick } = start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    tick(2);
    const later = {
      ...timestamps,
      game_start: iso(T0 + 60_000),
      review_start: iso(T0 + 70_000),
      review_end: iso(T0 + 80_000),
      game_end: iso(T0 + 90_000),
    };
    actor.send({ type: 'period.timestamps.set', timestamps: later });
    expect(currentPeriod(snapshot())).toBe('preGame');
    expect(newPeriodCount(snapshot())).toBe(0);
    expect(snapshot().context.remainingMs).toBe(58_000);
    tick(10);
    expect(emitted).toEqual([]);

    const startedAlready = { ...later, game_start: iso(T0 - 1000) };
    actor.send({ type: 'period.timestamps.set', timestamps: startedAlready });
    expect(currentPeriod(snapshot())).toBe('gameStart');
    expect(newPeriodCount(snapshot())).toBe(1);
    expect(emitted).toEqual([{ type: 'period.changed', period: 'gameStart', previous: 'preGame' }]);
    expect(timerRanOut(snapshot())).toBe(false);
  });

  it('takes an unscheduling push while running: no period, no countdown, nobody logged out', () => {
    const { actor, snapshot, emitted, tick } = start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    tick(3);
    actor.send({ type: 'period.timestamps.set', timestamps: 'The game has not started yet' });
    expect(gameNotStarted(snapshot())).toBe(true);
    expect(currentPeriod(snapshot())).toBeNull();
    expect(footerCountdown(snapshot())).toBeNull();
    tick(60);
    expect(emitted).toEqual([]);
    actor.send({ type: 'period.timestamps.set', timestamps: { ...timestamps, game_start: iso(T0 + 70_000), review_start: iso(T0 + 80_000), review_end: iso(T0 + 90_000), game_end: iso(T0 + 99_000) } });
    expect(currentPeriod(snapshot())).toBe('preGame');
    expect(footerCountdown(snapshot())).toBe('00:00:07');
  });

  it('follows a moved period end: the countdown runs to the new end, and living through it still logs out', () => {
    const { actor, snapshot, emitted, tick } = start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    tick(2);
    // The organizers bring the game start forward by 5 s: the countdown now ends 3 s from now.
    actor.send({ type: 'period.timestamps.set', timestamps: { ...timestamps, game_start: iso(T0 + 5000) } });
    expect(footerCountdown(snapshot())).toBe('00:00:03');
    tick(2);
    expect(emitted).toEqual([]);
    tick(1);
    expect(currentPeriod(snapshot())).toBe('gameStart');
    expect(timerRanOut(snapshot())).toBe(true);
    expect(emitted.map((event) => event.type)).toEqual(['period.changed', 'notify']);
  });

  it('still logs out when a schedule change arrives in the 2.5 s after the countdown ran out', () => {
    const { actor, snapshot, emitted, tick, clock } = start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    tick(10);
    expect(timerRanOut(snapshot())).toBe(true);
    // The organizers push the game start back: the period follows, the lived-through end still counts.
    actor.send({ type: 'period.timestamps.set', timestamps: { ...timestamps, game_start: iso(T0 + 15_000) } });
    expect(currentPeriod(snapshot())).toBe('preGame');
    clock.increment(2500);
    expect(emitted.map((event) => event.type)).toEqual(['period.changed', 'notify', 'period.changed', 'period.logout']);
    expect(snapshot().context.remainingMs).toBe(2500);
  });

  it("moves an organizer or partner to the next period at zero without the timer's message or a logout", () => {
    const { actor, snapshot, emitted, tick, clock } = start();
    actor.send({ type: 'period.logoutAtEnd', enabled: false });
    actor.send({ type: 'period.timestamps.set', timestamps });
    tick(10);
    expect(currentPeriod(snapshot())).toBe('gameStart');
    expect(newPeriodCount(snapshot())).toBe(1);
    expect(timerRanOut(snapshot())).toBe(false);
    expect(footerCountdown(snapshot())).toBe('00:00:10');
    clock.increment(2500);
    tick(8);
    expect(currentPeriod(snapshot())).toBe('reviewStart');
    expect(emitted).toEqual([
      { type: 'period.changed', period: 'gameStart', previous: 'preGame' },
      { type: 'period.changed', period: 'reviewStart', previous: 'gameStart' },
    ]);
    // Logging out forgets the role: the next user is logged out at a period end until told otherwise.
    actor.send({ type: 'gameConfig.clear' });
    expect(snapshot().context.logoutAtPeriodEnd).toBe(true);
  });

  it('merges configuration fields and clears everything on logout', () => {
    const { actor, snapshot, tick } = start();
    actor.send({ type: 'period.timestamps.set', timestamps });
    tick(10);
    actor.send({ type: 'gameConfig.update', config: { theme: 'gold' } });
    actor.send({ type: 'gameConfig.update', config: { sound: false } });
    expect(snapshot().context.config).toEqual({ theme: 'gold', sound: false });
    actor.send({ type: 'gameConfig.clear' });
    expect(persistedGameConfig(snapshot())).toEqual({ newPeriod: 0, config: {}, timestamps: null });
    expect(currentPeriod(snapshot())).toBeNull();
    expect(snapshot().matches('unscheduled')).toBe(true);
  });

  it('merges configuration as a pure transition', () => {
    const { machine } = start();
    const initial = createActor(machine, { input: { restored: null } }).getSnapshot();
    const next = getNextSnapshot(machine, initial, { type: 'gameConfig.update', config: { a: 1 } });
    expect(next.context.config).toEqual({ a: 1 });
    expect(initial.context.config).toEqual({});
  });

  it('survives a persisted round trip: restored later, it resumes the period, the counter and the timers', () => {
    const first = start();
    first.actor.send({ type: 'period.timestamps.set', timestamps });
    first.tick(10);
    first.clock.increment(2500);
    const stored = JSON.parse(JSON.stringify(persistedGameConfig(first.snapshot()))) as GameConfigState;
    first.actor.stop();

    const second = start(stored, T0 + 15_000);
    expect(currentPeriod(second.snapshot())).toBe('gameStart');
    expect(newPeriodCount(second.snapshot())).toBe(1);
    expect(footerCountdown(second.snapshot())).toBe('00:00:05');
    second.tick(5);
    expect(currentPeriod(second.snapshot())).toBe('reviewStart');
    expect(newPeriodCount(second.snapshot())).toBe(2);
    expect(second.emitted.map((event) => event.type)).toEqual(['period.changed', 'notify']);
  });
});
