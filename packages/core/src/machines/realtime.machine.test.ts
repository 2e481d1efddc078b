import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type {
  ChallengeSubmittedEvent,
  CoinChangeEvent,
  RaffleSilverEvent,
} from '../contract/realtime.schema.js';
import { GameApiError } from '../ports/game-api.port.js';
import { RealtimeError } from '../ports/realtime.port.js';
import type { Realtime, RealtimeDisconnectReason } from '../ports/realtime.port.js';
import { createRealtimeMachine } from './realtime.machine.js';
import type { RealtimeEmitted } from './realtime.machine.js';
import { realtimeStatus } from './realtime.selectors.js';

/** Lets pending promise callbacks run; no time passes. */
async function settle() {
  for (let index = 0; index < 20; index += 1) await Promise.resolve();
}

type ConnectBehaviour = 'resolve' | 'reject' | 'hang';

/** A scripted Realtime: each connect and register does what the test says, and the listeners are reachable. */
class ScriptedRealtime implements Realtime {
  connectBehaviours: ConnectBehaviour[] = [];
  defaultConnect: ConnectBehaviour = 'resolve';
  /** The acknowledgement register resolves, or null for none at all. */
  ack: string | null = 'success';
  readonly connects: (string | null)[] = [];
  readonly registrations: string[] = [];
  disconnects = 0;
  coinListeners = new Set<(event: CoinChangeEvent) => void>();
  silverListeners = new Set<(event: RaffleSilverEvent) => void>();
  challengeListeners = new Set<(event: ChallengeSubmittedEvent) => void>();
  disconnectListeners = new Set<(reason: RealtimeDisconnectReason) => void>();

  connect(accessToken: string | null): Promise<void> {
    this.connects.push(accessToken);
    const behaviour = this.connectBehaviours.shift() ?? this.defaultConnect;
    if (behaviour === 'resolve') return Promise.resolve();
    if (behaviour === 'reject') return Promise.reject(new RealtimeError('refused', 'refused'));
    return new Promise(() => {});
  }
  disconnect(): void {
    this.disconnects += 1;
  }
  register(email: string): Promise<string> {
    this.registrations.push(email);
    return this.ack === null ? new Promise(() => {}) : Promise.resolve(this.ack);
  }
  onCoinChange(listener: (event: CoinChangeEvent) => void) {
    this.coinListeners.add(listener);
    return () => void this.coinListeners.delete(listener);
  }
  onRaffleSilver(listener: (event: RaffleSilverEvent) => void) {
    this.silverListeners.add(listener);
    return () => void this.silverListeners.delete(listener);
  }
  onChallengeSubmitted(listener: (event: ChallengeSubmittedEvent) => void) {
    this.challengeListeners.add(listener);
    return () => void this.challengeListeners.delete(listener);
  }
  onDisconnect(listener: (reason: RealtimeDisconnectReason) => void) {
    this.disconnectListeners.add(listener);
    return () => void this.disconnectListeners.delete(listener);
  }
}

function setup(options: { coinTotals?: (number | 'fail')[] } = {}) {
  const clock = new SimulatedClock();
  const realtime = new ScriptedRealtime();
  const coinTotals = [...(options.coinTotals ?? [5])];
  let coinFetches = 0;
  const api = {
    getCoinTotal: () => {
      coinFetches += 1;
      const next = coinTotals.shift() ?? 'fail';
      return next === 'fail'
        ? Promise.reject(new GameApiError({ kind: 'network', status: null, message: 'offline' }))
        : Promise.resolve({ data: { coins: next }, meta: { status: 200 } });
    },
  };
  const actor = createActor(createRealtimeMachine({ realtime, api }), { clock });
  const emitted: RealtimeEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const begin = async () => {
    actor.send({ type: 'realtime.start', accessToken: 'token-1', email: 'ada@example.com' });
    await settle();
  };
  const notices = () =>
    emitted.flatMap((event) => (event.type === 'notify' ? [event.notification.content] : []));
  return { clock, realtime, actor, emitted, begin, notices, coinFetches: () => coinFetches };
}

