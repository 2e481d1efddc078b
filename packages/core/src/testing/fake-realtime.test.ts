import { describe, expect, it } from 'vitest';
import { CONSOLE_REALTIME_EVENTS } from '../contract/console/console-realtime.schema.js';
import { REALTIME_EVENTS, SCHEDULE_CHANGE_EVENT } from '../contract/realtime.schema.js';
import { GAME_NOT_STARTED } from '../contract/timestamps.schema.js';
import type { RealtimeError } from '../ports/realtime.port.js';
import { DEMO_PARTNER, DEMO_PLAYER } from './demo-seed.js';
import { FakeGameServer } from './fake-game-server.js';
import { FakeRealtime } from './fake-realtime.js';

async function connected(realtime: FakeRealtime, email?: string): Promise<void> {
  const connecting = realtime.connect('token');
  const registering = email === undefined ? null : realtime.register(email);
  await realtime.flush();
  await connecting;
  await registering;
}

describe('FakeRealtime', () => {
  it('delivers nothing until flushed, then everything in the order it was queued', async () => {
    const realtime = new FakeRealtime();
    const heard: string[] = [];
    realtime.onCoinChange((event) => heard.push(`coins ${event.coins}`));
    realtime.onChallengeSubmitted((event) => heard.push(`challenge ${event.challenge_id}`));
    await connected(realtime);
    realtime.emit(REALTIME_EVENTS.coinChange, { coins: 2, balance: 5 });
    realtime.emit(REALTIME_EVENTS.challengeSubmitted, { challenge_id: '7', answers_count: 1 });
    realtime.emit(REALTIME_EVENTS.coinChange, { coins: -1 });
    expect(heard).toEqual([]);
    expect(realtime.pending).toBe(3);
    await realtime.flush();
    expect(heard).toEqual(['coins 2', 'challenge 7', 'coins -1']);
  });

  it('fails the connections it was told to refuse, then connects', async () => {
    const realtime = new FakeRealtime();
    realtime.refuseNextConnects('timeout', 'refused');
    const attempts = [realtime.connect(null), realtime.connect(null), realtime.connect(null)];
    await realtime.flush();
    const outcomes = await Promise.allSettled(attempts);
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as RealtimeError).kind : 'connected'))).toEqual([
      'timeout',
      'refused',
      'connected',
    ]);
    expect(realtime.connectAttempts).toBe(3);
    expect(realtime.connected).toBe(true);
  });

  it('acknowledges registration with what it was told', async () => {
    const realtime = new FakeRealtime({ registerAck: 'nope' });
    const connecting = realtime.connect('token');
    const registering = realtime.register(DEMO_PLAYER.email);
    await realtime.flush();
    await connecting;
    await expect(registering).resolves.toBe('nope');
    expect(realtime.registeredEmail).toBeNull();
  });

  it('drops events that do not match their schema, and events that arrive while disconnected', async () => {
    const realtime = new FakeRealtime();
    const heard: unknown[] = [];
    realtime.onRaffleSilver((event) => heard.push(event));
    realtime.emit(REALTIME_EVENTS.raffleSilver, [{ item_id: '1', silver: true }]);
    await realtime.flush();
    await connected(realtime);
    realtime.emit(REALTIME_EVENTS.raffleSilver, [{ item_id: 'one', silver: true }]);
    // Ids travel as strings: a numeric id does not match the contract.
    realtime.emit(REALTIME_EVENTS.raffleSilver, [{ item_id: 2, silver: false }]);
    realtime.emit(REALTIME_EVENTS.raffleSilver, [{ item_id: '2', silver: false }]);
    await realtime.flush();
    expect(heard).toEqual([[{ item_id: 2, silver: false }]]);
    expect(realtime.droppedEvents).toBe(2);
  });

  it('tells disconnect listeners why the server or network ended the connection', async () => {
    const realtime = new FakeRealtime();
    const reasons: string[] = [];
    realtime.onDisconnect((reason) => reasons.push(reason));
    await connected(realtime, DEMO_PLAYER.email);
    realtime.serverDisconnect('transport');
    await realtime.flush();
    expect(reasons).toEqual(['transport']);
    expect(realtime.registeredEmail).toBeNull();
    const registering = realtime.register(DEMO_PLAYER.email);
    await realtime.flush();
    await expect(registering).rejects.toMatchObject({ kind: 'notConnected' });
  });

  it('relays a game\'s coin changes only to the registered player, and broadcasts to all', async () => {
    const server = new FakeGameServer();
    const player = new FakeRealtime({ server });
    const partner = new FakeRealtime({ server });
    const heard = { player: [] as number[], partner: [] as number[] };
    player.onCoinChange((event) => heard.player.push(event.coins));
    partner.onCoinChange((event) => heard.partner.push(event.coins));
    await connected(player, DEMO_PLAYER.email);
    await connected(partner, DEMO_PARTNER.email);
    server.grantCoins(DEMO_PLAYER.email, 4, 'organizer');
    await player.flush();
    await partner.flush();
    // Each registration first syncs the balance with a change of 0.
    expect(heard).toEqual({ player: [0, 4], partner: [0] });
  });

  it('sends the schedule on registration and relays each schedule change; drops malformed schedules and dashboards', async () => {
    const server = new FakeGameServer();
    const realtime = new FakeRealtime({ server });
    const schedules: unknown[] = [];
    const dashboards: unknown[] = [];
    realtime.onScheduleChange((event) => schedules.push(event.timestamps));
    realtime.onConsoleDashboard((event) => dashboards.push(event));
    await connected(realtime, DEMO_PLAYER.email);
    await realtime.flush();
    expect(schedules).toEqual([server.timestamps]);
    server.setTimestamps(GAME_NOT_STARTED);
    realtime.emit(SCHEDULE_CHANGE_EVENT, { timestamps: 'soon' });
    realtime.emit(CONSOLE_REALTIME_EVENTS.dashboard, { at: 'now' });
    await realtime.flush();
    expect(schedules.slice(1)).toEqual([GAME_NOT_STARTED]);
    expect(dashboards).toEqual([]);
    expect(realtime.droppedEvents).toBe(2);
  });
});
