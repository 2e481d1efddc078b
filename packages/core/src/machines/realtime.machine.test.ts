import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { settle } from '../../test/machines/settle.js';
import { GameApiError } from '../ports/game-api.port.js';
import { DEMO_PLAYER } from '../testing/demo-seed.js';
import { FakeGameApi } from '../testing/fake-game-api.js';
import { FakeGameServer } from '../testing/fake-game-server.js';
import { FakeRealtime } from '../testing/fake-realtime.js';
import { createRealtimeMachine } from './realtime.machine.js';
import type { RealtimeEmitted } from './realtime.machine.js';
import { realtimeStatus } from './realtime.selectors.js';

/** A realtime whose server never acknowledges a registration. */
class UnansweredRegistration extends FakeRealtime {
  override register(): Promise<string> {
    return new Promise(() => {});
  }
}

const offline = () => new GameApiError({ kind: 'network', status: null, message: 'offline' });

async function setup(options: { realtime?: (server: FakeGameServer) => FakeRealtime } = {}) {
  const clock = new SimulatedClock();
  const server = new FakeGameServer({ clock });
  const api = new FakeGameApi(server);
  const { tokens } = await api.login(DEMO_PLAYER);
  const realtime = options.realtime?.(server) ?? new FakeRealtime({ server });
  const actor = createActor(createRealtimeMachine({ realtime, api }), { clock });
  const emitted: RealtimeEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const begin = async () => {
    actor.send({ type: 'realtime.start', accessToken: tokens.access, email: DEMO_PLAYER.email });
    await settle();
  };
  /** Lets the clock run and the fake deliver whatever it has queued. */
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
    await realtime.flush();
  };
  const notices = () =>
    emitted.flatMap((event) => (event.type === 'notify' ? [event.notification.content] : []));
  const coinFetches = () => api.calls.filter((call) => call.name === 'getCoinTotal').length;
  return { clock, server, api, tokens, realtime, actor, emitted, begin, advance, notices, coinFetches };
}

