import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTimeNamed, messages } from '@dubloon-quest/core';
import {
  consoleMessages,
  type ConsoleAuditResponse,
  type ConsolePlayerDetail,
  type ConsolePlayersResponse,
} from '@dubloon-quest/core/console';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { nextEvent, registerSocket, TestServer } from './support/test-server.js';

let server: TestServer;
let organizer: ConsoleSession;
beforeAll(async () => {
  server = await TestServer.start();
  organizer = await consoleAccount(server, 'Organizer');
});
afterAll(() => server.close());

const userIdOf = async (email: string) => (await server.repository.findUserByEmail(email))!.id;

/** Resolves when the socket disconnects, with the milliseconds it took, or rejects after `ms`. */
function disconnection(socket: Awaited<ReturnType<TestServer['socket']>>, ms = 1_000): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

describe('players: list and record', () => {
  it('[C.players.search] searches by name or e-mail and filters by verification, school, country and meetup', async () => {
    const ada = await server.newPlayer({
      name: 'Ada Lovelace',
      school: 'Analytical Academy',
      country: 'United Kingdom',
      region: null,
      city: null,
    });
    await server.call('PATCH', '/game/meetup', { session: ada, body: { attend_meeting: true } });
    const list = async (query: Record<string, string>) =>
      (await callConsole<ConsolePlayersResponse>(server, 'consoleListPlayers', organizer, { query })).body;
    expect((await list({ search: 'lovelace' })).players.map((player) => player.email)).toEqual([ada.email]);
    expect(
      (await list({ search: ada.email.slice(0, 12).toUpperCase() })).players.map((player) => player.email),
    ).toContain(ada.email);
    expect(
      (await list({ school: 'analytical', country: 'united kingdom', verified: 'yes' })).players.map(
        (player) => player.email,
      ),
    ).toEqual([ada.email]);
    expect((await list({ meetup: 'no', search: 'lovelace' })).players).toEqual([]);
    const page = await list({ page_size: '1', page: '1' });
    expect(page.players).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(
      (await callConsole(server, 'consoleListPlayers', organizer, { query: { page: '0' } })).status,
    ).toBe(400);
  });

  it("[C.players.record] shows a player's ledger, stakes and sessions", async () => {
    const player = await server.newPlayer();
    const id = await userIdOf(player.email);
    const detail = (
      await callConsole<ConsolePlayerDetail>(server, 'consoleGetPlayer', organizer, {
        params: { user_id: id },
      })
    ).body;
    expect(detail.player).toMatchObject({ email: player.email, coins: 3, verified: true });
    expect(detail.ledger).toEqual([expect.objectContaining({ source: 'signup', count: 3, note: null })]);
    expect(detail.active_sessions).toBe(1);
    expect(
      (await callConsole(server, 'consoleGetPlayer', organizer, { params: { user_id: 999_999 } })).status,
    ).toBe(404);
  });
});

describe('kick and ban', () => {
  it('[C.players.kick] kick ends every session and socket of the player within a second', async () => {
    const player = await server.newPlayer();
    const second = await server.login(player.email);
    const socket = await server.socket({ token: player.token });
    expect(await registerSocket(socket, player.email)).toBe('success');
    const closed = disconnection(socket);
    const kicked = await callConsole(server, 'consoleKickPlayer', organizer, {
      params: { user_id: await userIdOf(player.email) },
      body: { reason: 'spam' },
    });
    expect(kicked).toMatchObject({ status: 200, body: { sessions_ended: 2 } });
    expect(await closed).toBeLessThan(1_000);
    for (const session of [player, second])
      expect((await server.call('GET', '/game/player/coins/total', { session })).status).toBe(401);
    // A kicked player may log in again.
    expect((await server.login(player.email)).token).toBeTruthy();
  });

  it('[C.players.ban] ban ends the session and socket within a second, and refuses the login, every call and every socket until it ends', async () => {
    const player = await server.newPlayer();
    const id = await userIdOf(player.email);
    const socket = await server.socket({ token: player.token });
    expect(await registerSocket(socket, player.email)).toBe('success');
    const closed = disconnection(socket);
    const until = new Date(server.clock.now + 24 * 3_600_000).toISOString();
    const banned = await callConsole(server, 'consoleBanPlayer', organizer, {
      params: { user_id: id },
      body: { until, reason: 'cheating' },
    });
    expect(banned).toMatchObject({ status: 200, body: { player: { banned_until: until } } });
    expect(await closed).toBeLessThan(1_000);
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).status).toBe(401);
    const login = await server.call('POST', '/auth/login', {
      body: { email: player.email, password: player.password },
    });
    // The ban's end in UTC words for clients that show the message as sent, and as data (with the organizer's
    // reason) for ours, which write it in the player's own date and time.
    expect(login).toMatchObject({
      status: 403,
      body: {
        message: messages.session.suspended(formatDateTimeNamed(until, 'UTC'), 'cheating'),
        banned_until: until,
        ban_reason: 'cheating',
      },
    });
    expect(login.body).not.toHaveProperty('message', expect.stringContaining(until));
    const again = await server.socket({ token: player.token });
    expect(await registerSocket(again, player.email)).toBe('failure');
    again.close();

    server.clock.now += 25 * 3_600_000;
    expect((await server.login(player.email)).token).toBeTruthy();
    server.clock.now -= 25 * 3_600_000;
  });

  it('[C.players.ban] lifts a ban with until null, refuses a ban in the past or without a reason, and never acts on the caller', async () => {
    const player = await server.newPlayer();
    const id = await userIdOf(player.email);
    const future = new Date(server.clock.now + 3_600_000).toISOString();
    expect(
      (
        await callConsole(server, 'consoleBanPlayer', organizer, {
          params: { user_id: id },
          body: { until: future, reason: 'rude' },
        })
      ).status,
    ).toBe(200);
    expect(
      await callConsole(server, 'consoleBanPlayer', organizer, {
        params: { user_id: id },
        body: { until: null, reason: 'apologized' },
      }),
    ).toMatchObject({ status: 200, body: { message: consoleMessages.players.banLifted } });
    expect((await server.login(player.email)).token).toBeTruthy();
    const past = new Date(server.clock.now - 1).toISOString();
    expect(
      await callConsole(server, 'consoleBanPlayer', organizer, {
        params: { user_id: id },
        body: { until: past, reason: 'x' },
      }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          until: [consoleMessages.players.banInPast],
          reason: [consoleMessages.players.reasonLength],
        },
      },
    });
    expect(
      (
        await callConsole(server, 'consoleKickPlayer', organizer, {
          params: { user_id: organizer.userId },
          body: {},
        })
      ).status,
    ).toBe(422);
  });
});

