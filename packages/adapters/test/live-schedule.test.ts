import {
  createGameLogic,
  currentPeriod,
  footerCountdown,
  GAME_NOT_STARTED,
  isLoggedIn,
  parsePersistedClientState,
  realtimeStatus,
  type EventTimestamps,
  type GameLogic,
  type PersistedClientState,
} from '@dubloon-quest/core';
import { KeyValuePersistedStateStore, MemoryStorage } from '@dubloon-quest/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpGameApi } from '../src/http/http-game-api.js';
import { SocketRealtime } from '../src/realtime/socket-realtime.js';
import { eventually } from './support/local-socket-server.js';
import { DEMO_PLAYER, startRealServer, type RealServer } from './support/real-server.js';

const HOUR = 3_600_000;

/** Timestamps that put `nowMs` in the review, one hour in. */
function reviewAt(nowMs: number): EventTimestamps {
  const at = (hours: number) => new Date(nowMs + hours * HOUR).toISOString();
  return { pre_game: at(-3), game_start: at(-2), review_start: at(-1), review_end: at(2), game_end: at(3) };
}

let server: RealServer;
let logic: GameLogic | null = null;
let realtime: SocketRealtime | null = null;
beforeAll(async () => {
  server = await startRealServer();
}, 60_000);
afterAll(async () => {
  logic?.stop();
  // Stopping the actors leaves the socket to its owner.
  realtime?.disconnect();
  await server.close();
});

describe("the game client on the real server: the organizers' schedule change", () => {
  it('[D0026.live-schedule][S4.period] moves a logged-in player to the new period within a second, without a reload or a logout', async () => {
    await server.enterPeriod('preGame');
    const organizer = await server.organizer();
    const api = createHttpGameApi({ baseUrl: server.url, tokens: () => logic?.tokens() ?? null });
    realtime = new SocketRealtime({ url: server.url });
    logic = await createGameLogic({
      api,
      realtime,
      storage: new KeyValuePersistedStateStore<PersistedClientState>(new MemoryStorage(), { parse: parsePersistedClientState }),
      // The client's clock is the server's, which the test holds still.
      clock: { now: () => server.now() },
      random: Math.random,
    });
    const game = logic;
    game.session.send({ type: 'session.login', email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
    await eventually(() => realtimeStatus(game.realtime.getSnapshot()) === 'live', 5000);
    expect(currentPeriod(game.period.getSnapshot())).toBe('preGame');

    const timestamps = reviewAt(server.now());
    const changedAt = Date.now();
    await organizer.console.call('consoleUpdateSchedule', { body: { timestamps } });
    await eventually(() => currentPeriod(game.period.getSnapshot()) === 'reviewStart', 1000);
    expect(Date.now() - changedAt).toBeLessThan(1000);
    expect(footerCountdown(game.period.getSnapshot())).toBe('02:00:00');
    expect(isLoggedIn(game.session.getSnapshot())).toBe(true);

    // Unscheduled: "The game has not started yet", still logged in.
    await organizer.console.call('consoleUpdateSchedule', { body: { timestamps: null } });
    await eventually(() => game.period.getSnapshot().context.timestamps === GAME_NOT_STARTED, 1000);
    expect(currentPeriod(game.period.getSnapshot())).toBeNull();
    expect(isLoggedIn(game.session.getSnapshot())).toBe(true);
  });
});