describe('realtime machine', () => {
  it('connects with the token, registers the email and forwards the three socket events', async () => {
    const { realtime, actor, emitted, begin } = setup();
    await begin();
    expect(realtime.connects).toEqual(['token-1']);
    expect(realtime.registrations).toEqual(['ada@example.com']);
    expect(actor.getSnapshot().matches({ active: { connection: 'registered' } })).toBe(true);

    realtime.coinListeners.forEach((listener) => listener({ coins: 2, balance: 7 }));
    realtime.silverListeners.forEach((listener) => listener([{ item_id: 3, silver: false }]));
    realtime.challengeListeners.forEach((listener) => listener({ challenge_id: 4, answers_count: 12 }));
    expect(emitted.filter((event) => event.type !== 'coins.synced')).toEqual([
      { type: 'coins.changed', change: { coins: 2, balance: 7 } },
      { type: 'raffle.silverChanged', items: [{ item_id: 3, silver: false }] },
      { type: 'challenge.answersCounted', change: { challenge_id: 4, answers_count: 12 } },
    ]);
  });

  it('requires the acknowledgement "success" exactly', async () => {
    const { realtime, actor, begin, notices } = setup();
    realtime.ack = 'Success';
    await begin();
    expect(actor.getSnapshot().matches({ active: { connection: 'unregistered' } })).toBe(true);
    expect(notices()).toEqual([
      'Failed to register with a server resource, some things may not work properly.',
    ]);
    expect(realtime.disconnects).toBe(1);
    expect(realtime.coinListeners.size).toBe(0);
  });

  it('gives a registration 20 s to be acknowledged', async () => {
    const { clock, realtime, begin, notices } = setup();
    realtime.ack = null;
    await begin();
    clock.increment(19_999);
    expect(notices()).toEqual([]);
    clock.increment(1);
    expect(notices()).toEqual([
      'Failed to register with a server resource, some things may not work properly.',
    ]);
  });

  it('makes up to 9 connection attempts, 5 s apart, then says it could not connect', async () => {
    const { clock, realtime, begin, notices } = setup();
    realtime.defaultConnect = 'reject';
    await begin();
    expect(realtime.connects).toHaveLength(1);
    for (let attempt = 2; attempt <= 9; attempt += 1) {
      clock.increment(4_999);
      await settle();
      expect(realtime.connects).toHaveLength(attempt - 1);
      clock.increment(1);
      await settle();
      expect(realtime.connects).toHaveLength(attempt);
    }
    expect(notices()).toEqual([
      "We couldn't connect to a server resource correctly, some things may not work properly.",
    ]);
    clock.increment(60_000);
    await settle();
    expect(realtime.connects).toHaveLength(9);
  });

  it('gives each connection attempt 20 s before closing it and retrying 5 s later', async () => {
    const { clock, realtime, begin } = setup();
    realtime.connectBehaviours = ['hang', 'resolve'];
    await begin();
    clock.increment(19_999);
    expect(realtime.disconnects).toBe(0);
    clock.increment(1);
    expect(realtime.disconnects).toBe(1);
    clock.increment(4_999);
    expect(realtime.connects).toHaveLength(1);
    clock.increment(1);
    await settle();
    expect(realtime.connects).toHaveLength(2);
    expect(realtime.registrations).toEqual(['ada@example.com']);
  });

  it('reconnects 5 s after the server drops a registered connection, with a fresh set of attempts', async () => {
    const { clock, realtime, actor, begin } = setup();
    await begin();
    realtime.disconnectListeners.forEach((listener) => listener('transport'));
    expect(actor.getSnapshot().matches({ active: { connection: 'waitingToRetry' } })).toBe(true);
    expect(actor.getSnapshot().context.attempts).toBe(0);
    clock.increment(5_000);
    await settle();
    expect(realtime.connects).toHaveLength(2);
    expect(actor.getSnapshot().matches({ active: { connection: 'registered' } })).toBe(true);
  });

  it('disconnects on stop, drops the listeners and stops retrying', async () => {
    const { clock, realtime, actor, begin } = setup();
    realtime.defaultConnect = 'reject';
    await begin();
    actor.send({ type: 'realtime.stop' });
    expect(realtime.disconnects).toBe(1);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    clock.increment(60_000);
    await settle();
    expect(realtime.connects).toHaveLength(1);
  });

  it('unsubscribes from the socket events on stop', async () => {
    const { realtime, actor, begin } = setup();
    await begin();
    expect(realtime.coinListeners.size).toBe(1);
    actor.send({ type: 'realtime.stop' });
    expect(
      realtime.coinListeners.size + realtime.silverListeners.size + realtime.challengeListeners.size,
    ).toBe(0);
  });

  it('fetches the coin total on start', async () => {
    const { emitted, begin, coinFetches } = setup({ coinTotals: [11] });
    await begin();
    expect(coinFetches()).toBe(1);
    expect(emitted).toContainEqual({ type: 'coins.synced', balance: 11 });
  });

  it('retries the coin total twice before saying the coins could not be synced', async () => {
    const { emitted, begin, notices, coinFetches } = setup({ coinTotals: ['fail', 'fail', 'fail', 4] });
    await begin();
    expect(coinFetches()).toBe(3);
    expect(emitted.some((event) => event.type === 'coins.synced')).toBe(false);
    expect(notices()).toEqual([
      'We were not able to sync any dubl-u-nes (coins) that may have been added while you were away. Please try refreshing the page.',
    ]);
  });

  it('syncs the coins when a retry succeeds', async () => {
    const { emitted, begin, notices, coinFetches } = setup({ coinTotals: ['fail', 'fail', 4] });
    await begin();
    expect(coinFetches()).toBe(3);
    expect(emitted).toContainEqual({ type: 'coins.synced', balance: 4 });
    expect(notices()).toEqual([]);
  });
});

describe('realtimeStatus', () => {
  it('goes from off to live, and to failed when registration is refused', async () => {
    const live = setup();
    expect(realtimeStatus(live.actor.getSnapshot())).toBe('off');
    live.actor.send({ type: 'realtime.start', accessToken: 't', email: 'e@example.com' });
    expect(realtimeStatus(live.actor.getSnapshot())).toBe('connecting');
    await settle();
    expect(realtimeStatus(live.actor.getSnapshot())).toBe('live');

    const refused = setup();
    refused.realtime.ack = 'nope';
    await refused.begin();
    expect(realtimeStatus(refused.actor.getSnapshot())).toBe('failed');
  });
});
