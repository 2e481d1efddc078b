import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_EVENT, type SessionEndedEvent } from '@dubloon-quest/core';
import {
  accountAt,
  clusterSettings,
  createClusterDatabase,
  freePort,
  missingServices,
  NodeProcess,
  REDIS_URL,
  registerPlayer,
  type ClusterDatabase,
  type ClusterSettings,
} from './support/cluster.js';
import { HttpProxy, postFrom, postFromAnswer } from './support/http-proxy.js';
import { TcpProxy } from './support/tcp-proxy.js';
import {
  callApi,
  connectSocketTo,
  followLoginLine,
  loginAt,
  PASSWORD,
  registerSocket,
  uniqueEmail,
  type Session,
} from './support/test-server.js';

// Two real server processes (the production entry point) on one PostgreSQL and one Redis, reached through a
// proxy the tests cut. What the attack found across processes: a kick made while Redis was down left the
// socket open on the other process; SIGTERM hung for minutes while Redis was unreachable.
const skipped = await missingServices();
if (skipped) console.warn(`security cluster tests skipped: ${skipped}`);

let database: ClusterDatabase;
let settings: ClusterSettings;
let redisProxy: TcpProxy;
let nodeA: NodeProcess;
let nodeB: NodeProcess;
const sockets: Socket[] = [];
// The shipped budget: the class below makes 80 typos and 20 more failures from one address.
const FAILURES_PER_ADDRESS = 100;
let proxyA: HttpProxy;
let proxyB: HttpProxy;

beforeAll(async () => {
  if (skipped) return;
  database = await createClusterDatabase();
  const redis = new URL(REDIS_URL);
  redisProxy = await TcpProxy.start([{ host: redis.hostname, port: Number(redis.port || 6379) }]);
  settings = { ...clusterSettings(database.url), redisUrl: `redis://${redisProxy.address}` };
  // One proxy hop in front of each node (TRUST_PROXY=1, as docs/deploy.md suggests); calls straight at a node
  // carry no X-Forwarded-For and count at their own address.
  const overrides = { LOGIN_FAILURES_PER_ADDRESS: `${FAILURES_PER_ADDRESS}/10m`, TRUST_PROXY: '1' };
  [nodeA, nodeB] = await Promise.all([
    NodeProcess.start(settings, overrides),
    NodeProcess.start(settings, overrides),
  ]);
  [proxyA, proxyB] = await Promise.all([HttpProxy.start(nodeA.baseUrl), HttpProxy.start(nodeB.baseUrl)]);
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([proxyA?.close(), proxyB?.close()]);
  await redisProxy?.restore();
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
  await redisProxy?.close();
  await database?.dispose();
});

