import type * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_DASHBOARD_PUSH_MS } from '../contract/console/console-realtime.schema.js';
import {
  consoleLiveDashboardSchema,
  type ConsoleLiveDashboard,
} from '../contract/console/console-dashboard.schema.js';
import {
  challengeSubmittedEventSchema,
  coinChangeEventSchema,
  raffleSilverEventSchema,
  raffleTotalsEventSchema,
  resultsPublishedEventSchema,
  REGISTER_ACK,
  type ChallengeSubmittedEvent,
  type CoinChangeEvent,
  type RaffleSilverEvent,
  type RaffleTotalsEvent,
  type ResultsPublishedEvent,
  type ScheduleChangeEvent,
} from '../contract/realtime.schema.js';
import type { LoginTimestamps } from '../contract/timestamps.schema.js';
import { encodeContract } from '../contract/parse.js';
import { RealtimeError, type Realtime, type RealtimeDisconnectReason } from '../ports/realtime.port.js';

/** Whether a delivered event is what its schema reads from the wire (ids as numbers, written as strings). */
function readFromWire(schema: z.ZodMiniType, event: unknown): boolean {
  try {
    encodeContract(schema, event as never, 'a delivered event');
    return true;
  } catch {
    return false;
  }
}

/** What the Realtime contract suite needs from an implementation under test. */
export interface RealtimeContractSubject {
  /** A fresh, unconnected implementation. */
  readonly realtime: Realtime;
  /** A logged-in player the server knows: its access token and email. */
  readonly player: { readonly accessToken: string; readonly email: string };
  /** Makes the server send the player a `coin_change` (e.g. by paying it a chest). */
  triggerCoinChange(): Promise<void>;
  /** Makes the server broadcast a `raffle_gold_silver` (e.g. by a first stake on a silver item). */
  triggerRaffleSilver(): Promise<void>;
  /** Makes the server broadcast `raffle_totals` by the player staking 1 coin on `itemId`. */
  triggerRaffleTotals(itemId: number): Promise<void>;
  /** Makes the server broadcast a `business_challenge_submitted` (e.g. by answering a challenge). */
  triggerChallengeSubmitted(): Promise<void>;
  /**
   * Makes the organizers move the schedule (e.g. `PATCH /console/schedule`), which the server broadcasts as
   * `schedule_change`; resolves the timestamps now in force, as the event must carry them.
   */
  triggerScheduleChange(): Promise<LoginTimestamps>;
  /** Makes the organizers publish the results (`PATCH /console/results`), which the server broadcasts as `results_published`. */
  triggerResultsPublished(): Promise<void>;
  /** An organizer's login: its socket (connected with this token, no `register` needed) gets `console_dashboard`. */
  readonly organizer: { readonly accessToken: string };
  /**
   * Makes the server push the console's live dashboard to organizers' sockets (the real server pushes every
   * few seconds by itself: `settle` then waits for it).
   */
  triggerConsoleDashboard(): Promise<void>;
  /**
   * Waits until what was sent so far has arrived: the fake flushes its queue; a real socket waits until
   * `until()` holds (or a short time limit passes).
   */
  settle(until?: () => boolean): Promise<void>;
  dispose?(): void | Promise<void>;
}

/**
 * Registers the behaviour every `Realtime` must show (API.md, "Realtime"): connect with a token, `register`
 * acknowledged with "success", the game's three events, `schedule_change` and the organizers' `console_dashboard` parsed
 * by their schemas, unsubscribe, and disconnection.
 * Run it against `FakeRealtime` and against the socket.io adapter talking to a real server.
 */
