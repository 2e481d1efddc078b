import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePeriodAt, messages, REALTIME_EVENTS, type EventTimestamps } from '@dubloon-quest/core';
import { DEMO_CYCLE_MS } from '../src/services/event/demo-cycle.js';
import { DEMO_PASSWORD, SANDBOX_TTL_MS } from '../src/services/demo/demo-accounts.js';
import { purgeExpiredSandboxes } from '../src/services/demo/sandbox-purge.js';
import { nextEvent, registerSocket, TestServer } from './support/test-server.js';

const PLAYER = 'demo.player@example.com';
const PARTNER = 'demo.partner@example.com';
/** A cycle start (xx:00), so that the first half is the pre-game and the second the game start. */
const CYCLE_START = Math.floor(Date.parse('2026-05-01T10:00:00Z') / DEMO_CYCLE_MS) * DEMO_CYCLE_MS;

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await TestServer.start({ demo: true });
  server.clock.now = CYCLE_START + 60_000;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

describe('demo mode', () => {
  it('[S1.demo-register-blocked] refuses registration with 403 and the demo message', async () => {
    const response = await server.call('POST', '/auth/register', {
      body: {
        name: 'Ada',
        email: 'ada@example.com',
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
        education: 'Grade 9',
        country: 'Canada',
      },
    });
    expect(response).toMatchObject({ status: 403, body: { message: messages.auth.demoCannotRegister } });
  });

  it('[D0033.demo-sandbox] gives each demo login its own copy: stakes, chests and password changes do not cross', async () => {
    const first = await server.login(PLAYER, DEMO_PASSWORD);
    const second = await server.login(PLAYER, DEMO_PASSWORD);
    expect(first.body).toMatchObject({
      coins: 15,
      user: { email: PLAYER, role: 'Player', name: 'Demo Player' },
    });
    expect(
      (
        await server.call('POST', '/game/raffle/items', {
          session: first,
          body: { staked_items: [{ item_id: 1, coins: 15 }], total_coins: 0 },
        })
      ).body,
    ).toEqual({ total_coins: 0 });
    expect((await server.call('GET', '/game/player/coins/total', { session: second })).body).toEqual({
      coins: 15,
    });
    const change = {
      old_password: DEMO_PASSWORD,
      password: 'Changed-Pass-1',
      password_confirmation: 'Changed-Pass-1',
    };
    expect(
      (await server.call('PATCH', '/auth/player/password', { session: first, body: change })).status,
    ).toBe(200);
    const third = await server.login(PLAYER, DEMO_PASSWORD);
    expect(third.body.coins).toBe(15);
    expect((await server.call('GET', '/game/player/coins/history', { session: third })).body).toEqual({
      coin_details: [
        { source: 'signup', count: 3 },
        { source: 'demo bonus', count: 12 },
      ],
    });
  });

  it('the socket register of the shared email acks for the sandbox the token belongs to', async () => {
    const first = await server.login(PLAYER, DEMO_PASSWORD);
    const second = await server.login(PLAYER, DEMO_PASSWORD);
    const socketA = await server.socket({ token: first.token });
    const socketB = await server.socket({ token: second.token });
    sockets.push(socketA, socketB);
    expect(await registerSocket(socketA, PLAYER)).toBe('success');
    expect(await registerSocket(socketB, PLAYER)).toBe('success');
    for (const [question, choice] of [
      [0, 'b'],
      [1, 'a'],
      [2, 'c'],
    ] as const)
      await server.call('POST', '/game/chests/answer', {
        session: first,
        body: { chest_id: 1, question, choice },
      });
    const seen: unknown[] = [];
    socketB.on(REALTIME_EVENTS.coinChange, (event: unknown) => seen.push(event));
    const atA = nextEvent(socketA, REALTIME_EVENTS.coinChange);
    expect(
      (
        await server.call('POST', '/game/player/coins/chest', {
          session: first,
          body: { chest_id: 1, amount: 9 },
        })
      ).status,
    ).toBe(200);
    expect(await atA).toEqual({ coins: 9, balance: 24 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(seen).toEqual([]);
  });

  it('[S6.player-only-calls] the demo partner is a non-player: no coins, 403 on player calls', async () => {
    const partner = await server.login(PARTNER, DEMO_PASSWORD);
    expect(partner.body).toMatchObject({ coins: 0, user: { role: 'Partner' } });
    expect(
      (
        await server.call('POST', '/game/raffle/items', {
          session: partner,
          body: { staked_items: [], total_coins: 0 },
        })
      ).status,
    ).toBe(403);
  });

  it('[S1.demo-cycle] cycles between pre-game and game start so that every feature opens within 10 minutes', async () => {
    server.clock.now = CYCLE_START + 60_000;
    const early = await server.login(PLAYER, DEMO_PASSWORD);
    const timestamps = early.body.timestamps as EventTimestamps;
    expect(gamePeriodAt(timestamps, server.clock.now).period).toBe('preGame');
    expect(Date.parse(timestamps.review_start) - Date.parse(timestamps.pre_game!)).toBe(DEMO_CYCLE_MS);
    expect((await server.call('GET', '/game/chests', { session: early })).status).toBe(200);
    expect((await server.call('GET', '/business/info', { session: early })).status).toBe(409);
    server.clock.now = CYCLE_START + DEMO_CYCLE_MS / 2 + 60_000;
    expect(gamePeriodAt(timestamps, server.clock.now).period).toBe('gameStart');
    expect((await server.call('GET', '/business/info', { session: early })).status).toBe(200);
    expect((await server.call('GET', '/game/raffle/items', { session: early })).status).toBe(200);
    expect((await server.call('GET', '/game/chests', { session: early })).status).toBe(409);
    server.clock.now = CYCLE_START + DEMO_CYCLE_MS + 60_000;
    expect((await server.call('GET', '/game/chests', { session: early })).status).toBe(200);
    expect((await server.call('GET', '/game/results', { session: early })).status).toBe(200);
    server.clock.now = CYCLE_START + 60_000;
  });

  it('[D0033.demo-sandbox] a demo copy expires and is purged; the seeded demo accounts cannot be reset', async () => {
    const session = await server.login(PLAYER, DEMO_PASSWORD);
    server.clock.now += SANDBOX_TTL_MS + 1;
    try {
      expect((await server.call('GET', '/game/player/coins/total', { session })).status).toBe(401);
      expect(await server.repository.purgeExpiredSandboxes(new Date(server.clock.now))).toBeGreaterThan(0);
      expect((await server.call('POST', '/auth/email/reset', { body: { email: PLAYER } })).status).toBe(200);
      expect(await server.repository.mailTo(PLAYER)).toEqual([]);
      expect((await server.login(PLAYER, DEMO_PASSWORD)).body.coins).toBe(15);
    } finally {
      server.clock.now = CYCLE_START + 60_000;
    }
  });

  it('purging expired copies announces raffle_gold_silver for the items only they had staked on', async () => {
    const session = await server.login(PLAYER, DEMO_PASSWORD);
    // Item 7: no other test stakes on it; item 1 keeps the stakes of other copies, not expired yet.
    expect(
      (
        await server.call('POST', '/game/raffle/items', {
          session,
          body: { staked_items: [{ item_id: 7, coins: 2 }], total_coins: 13 },
        })
      ).status,
    ).toBe(200);
    // A signed-in socket outside the demo copies (anonymous ones hear only the public schedule).
    const watcher = await server.socket({ token: (await server.newAccount('Organizer')).token });
    sockets.push(watcher);
    const announced = nextEvent<unknown>(watcher, REALTIME_EVENTS.raffleSilver);
    server.clock.now += SANDBOX_TTL_MS + 1;
    try {
      await purgeExpiredSandboxes(server.app.game);
      expect(await announced).toEqual([{ item_id: '7', silver: true }]);
      // The listing agrees (this process's stake refreshed its cached totals; none were read since).
      const fresh = await server.login(PLAYER, DEMO_PASSWORD);
      const items = (
        await server.call<{ item_id: string; silver: boolean }[]>('GET', '/game/raffle/items', {
          session: fresh,
        })
      ).body;
      expect(items.find((item) => item.item_id === '7')).toMatchObject({ silver: true });
    } finally {
      server.clock.now = CYCLE_START + 60_000;
    }
  });
});
