import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  RAFFLE_TOTALS_EVENT,
  SCHEDULE_CHANGE_EVENT,
  SESSION_ENDED_EVENT,
  type SessionEndedEvent,
} from '@dubloon-quest/core';
import { ANONYMOUS_SOCKETS_REFUSED } from '../src/realtime/socket-server.js';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import {
  collect,
  EVENT_TIMES,
  registerSocket,
  TestServer,
  uniqueEmail,
  type Session,
} from './support/test-server.js';

// What the attack found: after a password change, a reset, an e-mail change or a kick the session's HTTP
// calls got 401 but its socket stayed open and kept receiving coin_change.
let server: TestServer;
let organizer: ConsoleSession;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await TestServer.start({ anonymousSocketsPerAddress: 3 });
  organizer = await consoleAccount(server, 'Organizer');
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
  server.clock.now = EVENT_TIMES.preGame;
});
afterAll(() => server.close());

const NEW_PASSWORD = 'Brand-New-Pass-1';

/** A registered socket of a session, with what it will hear when its session ends. */
async function socketOf(session: Session) {
  const socket = await server.socket({ token: session.token });
  sockets.push(socket);
  expect(await registerSocket(socket, session.email)).toBe('success');
  const ended = new Promise<{ event: SessionEndedEvent | null; reason: string; at: number }>(
    (resolve, reject) => {
      let event: SessionEndedEvent | null = null;
      socket.on(SESSION_ENDED_EVENT, (payload: SessionEndedEvent) => {
        event = payload;
      });
      socket.once('disconnect', (reason) => resolve({ event, reason, at: Date.now() }));
      setTimeout(() => reject(new Error('the socket was still open after 5 s')), 5_000).unref();
    },
  );
  return { socket, ended };
}

async function userIdOf(email: string): Promise<number> {
  return (await server.repository.findUserByEmail(email))!.id;
}