export function describeRealtimeContract(name: string, makeSubject: () => RealtimeContractSubject | Promise<RealtimeContractSubject>): void {
  describe(`Realtime contract: ${name}`, () => {
    let subject: RealtimeContractSubject;
    let realtime: Realtime;

    beforeEach(async () => {
      subject = await makeSubject();
      realtime = subject.realtime;
    });

    afterEach(async () => {
      realtime.disconnect();
      await subject.dispose?.();
    });

    /** Connects and registers the player, as the realtime machine does after login. */
    async function connectAndRegister(): Promise<string> {
      const connecting = outcomeOf(realtime.connect(subject.player.accessToken));
      await subject.settle();
      valueOf(await connecting);
      const registering = outcomeOf(realtime.register(subject.player.email));
      await subject.settle();
      return valueOf(await registering);
    }

    function collect<Event>(subscribe: (listener: (event: Event) => void) => () => void): { events: Event[]; stop: () => void } {
      const events: Event[] = [];
      const stop = subscribe((event) => events.push(event));
      return { events, stop };
    }

    it('[S4.realtime.connect][S7.socket.register] connects with the access token and registers the player with the "success" acknowledgement', async () => {
      await expect(connectAndRegister()).resolves.toBe(REGISTER_ACK);
    });

    it('refuses to register before connecting', async () => {
      const registering = outcomeOf(realtime.register(subject.player.email));
      await subject.settle();
      const outcome = await registering;
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.error).toBeInstanceOf(RealtimeError);
      expect((outcome.error as RealtimeError).kind).toBe('notConnected');
    });

    it('delivers the player\'s coin changes as a delta with the new balance', async () => {
      const coins = collect<CoinChangeEvent>((listener) => realtime.onCoinChange(listener));
      await connectAndRegister();
      await subject.settle();
      const heardBefore = coins.events.length;
      await subject.triggerCoinChange();
      await subject.settle(() => coins.events.length > heardBefore);
      expect(coins.events.length).toBeGreaterThan(heardBefore);
      for (const event of coins.events) {
        expect(readFromWire(coinChangeEventSchema, event)).toBe(true);
        expect(event.balance).toBeGreaterThanOrEqual(0);
      }
    });

    it('[S7.raffle-gold-silver][S7.challenge-count] delivers raffle silver flags and challenge answer counts', async () => {
      const silver = collect<RaffleSilverEvent>((listener) => realtime.onRaffleSilver(listener));
      const challenges = collect<ChallengeSubmittedEvent>((listener) => realtime.onChallengeSubmitted(listener));
      await connectAndRegister();
      await subject.triggerRaffleSilver();
      await subject.triggerChallengeSubmitted();
      await subject.settle(() => silver.events.length > 0 && challenges.events.length > 0);
      expect(silver.events.length).toBeGreaterThan(0);
      expect(challenges.events.length).toBeGreaterThan(0);
      for (const event of silver.events) expect(readFromWire(raffleSilverEventSchema, event)).toBe(true);
      for (const event of challenges.events) expect(readFromWire(challengeSubmittedEventSchema, event)).toBe(true);
    });

    it("[D0027.raffle-totals] delivers every item's stake totals after a stake, the staked item's included", async () => {
      const totals = collect<RaffleTotalsEvent>((listener) => realtime.onRaffleTotals(listener));
      await connectAndRegister();
      const itemId = 2;
      await subject.triggerRaffleTotals(itemId);
      const staked = (event: RaffleTotalsEvent) => event.items.some((item) => item.item_id === itemId && item.total_staked > 0);
      await subject.settle(() => totals.events.some(staked));
      expect(totals.events.some(staked)).toBe(true);
      for (const event of totals.events) expect(readFromWire(raffleTotalsEventSchema, event)).toBe(true);
    });

    it('delivers the schedule on registration and each change with the timestamps now in force', async () => {
      const changes = collect<ScheduleChangeEvent>((listener) => realtime.onScheduleChange(listener));
      await connectAndRegister();
      await subject.settle(() => changes.events.length > 0);
      expect(changes.events).toHaveLength(1);
      const timestamps = await subject.triggerScheduleChange();
      await subject.settle(() => changes.events.length > 1);
      expect(changes.events.slice(1)).toEqual([{ timestamps }]);
    });

    it('delivers results_published when the organizers publish the results, parsed by its schema', async () => {
      const published = collect<ResultsPublishedEvent>((listener) => realtime.onResultsPublished(listener));
      await connectAndRegister();
      await subject.triggerResultsPublished();
      await subject.settle(() => published.events.length > 0);
      expect(published.events).toHaveLength(1);
      for (const event of published.events) expect(readFromWire(resultsPublishedEventSchema, event)).toBe(true);
    });

    it("delivers the console's live dashboard to an organizer's socket, parsed by its schema", async () => {
      const dashboards = collect<ConsoleLiveDashboard>((listener) => realtime.onConsoleDashboard(listener));
      const dropped = collect<ConsoleLiveDashboard>((listener) => realtime.onConsoleDashboard(listener));
      dropped.stop();
      const connecting = outcomeOf(realtime.connect(subject.organizer.accessToken));
      await subject.settle();
      valueOf(await connecting);
      await subject.triggerConsoleDashboard();
      await subject.settle(() => dashboards.events.length > 0);
      expect(dashboards.events.length).toBeGreaterThan(0);
      for (const event of dashboards.events) expect(readFromWire(consoleLiveDashboardSchema, event)).toBe(true);
      expect(dropped.events).toEqual([]);
      // A real server pushes on its own beat: give it three.
    }, CONSOLE_DASHBOARD_PUSH_MS * 3);

    it('stops delivering to a listener once unsubscribed', async () => {
      const kept = collect<CoinChangeEvent>((listener) => realtime.onCoinChange(listener));
      const dropped = collect<CoinChangeEvent>((listener) => realtime.onCoinChange(listener));
      dropped.stop();
      dropped.stop();
      await connectAndRegister();
      await subject.settle();
      const heardBefore = kept.events.length;
      await subject.triggerCoinChange();
      await subject.settle(() => kept.events.length > heardBefore);
      expect(kept.events.length).toBeGreaterThan(heardBefore);
      expect(dropped.events).toEqual([]);
    });

    it('tells its listeners when the client disconnects, once, and then delivers nothing', async () => {
      const reasons: RealtimeDisconnectReason[] = [];
      realtime.onDisconnect((reason) => reasons.push(reason));
      const coins = collect<CoinChangeEvent>((listener) => realtime.onCoinChange(listener));
      await connectAndRegister();
      realtime.disconnect();
      realtime.disconnect();
      await subject.settle(() => reasons.length > 0);
      expect(reasons).toEqual(['client']);
      // The server may sync the balance right after registration (a coin_change of 0); only later ones count.
      const heardBefore = coins.events.length;
      await subject.triggerCoinChange();
      await subject.settle();
      expect(coins.events.slice(heardBefore)).toEqual([]);
    });
  });
}

type Outcome<Value> = { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly error: unknown };

/** Settles a promise into a value, handling its rejection at once (so waiting for it is never "unhandled"). */
function outcomeOf<Value>(promise: Promise<Value>): Promise<Outcome<Value>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

function valueOf<Value>(outcome: Outcome<Value>): Value {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