describe('coin adjustments', () => {
  it('[C.players.coins] adds and takes coins as ledger rows with a reason, announces them, and never goes below the unstaked balance', async () => {
    const player = await server.newPlayer();
    const id = await userIdOf(player.email);
    const socket = await server.socket({ token: player.token });
    const synced = nextEvent(socket, 'coin_change');
    await registerSocket(socket, player.email);
    await synced;
    const announced = nextEvent<{ coins: number; balance: number }>(socket, 'coin_change');
    const added = await callConsole(server, 'consoleAdjustCoins', organizer, {
      params: { user_id: id },
      body: { delta: 5, reason: 'Won the quiz night' },
    });
    expect(added).toMatchObject({
      status: 200,
      body: { balance: 8, entry: { source: 'adjustment', count: 5, note: 'Won the quiz night' } },
    });
    expect(await announced).toEqual({ coins: 5, balance: 8 });
    const tooMuch = await callConsole(server, 'consoleAdjustCoins', organizer, {
      params: { user_id: id },
      body: { delta: -9, reason: 'Refund' },
    });
    expect(tooMuch).toMatchObject({
      status: 422,
      body: { errors: { delta: [consoleMessages.players.belowZero(8)] } },
    });
    expect(
      (
        await callConsole(server, 'consoleAdjustCoins', organizer, {
          params: { user_id: id },
          body: { delta: -8, reason: 'Refund' },
        })
      ).body,
    ).toMatchObject({ balance: 0 });
    expect(await server.repository.ledgerConsistent(id)).toBe(true);
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).body).toEqual({
      coins: 0,
    });
    expect((await server.call('GET', '/game/player/coins/history', { session: player })).body).toEqual({
      coin_details: [
        { source: 'signup', count: 3 },
        { source: 'adjustments', count: -3 },
      ],
    });
    socket.close();
  });
});

describe('audit', () => {
  it('[C.audit] records every action with who, when, what and before/after, newest first, filtered and exported', async () => {
    const player = await server.newPlayer();
    const id = await userIdOf(player.email);
    await callConsole(server, 'consoleAdjustCoins', organizer, {
      params: { user_id: id },
      body: { delta: 2, reason: 'Bonus' },
    });
    const audit = (
      await callConsole<ConsoleAuditResponse>(server, 'consoleListAudit', organizer, {
        query: { target: `user:${id}` },
      })
    ).body;
    expect(audit.entries[0]).toMatchObject({
      action: 'players.coins',
      target: `user:${id}`,
      actor: { user_id: organizer.userId, email: organizer.email, role: 'Organizer' },
      before: { balance: 3 },
      after: { balance: 5, delta: 2, reason: 'Bonus' },
    });
    const page = (
      await callConsole<ConsoleAuditResponse>(server, 'consoleListAudit', organizer, {
        query: { limit: '1', action: 'players.' },
      })
    ).body;
    expect(page.entries).toHaveLength(1);
    expect(page.next_before_id).not.toBeNull();
    const csv = await callConsole<string>(server, 'consoleExportAudit', organizer);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe(
      'id,at,actor_id,actor_email,actor_role,action,target,before,after',
    );
    expect(csv.text).toContain(`players.coins,user:${id}`);
    await expect(server.repository.db.query('DELETE FROM console_audit')).rejects.toThrow(/append-only/);
  });
});
