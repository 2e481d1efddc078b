import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '@dubloon-quest/core';
import {
  collect,
  EVENT_TIMES,
  nextEvent,
  registerSocket,
  TestServer,
  type Session,
  GENEROUS_LIMITS,
} from './support/test-server.js';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await TestServer.start();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  server.clock.now = EVENT_TIMES.preGame;
});
afterAll(() => server.close());

const DOC_LINK = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit';
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** A player with a registered socket. */
async function connected(session?: Session) {
  const player = session ?? (await server.newPlayer());
  const socket = await server.socket({ token: player.token });
  sockets.push(socket);
  const firstCoins = nextEvent<{ coins: number; balance: number }>(socket, REALTIME_EVENTS.coinChange);
  expect(await registerSocket(socket, player.email.toUpperCase())).toBe('success');
  return { player, socket, firstCoins: await firstCoins };
}

async function payChest(session: Session, chestId: number, letters: string[]) {
  for (const [question, choice] of letters.entries())
    await server.call('POST', '/game/chests/answer', {
      session,
      body: { chest_id: chestId, question, choice },
    });
  const coins = letters.length === 3 ? 9 : 0;
  return server.call('POST', '/game/player/coins/chest', {
    session,
    body: { chest_id: chestId, amount: coins },
  });
}

describe('register', () => {
  it('[S7.socket.register][S4.realtime.connect] acknowledges "success" for the user own email and sends the authoritative coins', async () => {
    const { firstCoins } = await connected();
    expect(firstCoins).toEqual({ coins: 0, balance: 3 });
  });

  it('[S7.socket.register] refuses another player email, a missing token, a tampered token, and anything but a text', async () => {
    const victim = await server.newPlayer();
    const attacker = await server.newPlayer();
    const socket = await server.socket({ token: attacker.token });
    sockets.push(socket);
    expect(await registerSocket(socket, victim.email)).toBe('failure');
    expect(await registerSocket(socket, { email: attacker.email })).toBe('failure');
    const anonymous = await server.socket();
    sockets.push(anonymous);
    expect(await registerSocket(anonymous, victim.email)).toBe('failure');
    const tampered = await server.socket({ token: `${victim.token}x` });
    sockets.push(tampered);
    expect(await registerSocket(tampered, victim.email)).toBe('failure');
  });

  it('accepts the session cookie set at login instead of a handshake token', async () => {
    const player = await server.newPlayer();
    const socket = await server.socket({ headers: { cookie: `dq_session=${player.token}` } });
    sockets.push(socket);
    expect(await registerSocket(socket, player.email)).toBe('success');
  });
});