/** Waits until both nodes are linked to Redis again after a cut (meanwhile each counts alone). */
async function redisLinked(): Promise<void> {
  for (const node of [nodeA, nodeB]) {
    const deadline = Date.now() + 30_000;
    while ((await callApi(node.baseUrl, 'GET', '/health')).body?.['redis' as never] !== true) {
      if (Date.now() > deadline) throw new Error('Redis link not back within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * A socket of a session on a node, registered, with what it will hear when the session ends. Awaited before
 * the session is ended: a session ended before its socket connects or registers opens an anonymous socket.
 */
async function endingSocket(baseUrl: string, session: Session) {
  const socket = await connectSocketTo(baseUrl, { token: session.token });
  sockets.push(socket);
  expect(await registerSocket(socket, session.email)).toBe('success');
  const ended = new Promise<{ event: SessionEndedEvent | null; at: number }>((resolve, reject) => {
    let event: SessionEndedEvent | null = null;
    socket.on(SESSION_ENDED_EVENT, (payload: SessionEndedEvent) => {
      event = payload;
    });
    socket.once('disconnect', () => resolve({ event, at: Date.now() }));
    setTimeout(() => reject(new Error('the socket was still open after 10 s')), 10_000).unref();
  });
  return { ended };
}

const organizer = () => accountAt(nodeA.baseUrl, database.repository, 'Organizer');

describe.skipIf(skipped !== null)('database connections killed during writes (pg_terminate_backend)', () => {
  it('every answer is 200 or 503 with Retry-After, and each write is whole or absent', async () => {
    const organizer = await accountAt(nodeA.baseUrl, database.repository, 'Organizer');
    const players = await Promise.all(Array.from({ length: 6 }, () => accountAt(nodeB.baseUrl, database.repository, 'Player')));
    const answers: { userId: number; status: number; retryAfter: string | null }[] = [];
    // Rounds of coin adjustments (ledger and audit writes) through both processes while every connection of the
    // servers is killed over and over, until at least one write met a killed connection (issue 27: 5 of 600
    // answered 500).
    for (let round = 0; round < 20 && !answers.some((answer) => answer.status === 503); round += 1) {
      let writing = true;
      const killer = (async () => {
        while (writing) {
          await database.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'").catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      await Promise.all(
        players.flatMap((player, index) =>
          Array.from({ length: 5 }, async (_, attempt) => {
            const node = (index + attempt) % 2 === 0 ? nodeA : nodeB;
            const answer = await callApi(node.baseUrl, 'POST', `/console/players/${player.userId}/coins`, { session: organizer, body: { delta: 1, reason: 'connection kill' } });
            answers.push({ userId: player.userId, status: answer.status, retryAfter: answer.headers.get('retry-after') });
          }),
        ),
      );
      writing = false;
      await killer;
    }
    console.info(`killed connections: ${answers.length} answers, ${answers.filter((answer) => answer.status === 503).length} × 503`);
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    expect(answers.filter((answer) => answer.status === 503 && !(Number(answer.retryAfter) > 0))).toEqual([]);
    for (const player of players) {
      expect(await database.repository.ledgerConsistent(player.userId)).toBe(true);
      const [rows] = await database.query<{ n: string }>("SELECT count(*) AS n FROM coin_transactions WHERE user_id = $1 AND source = 'adjustment'", [player.userId]);
      const mine = answers.filter((answer) => answer.userId === player.userId);
      // A write whose COMMIT went through just before its connection was killed answered 503 yet stands.
      expect(Number(rows!.n)).toBeGreaterThanOrEqual(mine.filter((answer) => answer.status === 200).length);
      expect(Number(rows!.n)).toBeLessThanOrEqual(mine.length);
    }
  }, 300_000);
});

describe.skipIf(skipped !== null)('two processes', () => {
  it("a password change through A ends the account's other session's socket on B, with session_ended", async () => {
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const other = await loginAt(nodeB.baseUrl, player.email);
    const { ended } = await endingSocket(nodeB.baseUrl, other);
    const changed = await callApi(nodeA.baseUrl, 'PATCH', '/auth/player/password', {
      session: player,
      body: {
        old_password: PASSWORD,
        password: 'Brand-New-Pass-1',
        password_confirmation: 'Brand-New-Pass-1',
      },
    });
    expect(changed.status).toBe(200);
    expect((await ended).event).toEqual({ reason: 'password_changed' });
  });

  it('a kick through A while Redis is down still ends the socket on B within about a second', async () => {
    const caller = await organizer();
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const { ended } = await endingSocket(nodeB.baseUrl, player);
    await redisProxy.cut();
    try {
      const userId = (await database.repository.findUserByEmail(player.email))!.id;
      const kickedAt = Date.now();
      const kicked = await callApi(nodeA.baseUrl, 'POST', `/console/players/${userId}/kick`, {
        session: caller,
        body: { reason: 'spam' },
      });
      expect(kicked.status).toBe(200);
      const { event, at } = await ended;
      expect(event).not.toBeNull();
      // B's sweep reads the ended session from the database every second (a loaded machine gets some room).
      expect(at - kickedAt).toBeLessThan(3_000);
    } finally {
      await redisProxy.restore();
    }
  }, 30_000);

  it('behind one proxy hop per node (TRUST_PROXY=1): a class logs in together after 80 typos, each player counts alone', async () => {
    await redisLinked();
    const players = await Promise.all(Array.from({ length: 40 }, () => accountAt(nodeA.baseUrl, database.repository, 'Player')));
    const proxies = [proxyA, proxyB];
    const school = '127.0.0.11';
    const login = (index: number, email: string, password: string, forged?: string) =>
      postFrom(school, proxies[index % 2]!.baseUrl, '/auth/login', { email, password }, forged ? { 'x-forwarded-for': forged } : {});
    for (let index = 0; index < 80; index += 1)
      expect(await login(index, players[index % 40]!.email, `Typo-${index}-Password`)).toBe(422);
    // Issue 27: 19 of these 40 met 429, each attempt charged before its password was checked.
    // Sent together, a few wait in the login queue's line (decision 0210) and come back with their ticket.
    const inLine = (index: number, email: string) =>
      followLoginLine(async (ticket) =>
        postFromAnswer(school, proxies[index % 2]!.baseUrl, '/auth/login', { email, password: PASSWORD }, ticket === undefined ? {} : { cookie: ticket }),
      );
    const together = await Promise.all(players.map(async (player, index) => (await inLine(index, player.email)).status));
    expect(together).toEqual(Array<number>(40).fill(200));
    // The school's budget is shared by both processes (Redis), and a forged X-Forwarded-For renews nothing.
    for (let index = 80; index < FAILURES_PER_ADDRESS; index += 1)
      expect(await login(index, uniqueEmail(), 'Guess-Password-1', `198.51.100.${index}`)).toBe(422);
    expect([await login(0, uniqueEmail(), 'Guess-Password-1'), await login(1, players[0]!.email, PASSWORD)]).toEqual([429, 429]);
    // Another player behind the same proxies was never held back (before: one budget for everyone behind it).
    expect(await postFrom('127.0.0.12', proxyB.baseUrl, '/auth/login', { email: players[1]!.email, password: PASSWORD })).toBe(200);
  }, 300_000);

  // Last of this group: it spends this test client's address budget, which would refuse the logins above.
  it('count failed logins from one address together, whatever accounts they name and whichever process answers', async () => {
    await redisLinked();
    const attempt = (baseUrl: string) =>
      callApi(baseUrl, 'POST', '/auth/login', {
        body: { email: uniqueEmail(), password: 'Guess-Password-1' },
      });
    for (let index = 0; index < FAILURES_PER_ADDRESS; index += 1)
      expect((await attempt(index % 2 === 0 ? nodeA.baseUrl : nodeB.baseUrl)).status).toBe(422);
    const refusedA = await attempt(nodeA.baseUrl);
    const refusedB = await attempt(nodeB.baseUrl);
    expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
    expect(Number(refusedB.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe.skipIf(skipped !== null)('SIGTERM', () => {
  it('ends a process within 10 s when Redis was unreachable from its start', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const node = await NodeProcess.start({ ...settings, redisUrl: nowhere });
    const asked = Date.now();
    await node.stop();
    expect(Date.now() - asked).toBeLessThan(10_000);
  }, 60_000);

  it('ends a process within 10 s when Redis stopped while it ran', async () => {
    const node = await NodeProcess.start(settings);
    await redisProxy.cut();
    try {
      // Give the node time to notice.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const asked = Date.now();
      await node.stop();
      expect(Date.now() - asked).toBeLessThan(10_000);
    } finally {
      await redisProxy.restore();
    }
  }, 60_000);
});