describe('realtime machine', () => {
  it('connects with the token, registers the email and forwards the socket events', async () => {
    const { server, tokens, realtime, actor, emitted, begin } = await setup();
    await begin();
    await realtime.flush();
    expect(realtime.accessToken).toBe(tokens.access);
    expect(realtime.registeredEmail).toBe(DEMO_PLAYER.email);
    expect(realtimeStatus(actor.getSnapshot())).toBe('live');

    server.grantCoins(DEMO_PLAYER.email, 2, 'referrals');
    realtime.emit('raffle_gold_silver', [{ item_id: '3', silver: false }]);
    realtime.emit('raffle_totals', { items: [{ item_id: '3', total_staked: 21 }] });
    realtime.emit('business_challenge_submitted', { challenge_id: '4', answers_count: 12 });
    await realtime.flush();
    const balance = server.balanceOf(DEMO_PLAYER.email);
    expect(emitted.filter((event) => event.type !== 'coins.synced')).toEqual([
      // On registration: the schedule in force, then the balance.
      { type: 'schedule.changed', timestamps: server.timestamps },
      { type: 'coins.changed', change: { coins: 0, balance: balance - 2 } },
      { type: 'coins.changed', change: { coins: 2, balance } },
      { type: 'raffle.silverChanged', items: [{ item_id: 3, silver: false }] },
      { type: 'raffle.totalsChanged', items: [{ item_id: 3, total_staked: 21 }] },
      { type: 'challenge.answersCounted', change: { challenge_id: 4, answers_count: 12 } },
    ]);
  });

  it('forwards the schedule sent on registration and each change, and none after stopping', async () => {
    const { server, realtime, actor, emitted, begin } = await setup();
    await begin();
    await realtime.flush();
    const scheduled = server.timestamps;
    server.setTimestamps('The game has not started yet');
    await realtime.flush();
    expect(emitted.filter((event) => event.type === 'schedule.changed')).toEqual([
      { type: 'schedule.changed', timestamps: scheduled },
      { type: 'schedule.changed', timestamps: 'The game has not started yet' },
    ]);
    actor.send({ type: 'realtime.stop' });
    await realtime.flush();
    realtime.emit('schedule_change', { timestamps: 'The game has not started yet' });
    await realtime.flush();
    expect(emitted.filter((event) => event.type === 'schedule.changed')).toHaveLength(2);
  });

  it('forwards what arrives before the acknowledgement is taken (the schedule sent right after it)', async () => {
    const { realtime, actor, emitted, begin } = await setup({ realtime: () => new UnansweredRegistration() });
    await begin();
    await realtime.flush();
    expect(actor.getSnapshot().matches({ active: { connection: 'registering' } })).toBe(true);
    realtime.emit('schedule_change', { timestamps: 'The game has not started yet' });
    await realtime.flush();
    expect(emitted).toContainEqual({ type: 'schedule.changed', timestamps: 'The game has not started yet' });
  });

  it('requires the acknowledgement "success" exactly', async () => {
    const { realtime, actor, begin, notices } = await setup({
      realtime: (server) => new FakeRealtime({ server, registerAck: 'Success' }),
    });
    await begin();
    await realtime.flush();
    expect(realtimeStatus(actor.getSnapshot())).toBe('failed');
    expect(notices()).toEqual([
      'Failed to register with a server resource, some things may not work properly.',
    ]);
    expect(realtime.connected).toBe(false);
  });

  it('gives a registration 20 s to be acknowledged', async () => {
    const { realtime, begin, advance, notices } = await setup({
      realtime: (server) => new UnansweredRegistration({ server }),
    });
    await begin();
    await realtime.flush();
    await advance(19_999);
    expect(notices()).toEqual([]);
    await advance(1);
    expect(notices()).toEqual([
      'Failed to register with a server resource, some things may not work properly.',
    ]);
  });

  it('makes up to 9 connection attempts, 5 s apart, then says it could not connect', async () => {
    const { realtime, begin, advance, notices } = await setup();
    realtime.refuseNextConnects(...Array.from({ length: 9 }, () => 'refused' as const));
    await begin();
    await realtime.flush();
    expect(realtime.connectAttempts).toBe(1);
    for (let attempt = 2; attempt <= 9; attempt += 1) {
      await advance(4_999);
      expect(realtime.connectAttempts).toBe(attempt - 1);
      await advance(1);
      expect(realtime.connectAttempts).toBe(attempt);
    }
    expect(notices()).toEqual([
      "We couldn't connect to a server resource correctly, some things may not work properly.",
    ]);
    await advance(60_000);
    expect(realtime.connectAttempts).toBe(9);
  });

  it('gives each connection attempt 20 s, then retries 5 s later', async () => {
    const { clock, realtime, actor, begin, advance } = await setup();
    await begin();
    clock.increment(19_999);
    expect(actor.getSnapshot().matches({ active: { connection: 'connecting' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ active: { connection: 'waitingToRetry' } })).toBe(true);
    clock.increment(4_999);
    expect(realtime.connectAttempts).toBe(1);
    await advance(1);
    expect(realtime.connectAttempts).toBe(2);
    expect(realtimeStatus(actor.getSnapshot())).toBe('live');
  });

  it('reconnects 5 s after the server drops a registered connection, with a fresh set of attempts', async () => {
    const { realtime, actor, begin, advance } = await setup();
    await begin();
    await realtime.flush();
    realtime.serverDisconnect('transport');
    await realtime.flush();
    expect(actor.getSnapshot().matches({ active: { connection: 'waitingToRetry' } })).toBe(true);
    expect(actor.getSnapshot().context.attempts).toBe(0);
    await advance(5_000);
    expect(realtime.connectAttempts).toBe(2);
    expect(realtimeStatus(actor.getSnapshot())).toBe('live');
  });

  it('disconnects on stop, stops listening and stops retrying', async () => {
    const { realtime, actor, begin, advance, emitted } = await setup();
    await begin();
    await realtime.flush();
    actor.send({ type: 'realtime.stop' });
    await realtime.flush();
    expect(realtime.connected).toBe(false);
    expect(realtimeStatus(actor.getSnapshot())).toBe('off');
    const before = emitted.length;
    realtime.emit('raffle_gold_silver', [{ item_id: '1', silver: true }]);
    await advance(60_000);
    expect(emitted).toHaveLength(before);
    expect(realtime.connectAttempts).toBe(1);
  });

  it('fetches the coin total on start', async () => {
    const { server, emitted, begin, coinFetches } = await setup();
    await begin();
    expect(coinFetches()).toBe(1);
    expect(emitted).toContainEqual({ type: 'coins.synced', balance: server.balanceOf(DEMO_PLAYER.email) });
  });

  it('retries the coin total twice before saying the coins could not be synced', async () => {
    const { api, emitted, begin, notices, coinFetches } = await setup();
    for (let failure = 0; failure < 3; failure += 1) api.failNext('getCoinTotal', offline());
    await begin();
    expect(coinFetches()).toBe(3);
    expect(emitted.some((event) => event.type === 'coins.synced')).toBe(false);
    expect(notices()).toEqual([
      'We were not able to sync any dubl-u-nes (coins) that may have been added while you were away. Please try refreshing the page.',
    ]);
  });

  it('syncs the coins when a retry succeeds', async () => {
    const { api, server, emitted, begin, notices, coinFetches } = await setup();
    api.failNext('getCoinTotal', offline());
    api.failNext('getCoinTotal', offline());
    await begin();
    expect(coinFetches()).toBe(3);
    expect(emitted).toContainEqual({ type: 'coins.synced', balance: server.balanceOf(DEMO_PLAYER.email) });
    expect(notices()).toEqual([]);
  });
});
