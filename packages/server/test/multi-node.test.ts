import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RAFFLE_TOTALS_EVENT,
  REALTIME_EVENTS,
  SOCKET_CONNECT_ATTEMPTS,
  SOCKET_RETRY_DELAY_MS,
  SOCKET_TIMEOUT_MS,
  type CoinChangeEvent,
  type RaffleSilverEvent,
  type RaffleTotalsEvent,
} from '@dubloon-quest/core';
import {
  clusterSettings,
  createClusterDatabase,
  missingServices,
  NodeProcess,
  registerPlayer,
  solveChest,
  type ClusterDatabase,
} from './support/cluster.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { callApi, connectSocketTo, nextEvent, registerSocket, type Session } from './support/test-server.js';

// Two real server processes sharing one fresh PostgreSQL database and one Redis (its own key prefix).
const skipped = await missingServices();
if (skipped) console.warn(`multi-node tests skipped: ${skipped}`);

let database: ClusterDatabase;
let nodeA: NodeProcess;
let nodeB: NodeProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  if (skipped) return;
  database = await createClusterDatabase();
  const settings = clusterSettings(database.url);
  // Both start together: the migrations' advisory lock makes one of them apply the schema.
  [nodeA, nodeB] = await Promise.all([NodeProcess.start(settings), NodeProcess.start(settings)]);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
  await database?.dispose();
});

