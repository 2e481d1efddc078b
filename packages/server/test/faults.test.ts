import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CoinChangeEvent,
  type RaffleSilverEvent,
  REALTIME_EVENTS,
  serverMessages,
} from '@dubloon-quest/core';
import { loadConfig } from '../src/config/config.js';
import { buildServer } from '../src/server.js';
import {
  clusterSettings,
  createClusterDatabase,
  missingServices,
  registerPlayer,
  solveChest,
  REDIS_URL,
  type ClusterDatabase,
  type ClusterSettings,
} from './support/cluster.js';
import { TcpProxy } from './support/tcp-proxy.js';
import {
  callApi,
  connectSocketTo,
  loginAt,
  nextEvent,
  registerSocket,
  type Session,
} from './support/test-server.js';

// Node X reaches PostgreSQL and Redis through proxies the tests cut; node Y reaches Redis directly. Both are
// the real server built from production settings (DATABASE_URL, REDIS_URL) in this process.
const skipped = await missingServices();
if (skipped) console.warn(`fault tests skipped: ${skipped}`);

interface RunningNode {
  app: FastifyInstance;
  baseUrl: string;
  log: string[];
}

let database: ClusterDatabase;
let databaseProxy: TcpProxy;
let redisProxy: TcpProxy;
let nodeX: RunningNode;
let nodeY: RunningNode;
const sockets: Socket[] = [];