describe('events reach the right clients only', () => {
  it('[S7.coin-change][S4.coins] coin_change goes to the paid player only, with the delta and the balance', async () => {
    const a = await connected();
    const b = await connected();
    const seenByB = collect(b.socket, REALTIME_EVENTS.coinChange);
    const seenByA = nextEvent(a.socket, REALTIME_EVENTS.coinChange);
    expect((await payChest(a.player, 1, ['b', 'a', 'c'])).status).toBe(200);
    expect(await seenByA).toEqual({ coins: 9, balance: 12 });
    await settle();
    expect(seenByB).toEqual([]);
  });

  it('[S7.raffle-gold-silver] a player own stake sends no coin_change; raffle_gold_silver reaches every signed-in socket, never an anonymous one', async () => {
    const a = await connected();
    const b = await connected();
    const coinsAtA = collect(a.socket, REALTIME_EVENTS.coinChange);
    const silverAtA = nextEvent(a.socket, REALTIME_EVENTS.raffleSilver);
    const silverAtB = nextEvent(b.socket, REALTIME_EVENTS.raffleSilver);
    const anonymous = await server.socket();
    sockets.push(anonymous);
    const silverAtAnonymous = collect(anonymous, REALTIME_EVENTS.raffleSilver);
    const item = 7;
    const before = (await server.repository.stakeTotals()).get(item) ?? 0;
    expect(before).toBe(0);
    expect(
      (
        await server.call('POST', '/game/raffle/items', {
          session: a.player,
          body: { staked_items: [{ item_id: item, coins: 1 }], total_coins: 2 },
        })
      ).status,
    ).toBe(200);
    expect(await silverAtA).toEqual([{ item_id: String(item), silver: false }]);
    expect(await silverAtB).toEqual([{ item_id: String(item), silver: false }]);
    await settle();
    expect(coinsAtA).toEqual([]);
    expect(silverAtAnonymous).toEqual([]);
  });

  it('[S7.challenge-count] business_challenge_submitted reaches everyone with the new count', async () => {
    server.clock.now = EVENT_TIMES.gameStart;
    const a = await connected();
    const b = await connected();
    const atB = nextEvent(b.socket, REALTIME_EVENTS.challengeSubmitted);
    const response = await server.call<{ challenge_question: { answers_count: number } }>(
      'POST',
      '/game/challenges',
      { session: a.player, body: { challenge_id: 3, submission_link: DOC_LINK } },
    );
    expect(await atB).toEqual({
      challenge_id: '3',
      answers_count: response.body.challenge_question.answers_count,
    });
  });

  it('[D0032.referral-reward] a referral reward reaches the inviter socket', async () => {
    const inviter = await connected();
    const code = new URL(
      (inviter.player as Session & { body: { user: { referral_link: string } } }).body.user.referral_link,
    ).searchParams.get('referral');
    const reward = nextEvent(inviter.socket, REALTIME_EVENTS.coinChange);
    await server.newPlayer({ referral_code: code });
    expect(await reward).toEqual({ coins: 5, balance: 8 });
  });
});

describe('sessions and abuse', () => {
  it("logout disconnects the session sockets, keeps the account's other sessions, and the token registers no more", async () => {
    const { player, socket } = await connected();
    const other = await connected(await server.login(player.email));
    const disconnected = nextEvent(socket, 'disconnect');
    expect((await server.call('POST', '/auth/logout', { session: player, body: {} })).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    await settle();
    expect(other.socket.connected).toBe(true);
    const again = await server.socket({ token: player.token });
    sockets.push(again);
    expect(await registerSocket(again, player.email)).toBe('failure');
  });

  it('an expired session socket is disconnected at its next event', async () => {
    const { socket, player } = await connected();
    server.clock.now += 13 * 60 * 60 * 1000;
    const disconnected = nextEvent(socket, 'disconnect');
    socket.emit(REALTIME_EVENTS.register, player.email, () => undefined);
    expect(await disconnected).toBe('io server disconnect');
  });

  it('refuses a browser Origin that is neither this host nor allowed', async () => {
    await expect(server.socket({ headers: { origin: 'https://evil.example' } })).rejects.toThrow();
    const same = await server.socket({ headers: { origin: server.baseUrl } });
    sockets.push(same);
    expect(same.connected).toBe(true);
  });

  it('disconnects a socket that floods events or sends an oversized message', async () => {
    const limited = await TestServer.start({
      rateLimits: {
        ...GENEROUS_LIMITS,
        login: { max: 100, windowMs: 60_000 },
        mail: { max: 100, windowMs: 60_000 },
        chestAnswer: { max: 100, windowMs: 60_000 },
        socketEvents: { max: 5, windowMs: 10_000 },
      },
      socketMaxBytes: 1024,
    });
    try {
      const player = await limited.newPlayer();
      const flooder = await limited.socket({ token: player.token });
      const gone = nextEvent(flooder, 'disconnect');
      for (let index = 0; index < 10; index += 1)
        flooder.emit(REALTIME_EVENTS.register, player.email, () => undefined);
      expect(await gone).toBe('io server disconnect');
      const big = await limited.socket({ token: player.token });
      const closed = nextEvent(big, 'disconnect');
      big.emit(REALTIME_EVENTS.register, 'x'.repeat(5000), () => undefined);
      expect(await closed).toMatch(/transport close|io server disconnect/);
    } finally {
      await limited.close();
    }
  });
});