describe('a session ends, its sockets end: session_ended with the reason, then the disconnection', () => {
  it('[S4.logout][D0082.session-ended] logout', async () => {
    const player = await server.newPlayer();
    const { ended } = await socketOf(player);
    expect((await server.call('POST', '/auth/logout', { session: player, body: {} })).status).toBe(200);
    expect(await ended).toMatchObject({ event: { reason: 'logged_out' }, reason: 'io server disconnect' });
  });

  it('[D0082.session-ended] a password change ends every other session and its sockets, and keeps its own', async () => {
    const player = await server.newPlayer();
    const other = await server.login(player.email);
    const mine = await socketOf(player);
    const theirs = await socketOf(other);
    const stillOpen = collect(mine.socket, SESSION_ENDED_EVENT);
    const changed = await server.call('PATCH', '/auth/player/password', {
      session: player,
      body: { old_password: player.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await theirs.ended).toMatchObject({
      event: { reason: 'password_changed' },
      reason: 'io server disconnect',
    });
    // The session that changed it goes on, socket included.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(stillOpen).toEqual([]);
    expect(mine.socket.connected).toBe(true);
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).status).toBe(200);
    expect((await server.call('GET', '/game/player/coins/total', { session: other })).status).toBe(401);
  });

  it('a password reset ends every session and socket', async () => {
    const player = await server.newPlayer();
    const { ended } = await socketOf(player);
    expect((await server.call('POST', '/auth/email/reset', { body: { email: player.email } })).status).toBe(
      200,
    );
    const token = await server.mailedToken(player.email);
    expect(
      (
        await server.call('PATCH', '/auth/password', {
          body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect(await ended).toMatchObject({ event: { reason: 'password_reset' } });
  });

  it('an e-mail change ends every session and socket', async () => {
    const player = await server.newPlayer();
    const { ended } = await socketOf(player);
    expect(
      (
        await server.call('PATCH', '/auth/player/profile', {
          session: player,
          body: { email: uniqueEmail() },
        })
      ).status,
    ).toBe(200);
    expect(await ended).toMatchObject({ event: { reason: 'email_changed' } });
  });

  it('[C.players.kick][D0082.session-ended] a kick', async () => {
    const player = await server.newPlayer();
    const { ended } = await socketOf(player);
    expect(
      (
        await callConsole(server, 'consoleKickPlayer', organizer, {
          params: { user_id: await userIdOf(player.email) },
          body: { reason: 'spam' },
        })
      ).status,
    ).toBe(200);
    expect(await ended).toMatchObject({ event: { reason: 'kicked' } });
  });

  it('[C.players.ban][D0082.session-ended] a ban names its end and its reason', async () => {
    const player = await server.newPlayer();
    const { ended } = await socketOf(player);
    const until = new Date(server.clock.now + 24 * 3_600_000).toISOString();
    expect(
      (
        await callConsole(server, 'consoleBanPlayer', organizer, {
          params: { user_id: await userIdOf(player.email) },
          body: { until, reason: 'cheating' },
        })
      ).status,
    ).toBe(200);
    expect(await ended).toMatchObject({
      event: { reason: 'banned', banned_until: until, ban_reason: 'cheating' },
    });
  });

  it('a session revoked where no request could reach the socket (another process, Redis down) ends within a second', async () => {
    const player = await server.newPlayer();
    const { ended } = await socketOf(player);
    // What a process whose Redis is down does: the row changes, nothing is announced to this process.
    const revokedAt = Date.now();
    await server.repository.revokeUserSessions(await userIdOf(player.email), new Date(server.clock.now));
    const { event, at } = await ended;
    expect(event).toEqual({ reason: 'logged_out' });
    // The sweep runs every second; the bound leaves room for a loaded machine.
    expect(at - revokedAt).toBeLessThan(2_500);
  });

  it('names a password change on the sockets that read it from the database before any announcement (another process)', async () => {
    const player = await server.newPlayer();
    const { ended } = await socketOf(player);
    await server.repository.revokeUserSessions(await userIdOf(player.email), new Date(server.clock.now), null, 'password_changed');
    expect((await ended).event).toEqual({ reason: 'password_changed' });
  });

  it('an expiry, which no request announces', async () => {
    const player = await server.newPlayer();
    const { ended } = await socketOf(player);
    server.clock.now += 13 * 3_600_000;
    expect(await ended).toMatchObject({ event: { reason: 'expired' } });
  });

  it('a socket re-checks its session when it reconnects: an ended session opens no player socket', async () => {
    const player = await server.newPlayer();
    const { ended } = await socketOf(player);
    expect((await server.call('POST', '/auth/logout', { session: player, body: {} })).status).toBe(200);
    await ended;
    const again = await server.socket({ token: player.token });
    sockets.push(again);
    expect(await registerSocket(again, player.email)).toBe('failure');
  });
});

describe('anonymous sockets', () => {
  it('hear nothing but the public schedule', async () => {
    const anonymous = await server.socket();
    sockets.push(anonymous);
    const heard: string[] = [];
    anonymous.onAny((event: string) => heard.push(event));
    const player = await server.newPlayer();
    const signedIn = await server.socket({ token: player.token });
    sockets.push(signedIn);
    const totals = collect(signedIn, RAFFLE_TOTALS_EVENT);
    expect(
      (
        await server.call('POST', '/game/raffle/items', {
          session: player,
          body: { staked_items: [{ item_id: 2, coins: 1 }], total_coins: 2 },
        })
      ).status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(heard.filter((event) => event !== SCHEDULE_CHANGE_EVENT)).toEqual([]);
    // A signed-in socket heard the stake's totals.
    expect(totals.length).toBeGreaterThan(0);
  });

  it('are capped per client address; signed-in sockets are not', async () => {
    const open: Socket[] = [];
    for (let index = 0; index < 3; index += 1) open.push(await server.socket());
    sockets.push(...open);
    await expect(server.socket()).rejects.toThrow(ANONYMOUS_SOCKETS_REFUSED);
    const player = await server.newPlayer();
    const signedIn = await server.socket({ token: player.token });
    sockets.push(signedIn);
    expect(await registerSocket(signedIn, player.email)).toBe('success');
    // A closed one frees its place.
    open[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    sockets.push(await server.socket());
  });
});