/** The first `raffle_totals` a socket receives that `matches`, within 5 s. */
function nextMatching(
  socket: Socket,
  matches: (event: RaffleTotalsEvent) => boolean,
): Promise<RaffleTotalsEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no matching ${RAFFLE_TOTALS_EVENT} within 5000 ms`)),
      5_000,
    );
    const listener = (event: RaffleTotalsEvent) => {
      if (!matches(event)) return;
      clearTimeout(timer);
      socket.off(RAFFLE_TOTALS_EVENT, listener);
      resolve(event);
    };
    socket.on(RAFFLE_TOTALS_EVENT, listener);
  });
}

/** A socket on a node, registered for the player, with the first (authoritative) coin_change it received. */
async function registeredSocket(
  baseUrl: string,
  player: Session,
): Promise<{ socket: Socket; balance: number | undefined }> {
  const socket = await connectSocketTo(baseUrl, { token: player.token });
  sockets.push(socket);
  const first = nextEvent<CoinChangeEvent>(socket, REALTIME_EVENTS.coinChange, 5_000);
  expect(await registerSocket(socket, player.email)).toBe('success');
  return { socket, balance: (await first).balance };
}

async function coinsOf(baseUrl: string, player: Session): Promise<number> {
  const total = await callApi<{ coins: number }>(baseUrl, 'GET', '/game/player/coins/total', {
    session: player,
  });
  expect(total.status).toBe(200);
  return total.body.coins;
}

describe.skipIf(skipped !== null)('two server processes on one PostgreSQL and one Redis', () => {
  it('applied the schema once although both nodes migrated at the same start', async () => {
    const rows = await database.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual([...new Set(rows.map((row) => row.version))]);
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it('a chest paid through node A produces coin_change on the player socket connected to node B', async () => {
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const { socket } = await registeredSocket(nodeB.baseUrl, player);
    await solveChest(nodeA.baseUrl, player, 1);
    const change = nextEvent<CoinChangeEvent>(socket, REALTIME_EVENTS.coinChange, 5_000);
    const paid = await callApi(nodeA.baseUrl, 'POST', '/game/player/coins/chest', {
      session: player,
      body: { chest_id: 1, amount: 9 },
    });
    expect(paid.status).toBe(200);
    expect(await change).toEqual({ coins: 9, balance: 12 });
  });

  it('a stake through node A produces raffle_gold_silver on sockets of both nodes', async () => {
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const watcherA = await connectSocketTo(nodeA.baseUrl, { token: player.token });
    const watcherB = await connectSocketTo(nodeB.baseUrl, { token: player.token });
    sockets.push(watcherA, watcherB);
    // An item nobody else stakes on in this file, so its silver flag turns off with this stake.
    const itemId = 10;
    const onA = nextEvent<RaffleSilverEvent>(watcherA, REALTIME_EVENTS.raffleSilver, 5_000);
    const onB = nextEvent<RaffleSilverEvent>(watcherB, REALTIME_EVENTS.raffleSilver, 5_000);
    const staked = await callApi(nodeA.baseUrl, 'POST', '/game/raffle/items', {
      session: player,
      body: { staked_items: [{ item_id: itemId, coins: 2 }], total_coins: 1 },
    });
    expect(staked).toMatchObject({ status: 200, body: { total_coins: 1 } });
    expect(await onA).toEqual([{ item_id: itemId, silver: false }]);
    expect(await onB).toEqual([{ item_id: itemId, silver: false }]);
  });

  it('a stake through node A produces raffle_totals with the new total on sockets of both nodes', async () => {
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const watcherA = await connectSocketTo(nodeA.baseUrl, { token: player.token });
    const watcherB = await connectSocketTo(nodeB.baseUrl, { token: player.token });
    sockets.push(watcherA, watcherB);
    // Item 8: nobody else stakes on it before this test. An earlier stake's announcement may still arrive
    // first, so each waits for the one carrying this stake.
    const itemId = 8;
    const carriesStake = (event: RaffleTotalsEvent) =>
      event.items.some((item) => item.item_id === itemId && item.total_staked === 3);
    const onA = nextMatching(watcherA, carriesStake);
    const onB = nextMatching(watcherB, carriesStake);
    const staked = await callApi(nodeA.baseUrl, 'POST', '/game/raffle/items', {
      session: player,
      body: { staked_items: [{ item_id: itemId, coins: 3 }], total_coins: 0 },
    });
    expect(staked).toMatchObject({ status: 200, body: { total_coins: 0 } });
    expect((await onA).items).toHaveLength(10);
    expect((await onB).items).toEqual((await onA).items);
  });

  it('100 concurrent stake submissions for one player split across both nodes never allocate more than the player has', async () => {
    const player = await registerPlayer(nodeB.baseUrl, database.repository);
    for (const chestId of [1, 2]) {
      await solveChest(nodeA.baseUrl, player, chestId);
      expect(
        (
          await callApi(nodeB.baseUrl, 'POST', '/game/player/coins/chest', {
            session: player,
            body: { chest_id: chestId, amount: 9 },
          })
        ).status,
      ).toBe(200);
    }
    const earned = 3 + 9 + 9;
    // Amounts from 1 to 30 coins on items 1 to 9: many would over-allocate if they were not serialized.
    const submissions = Array.from({ length: 100 }, (_, index) => {
      const node = index % 2 === 0 ? nodeA : nodeB;
      const coins = (index % 30) + 1;
      return callApi(node.baseUrl, 'POST', '/game/raffle/items', {
        session: player,
        body: {
          staked_items: [{ item_id: (index % 9) + 1, coins }],
          total_coins: Math.max(0, earned - coins),
        },
      });
    });
    const statuses = (await Promise.all(submissions)).map((response) => response.status);
    // The first to take the player's row lock wins; the others meet the 30-minute cooldown (429) or the balance (422).
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200 && status !== 429 && status !== 422)).toEqual([]);

    const [ledger] = await database.query<{
      balance: number;
      rows_sum: string;
      staked: string;
      earned: string;
    }>(
      `SELECT u.coins AS balance,
         (SELECT COALESCE(sum(count), 0) FROM coin_transactions WHERE user_id = u.id) AS rows_sum,
         (SELECT COALESCE(sum(coins), 0) FROM stakes WHERE user_id = u.id) AS staked,
         (SELECT COALESCE(sum(count), 0) FROM coin_transactions WHERE user_id = u.id AND source <> 'raffle') AS earned
       FROM users u WHERE u.email = $1`,
      [player.email],
    );
    expect(ledger).toBeDefined();
    const { balance, rows_sum: rowsSum, staked, earned: earnedRows } = ledger!;
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(Number(rowsSum));
    expect(Number(earnedRows)).toBe(earned);
    expect(Number(staked) + balance).toBe(earned);
    expect(await coinsOf(nodeA.baseUrl, player)).toBe(balance);
    expect(
      await database.repository.ledgerConsistent(
        (await database.repository.findUserByEmail(player.email))!.id,
      ),
    ).toBe(true);
  });

  it('shares the login rate limit across nodes: 10 per minute per address and email, wherever they land', async () => {
    const email = 'nobody.here@example.com';
    const attempt = (baseUrl: string) =>
      callApi(baseUrl, 'POST', '/auth/login', { body: { email, password: 'Wrong-Password-1' } });
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1)
      statuses.push((await attempt(index % 2 === 0 ? nodeA.baseUrl : nodeB.baseUrl)).status);
    expect(statuses.every((status) => status === 422)).toBe(true);
    const refusedA = await attempt(nodeA.baseUrl);
    const refusedB = await attempt(nodeB.baseUrl);
    expect(refusedA.status).toBe(429);
    expect(refusedB.status).toBe(429);
    expect(Number(refusedB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a logout through node A disconnects the session socket on node B', async () => {
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const { socket } = await registeredSocket(nodeB.baseUrl, player);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await callApi(nodeA.baseUrl, 'POST', '/auth/logout', { session: player, body: {} })).status).toBe(
      200,
    );
    expect(await disconnected).toBe('io server disconnect');
  });

  it('a node killed: its players reconnect through the other node with core retry policy and see the right coins', async () => {
    // A load balancer in front of both nodes sends connections to A while A accepts them, else to B.
    const balancer = await TcpProxy.start([
      { host: '127.0.0.1', port: nodeA.port },
      { host: '127.0.0.1', port: nodeB.port },
    ]);
    const viaBalancer = `http://${balancer.address}`;
    try {
      const player = await registerPlayer(viaBalancer, database.repository);
      await solveChest(viaBalancer, player, 3);
      expect(
        (
          await callApi(viaBalancer, 'POST', '/game/player/coins/chest', {
            session: player,
            body: { chest_id: 3, amount: 9 },
          })
        ).status,
      ).toBe(200);
      const first = await registeredSocket(viaBalancer, player);
      expect(first.balance).toBe(12);

      const dropped = new Promise<string>((resolve) => first.socket.once('disconnect', resolve));
      await nodeA.kill();
      expect(await dropped).toBe('transport close');

      const { socket, balance, attempts } = await reconnectAsCore(viaBalancer, player);
      expect(attempts).toBeLessThanOrEqual(SOCKET_CONNECT_ATTEMPTS);
      expect(balance).toBe(12);
      // And it keeps receiving its events from the surviving node.
      await solveChest(viaBalancer, player, 4);
      const change = nextEvent<CoinChangeEvent>(socket, REALTIME_EVENTS.coinChange, 5_000);
      expect(
        (
          await callApi(viaBalancer, 'POST', '/game/player/coins/chest', {
            session: player,
            body: { chest_id: 4, amount: 9 },
          })
        ).status,
      ).toBe(200);
      expect(await change).toEqual({ coins: 9, balance: 21 });
    } finally {
      await balancer.close();
    }
  }, 60_000);
});

/**
 * Reconnects the way core's realtime machine does after the server drops the socket: wait
 * {@link SOCKET_RETRY_DELAY_MS}, try (each attempt timing out after {@link SOCKET_TIMEOUT_MS}), register the
 * email, and retry up to {@link SOCKET_CONNECT_ATTEMPTS} attempts in all.
 */
async function reconnectAsCore(
  baseUrl: string,
  player: Session,
): Promise<{ socket: Socket; balance: number | undefined; attempts: number }> {
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= SOCKET_CONNECT_ATTEMPTS; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, SOCKET_RETRY_DELAY_MS));
    try {
      const socket = await connectSocketTo(baseUrl, { token: player.token, timeoutMs: SOCKET_TIMEOUT_MS });
      sockets.push(socket);
      const first = nextEvent<CoinChangeEvent>(socket, REALTIME_EVENTS.coinChange, SOCKET_TIMEOUT_MS);
      if ((await registerSocket(socket, player.email)) !== 'success') throw new Error('registration refused');
      return { socket, balance: (await first).balance, attempts: attempt };
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(`could not reconnect in ${SOCKET_CONNECT_ATTEMPTS} attempts`, { cause: lastError });
}
