import type { ContractError} from '@dubloon-quest/core';
import { RealtimeError, type CoinChangeEvent, type RealtimeDisconnectReason, type RealtimeErrorKind } from '@dubloon-quest/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually, startLocalSocketServer, type LocalSocketServer } from '../../test/support/local-socket-server.js';
import { disconnectReason, SocketRealtime, type SocketRealtimeOptions } from './socket-realtime.js';

let server: LocalSocketServer;
const made: SocketRealtime[] = [];

beforeEach(async () => {
  server = await startLocalSocketServer();
});
afterEach(async () => {
  for (const realtime of made.splice(0)) realtime.disconnect();
  await server.close();
});

function realtime(options: Partial<SocketRealtimeOptions> = {}): SocketRealtime {
  const adapter = new SocketRealtime({ url: server.url, ...options });
  made.push(adapter);
  return adapter;
}

async function realtimeError(promise: Promise<unknown>, kind: RealtimeErrorKind): Promise<RealtimeError> {
  const outcome = await promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(RealtimeError);
  expect((outcome as RealtimeError).kind).toBe(kind);
  return outcome as RealtimeError;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connecting', () => {
  it('connects over a websocket with the access token in the handshake', async () => {
    const adapter = realtime();
    await adapter.connect('access-token-1');
    expect(adapter.connected).toBe(true);
    const [connection] = server.connections;
    expect(connection?.auth).toEqual({ token: 'access-token-1' });
    expect(connection?.transport).toBe('websocket');
  });

  it('sends no token when there is none', async () => {
    await realtime().connect(null);
    expect(server.connections[0]?.auth).toEqual({});
  });

  it('rejects as refused when the server refuses the handshake', async () => {
    server.handshake('refuse');
    const error = await realtimeError(realtime().connect('forged'), 'refused');
    expect(error.message).toMatch(/unauthorized/);
  });

  it('rejects as refused when nothing listens at the address', async () => {
    const gone = await startLocalSocketServer();
    await gone.close();
    await realtimeError(new SocketRealtime({ url: gone.url }).connect('token'), 'refused');
  });

  it('rejects as a timeout when the server never answers the handshake in time', async () => {
    server.handshake('ignore');
    const started = Date.now();
    await realtimeError(realtime({ timeoutMs: 150 }).connect('token'), 'timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never reconnects by itself: a dropped connection stays down until connect is called again', async () => {
    const reasons: RealtimeDisconnectReason[] = [];
    const adapter = realtime();
    adapter.onDisconnect((reason) => reasons.push(reason));
    await adapter.connect('token');
    server.connections[0]?.socket.disconnect(true);
    await eventually(() => reasons.length > 0);
    await sleep(300);
    expect(server.connections).toHaveLength(1);
    expect(adapter.connected).toBe(false);
    await adapter.connect('token');
    expect(server.connections).toHaveLength(2);
  });

  it('tells the server ending the connection apart from the transport failing', async () => {
    const reasons: RealtimeDisconnectReason[] = [];
    const adapter = realtime();
    adapter.onDisconnect((reason) => reasons.push(reason));
    await adapter.connect('token');
    server.connections[0]?.socket.disconnect(true);
    await eventually(() => reasons.length === 1);
    await adapter.connect('token');
    server.connections[1]?.socket.conn.close();
    await eventually(() => reasons.length === 2);
    expect(reasons).toEqual(['server', 'transport']);
  });

  it('replaces an open connection quietly when connecting again', async () => {
    const reasons: RealtimeDisconnectReason[] = [];
    const adapter = realtime();
    adapter.onDisconnect((reason) => reasons.push(reason));
    await adapter.connect('token-1');
    await adapter.connect('token-2');
    await eventually(() => server.connections[0]?.socket.connected === false);
    expect(server.connections[1]?.auth).toEqual({ token: 'token-2' });
    expect(reasons).toEqual([]);
  });

  it('abandons an attempt in progress when disconnected', async () => {
    server.handshake('ignore');
    const adapter = realtime();
    const connecting = adapter.connect('token');
    adapter.disconnect();
    await realtimeError(connecting, 'refused');
  });
});

describe('registering', () => {
  it('emits the email and resolves on the "success" acknowledgement', async () => {
    const emails: unknown[] = [];
    server.acknowledgeRegister((email) => {
      emails.push(email);
      return 'success';
    });
    const adapter = realtime();
    await adapter.connect('token');
    await expect(adapter.register('demo.player@example.com')).resolves.toBe('success');
    expect(emails).toEqual(['demo.player@example.com']);
  });

  it.each([['failure'], [''], [{ ok: true }], [null]])('rejects as refused when the acknowledgement is %j', async (ack) => {
    server.acknowledgeRegister(() => ack);
    const adapter = realtime();
    await adapter.connect('token');
    await realtimeError(adapter.register('demo.player@example.com'), 'refused');
  });

  it('rejects as a timeout when the server does not acknowledge in time', async () => {
    server.acknowledgeRegister(() => undefined);
    const adapter = realtime({ timeoutMs: 150 });
    await adapter.connect('token');
    await realtimeError(adapter.register('demo.player@example.com'), 'timeout');
  });

  it('rejects as not connected before connecting, and after disconnecting', async () => {
    const adapter = realtime();
    await realtimeError(adapter.register('demo.player@example.com'), 'notConnected');
    await adapter.connect('token');
    adapter.disconnect();
    await realtimeError(adapter.register('demo.player@example.com'), 'notConnected');
  });

  it('rejects as not connected when the connection drops while waiting for the acknowledgement', async () => {
    server.acknowledgeRegister(() => undefined);
    const adapter = realtime();
    await adapter.connect('token');
    const registering = adapter.register('demo.player@example.com');
    server.connections[0]?.socket.disconnect(true);
    await realtimeError(registering, 'notConnected');
  });
});

describe('server events', () => {
  it('delivers each event, parsed, to its own listeners', async () => {
    const heard: { name: string; event: unknown }[] = [];
    const adapter = realtime();
    adapter.onCoinChange((event) => heard.push({ name: 'coins', event }));
    adapter.onRaffleSilver((event) => heard.push({ name: 'silver', event }));
    adapter.onChallengeSubmitted((event) => heard.push({ name: 'challenge', event }));
    await adapter.connect('token');
    server.emit('coin_change', { coins: 8, balance: 20, extra: 'dropped' });
    server.emit('raffle_gold_silver', [{ item_id: '1', silver: false }]);
    server.emit('business_challenge_submitted', { challenge_id: '1', answers_count: 15 });
    await eventually(() => heard.length === 3);
    expect(heard).toEqual([
      { name: 'coins', event: { coins: 8, balance: 20 } },
      { name: 'silver', event: [{ item_id: 1, silver: false }] },
      { name: 'challenge', event: { challenge_id: 1, answers_count: 15 } },
    ]);
  });

  it('delivers session_ended before the server closes the socket, and drops a malformed one', async () => {
    const heard: unknown[] = [];
    const reasons: string[] = [];
    const adapter = realtime();
    adapter.onSessionEnded((event) => heard.push(event));
    adapter.onDisconnect((reason) => reasons.push(reason));
    await adapter.connect('token');
    server.emit('session_ended', { reason: 'fired' });
    server.emit('session_ended', { reason: 'banned', banned_until: '2026-11-28T00:21:00.000Z', ban_reason: 'Spam' });
    server.connections[0]?.socket.disconnect(true);
    await eventually(() => reasons.length === 1);
    expect(heard).toEqual([{ reason: 'banned', banned_until: '2026-11-28T00:21:00.000Z', ban_reason: 'Spam' }]);
    expect(reasons).toEqual(['server']);
  });

  it("delivers schedule changes, raffle totals and the console's live dashboard, and drops malformed ones", async () => {
    const heard: { name: string; event: unknown }[] = [];
    const invalid: ContractError[] = [];
    const adapter = realtime({ onInvalidEvent: (error) => invalid.push(error) });
    adapter.onScheduleChange((event) => heard.push({ name: 'schedule', event }));
    adapter.onRaffleTotals((event) => heard.push({ name: 'totals', event }));
    adapter.onConsoleDashboard((event) => heard.push({ name: 'dashboard', event }));
    await adapter.connect('token');
    const timestamps = {
      pre_game: '2026-03-01T12:00:00.000Z',
      game_start: '2026-03-02T12:00:00.000Z',
      review_start: '2026-03-03T12:00:00.000Z',
      review_end: '2026-03-04T12:00:00.000Z',
      game_end: '2026-03-05T12:00:00.000Z',
    };
    const dashboard = { at: '2026-03-02T12:00:00.000Z', servers: 2, sockets: 5, minutes: [], registered: 3, verified: 1 };
    server.emit('schedule_change', { timestamps: { ...timestamps, game_end: 'soon' } });
    server.emit('console_dashboard', { ...dashboard, sockets: -1 });
    server.emit('schedule_change', { timestamps });
    server.emit('schedule_change', { timestamps: 'The game has not started yet' });
    server.emit('console_dashboard', dashboard);
    server.emit('raffle_totals', { items: [{ item_id: '1', total_staked: -3 }] });
    server.emit('raffle_totals', { items: [{ item_id: '1', total_staked: 30 }] });
    await eventually(() => heard.length === 4);
    expect(heard).toEqual([
      { name: 'schedule', event: { timestamps } },
      { name: 'schedule', event: { timestamps: 'The game has not started yet' } },
      { name: 'dashboard', event: dashboard },
      { name: 'totals', event: { items: [{ item_id: 1, total_staked: 30 }] } },
    ]);
    expect(invalid.map((error) => error.message)).toEqual([
      expect.stringMatching(/^the schedule_change event is invalid: /),
      expect.stringMatching(/^the console_dashboard event is invalid: at sockets: /),
      expect.stringMatching(/^the raffle_totals event is invalid: at items\[0\].total_staked: /),
    ]);
  });

  it('drops a malformed event instead of passing it inward, and says why', async () => {
    const coins: CoinChangeEvent[] = [];
    const invalid: ContractError[] = [];
    const adapter = realtime({ onInvalidEvent: (error) => invalid.push(error) });
    adapter.onCoinChange((event) => coins.push(event));
    adapter.onRaffleSilver(() => coins.push({ coins: -1 }));
    adapter.onChallengeSubmitted(() => coins.push({ coins: -2 }));
    await adapter.connect('token');
    server.emit('coin_change', { coins: '8' });
    server.emit('raffle_gold_silver', { item_id: 1, silver: false });
    server.emit('business_challenge_submitted', { challenge_id: 0, answers_count: 1 });
    server.emit('coin_change', { coins: 3 });
    await eventually(() => coins.length === 1);
    expect(coins).toEqual([{ coins: 3 }]);
    expect(invalid.map((error) => error.message)).toEqual([
      'the coin_change event is invalid: at coins: Expected a number, received text',
      expect.stringMatching(/^the raffle_gold_silver event is invalid: at \$: /),
      expect.stringMatching(/^the business_challenge_submitted event is invalid: at challenge_id: /),
    ]);
  });

  it('stops delivering to an unsubscribed listener; unsubscribing twice is harmless', async () => {
    const kept: unknown[] = [];
    const dropped: unknown[] = [];
    const adapter = realtime();
    const listener = (event: unknown) => dropped.push(event);
    adapter.onCoinChange((event) => kept.push(event));
    const stop = adapter.onCoinChange(listener);
    adapter.onCoinChange(listener);
    stop();
    stop();
    await adapter.connect('token');
    server.emit('coin_change', { coins: 1 });
    await eventually(() => kept.length === 1);
    expect(dropped).toHaveLength(1);
  });

  it('keeps listeners across reconnections', async () => {
    const coins: unknown[] = [];
    const adapter = realtime();
    adapter.onCoinChange((event) => coins.push(event));
    await adapter.connect('token');
    adapter.disconnect();
    await adapter.connect('token');
    server.emit('coin_change', { coins: 2 });
    await eventually(() => coins.length === 1);
  });
});

describe('disconnecting (logout)', () => {
  it('closes the connection and tells the listeners "client" once, then delivers nothing', async () => {
    const reasons: RealtimeDisconnectReason[] = [];
    const coins: unknown[] = [];
    const adapter = realtime();
    adapter.onDisconnect((reason) => reasons.push(reason));
    adapter.onCoinChange((event) => coins.push(event));
    await adapter.connect('token');
    adapter.disconnect();
    adapter.disconnect();
    expect(reasons).toEqual(['client']);
    expect(adapter.connected).toBe(false);
    await eventually(() => server.connections[0]?.socket.connected === false);
    server.emit('coin_change', { coins: 1 });
    await sleep(100);
    expect(coins).toEqual([]);
  });

  it('is harmless when never connected', () => {
    const reasons: RealtimeDisconnectReason[] = [];
    const adapter = realtime();
    adapter.onDisconnect((reason) => reasons.push(reason));
    adapter.disconnect();
    expect(reasons).toEqual([]);
  });

  it.each([
    ['io client disconnect', 'client'],
    ['io server disconnect', 'server'],
    ['ping timeout', 'transport'],
    ['transport close', 'transport'],
    ['transport error', 'transport'],
    ['parse error', 'transport'],
  ] as const)('reads the socket.io reason %j as %j', (reason, expected) => {
    expect(disconnectReason(reason)).toBe(expected);
  });
});