async function startNode(
  settings: ClusterSettings,
  databaseUrl: string,
  redisUrl: string,
): Promise<RunningNode> {
  const config = loadConfig({
    PORT: '0',
    DEMO: 'off',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '6',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: settings.redisPrefix,
    TOKEN_SECRET: settings.tokenSecret,
    EVENT_FILE: settings.eventFile,
    WEB_DIST: '/nonexistent-web-dist',
    LOG_LEVEL: 'info',
  });
  const log: string[] = [];
  const app = await buildServer(config, { logStream: { write: (line) => void log.push(line) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, log };
}

function through(proxy: TcpProxy, url: string): string {
  const parsed = new URL(url);
  parsed.host = proxy.address;
  return parsed.toString();
}

beforeAll(async () => {
  if (skipped) return;
  database = await createClusterDatabase();
  databaseProxy = await TcpProxy.start([{ host: database.host, port: database.port }]);
  const redis = new URL(REDIS_URL);
  redisProxy = await TcpProxy.start([{ host: redis.hostname, port: Number(redis.port || 6379) }]);
  const settings = clusterSettings(database.url);
  nodeX = await startNode(settings, through(databaseProxy, database.url), through(redisProxy, REDIS_URL));
  nodeY = await startNode(settings, database.url, REDIS_URL);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await nodeX?.app.close();
  await nodeY?.app.close();
  await databaseProxy?.close();
  await redisProxy?.close();
  await database?.dispose();
});

/** Polls until `check` holds, or fails after `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function registeredSocket(baseUrl: string, player: Session): Promise<Socket> {
  const socket = await connectSocketTo(baseUrl, { token: player.token });
  sockets.push(socket);
  const first = nextEvent<CoinChangeEvent>(socket, REALTIME_EVENTS.coinChange, 5_000);
  expect(await registerSocket(socket, player.email)).toBe('success');
  await first;
  return socket;
}

async function payChest(baseUrl: string, player: Session, chestId: number) {
  await solveChest(baseUrl, player, chestId);
  return callApi(baseUrl, 'POST', '/game/player/coins/chest', {
    session: player,
    body: { chest_id: chestId, amount: 9 },
  });
}

describe.skipIf(skipped !== null)('PostgreSQL unreachable', () => {
  it('health and calls answer 503 with the JSON error body, nothing is half-written, and the node serves again by itself', async () => {
    const players = await Promise.all(
      Array.from({ length: 4 }, () => registerPlayer(nodeX.baseUrl, database.repository)),
    );
    for (const player of players) await solveChest(nodeX.baseUrl, player, 1);

    // Writes in flight when the database goes away: chest payouts and stakes of every player at once, cut as
    // soon as the first one commits, so that others are mid-transaction.
    let firstCommitted: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => (firstCommitted = resolve));
    const write = (path: string, player: Session, body: unknown) =>
      callApi(nodeX.baseUrl, 'POST', path, { session: player, body }).then((response) => {
        if (response.status === 200) firstCommitted();
        return response;
      });
    const inFlight = players.flatMap((player) => [
      write('/game/player/coins/chest', player, { chest_id: 1, amount: 9 }),
      ...Array.from({ length: 5 }, (_, index) =>
        write('/game/raffle/items', player, {
          staked_items: [{ item_id: index + 1, coins: 2 }],
          total_coins: 1,
        }),
      ),
    ]);
    const all = Promise.all(inFlight);
    try {
      await Promise.race([committed, all]);
      await databaseProxy.cut();
      const statuses = (await all).map((response) => response.status);
      expect(statuses.filter((status) => ![200, 422, 429, 503].includes(status))).toEqual([]);
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);

      const health = await callApi(nodeX.baseUrl, 'GET', '/health');
      expect(health).toMatchObject({
        status: 503,
        body: { status: 'unavailable', database: false, redis: true },
      });
      const unavailable = { status: 503, body: { message: serverMessages.databaseUnavailable } };
      expect(
        await callApi(nodeX.baseUrl, 'GET', '/game/player/coins/total', { session: players[0]! }),
      ).toMatchObject(unavailable);
      expect(
        await callApi(nodeX.baseUrl, 'GET', '/game/raffle/items', { session: players[0]! }),
      ).toMatchObject(unavailable);
      expect(
        await callApi(nodeX.baseUrl, 'POST', '/game/raffle/items', {
          session: players[1]!,
          body: { staked_items: [{ item_id: 1, coins: 1 }], total_coins: 2 },
        }),
      ).toMatchObject(unavailable);
      expect(
        await callApi(nodeX.baseUrl, 'POST', '/auth/login', {
          body: { email: players[2]!.email, password: players[2]!.password },
        }),
      ).toMatchObject(unavailable);
      expect(nodeX.log.some((line) => line.includes('database unavailable'))).toBe(true);
    } finally {
      await all.catch(() => undefined);
      await databaseProxy.restore();
    }

    // Every player's ledger is whole: each write committed entirely or not at all.
    for (const player of players) {
      const user = (await database.repository.findUserByEmail(player.email))!;
      expect(await database.repository.ledgerConsistent(user.id)).toBe(true);
      const [paid] = await database.query<{ submissions: string; payouts: string }>(
        `SELECT (SELECT count(*) FROM chest_submissions WHERE user_id = $1) AS submissions,
                (SELECT count(*) FROM coin_transactions WHERE user_id = $1 AND source = 'chest') AS payouts`,
        [user.id],
      );
      expect(paid!.submissions).toBe(paid!.payouts);
    }

    // Back by itself: no restart, no manual step.
    await eventually(
      async () => (await callApi(nodeX.baseUrl, 'GET', '/health')).status === 200,
      10_000,
      'health answers 200 again',
    );
    expect(
      (await callApi(nodeX.baseUrl, 'GET', '/game/player/coins/total', { session: players[0]! })).status,
    ).toBe(200);
    expect((await loginAt(nodeX.baseUrl, players[3]!.email)).token).toBeTruthy();
  }, 30_000);
});

describe.skipIf(skipped !== null)('Redis unreachable', () => {
  it('the node keeps serving its own sockets, says so in its log and health, and rejoins by itself', async () => {
    const player = await registerPlayer(nodeX.baseUrl, database.repository);
    const socketOnX = await registeredSocket(nodeX.baseUrl, player);

    // Linked: a chest paid through Y reaches the socket on X.
    let change = nextEvent<CoinChangeEvent>(socketOnX, REALTIME_EVENTS.coinChange, 5_000);
    expect((await payChest(nodeY.baseUrl, player, 1)).status).toBe(200);
    expect(await change).toEqual({ coins: 9, balance: 12 });

    expect(nodeX.log.some((line) => line.includes('Redis is unreachable'))).toBe(false);
    expect(await callApi(nodeX.baseUrl, 'GET', '/health')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: true, redis: true },
    });
    await redisProxy.cut();
    try {
      await eventually(
        async () => (await callApi(nodeX.baseUrl, 'GET', '/health')).body?.['redis' as never] === false,
        5_000,
        'health reports Redis down',
      );
      expect(await callApi(nodeX.baseUrl, 'GET', '/health')).toMatchObject({
        status: 200,
        body: { status: 'degraded', database: true, redis: false },
      });
      expect(nodeX.log.some((line) => line.includes('Redis is unreachable'))).toBe(true);

      // Its own sockets: a chest paid through X, a stake through X, and a new socket all still work.
      change = nextEvent<CoinChangeEvent>(socketOnX, REALTIME_EVENTS.coinChange, 5_000);
      expect((await payChest(nodeX.baseUrl, player, 2)).status).toBe(200);
      expect(await change).toEqual({ coins: 9, balance: 21 });
      // A signed-in socket (anonymous ones hear only the public schedule).
      const staker = await registerPlayer(nodeX.baseUrl, database.repository);
      const watcher = await connectSocketTo(nodeX.baseUrl, { token: player.token });
      sockets.push(watcher);
      const silver = nextEvent<RaffleSilverEvent>(watcher, REALTIME_EVENTS.raffleSilver, 5_000);
      expect(
        (
          await callApi(nodeX.baseUrl, 'POST', '/game/raffle/items', {
            session: staker,
            body: { staked_items: [{ item_id: 9, coins: 1 }], total_coins: 2 },
          })
        ).status,
      ).toBe(200);
      expect(await silver).toEqual([{ item_id: '9', silver: false }]);
      const second = await registeredSocket(nodeX.baseUrl, staker);
      // A logout through X still disconnects the session's socket on X.
      const disconnected = new Promise<string>((resolve) => second.once('disconnect', resolve));
      expect(
        (await callApi(nodeX.baseUrl, 'POST', '/auth/logout', { session: staker, body: {} })).status,
      ).toBe(200);
      expect(await disconnected).toBe('io server disconnect');
    } finally {
      await redisProxy.restore();
    }

    await eventually(
      async () => (await callApi(nodeX.baseUrl, 'GET', '/health')).body?.['status' as never] === 'ok',
      10_000,
      'health reports Redis back',
    );
    expect(nodeX.log.some((line) => line.includes('Redis answers again'))).toBe(true);
    // Linked again: a chest paid through Y reaches the socket on X.
    change = nextEvent<CoinChangeEvent>(socketOnX, REALTIME_EVENTS.coinChange, 5_000);
    expect((await payChest(nodeY.baseUrl, player, 3)).status).toBe(200);
    expect(await change).toEqual({ coins: 9, balance: 30 });
  }, 30_000);
});
