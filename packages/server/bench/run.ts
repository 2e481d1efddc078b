import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPgDb } from '../src/db/pg-db.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { openEventFile } from '../test/support/cluster.js';
import { barePayment, chestPayment, measureFanout, type FanoutFigure } from './fanout.js';
import { load, type CpuMeter, type HttpFigure } from './http-load.js';
import { startServerProcess, type ServerProcess } from './processes.js';
import { describeMachine, readWebSizes, writeReport, type BenchResults, type EngineResults } from './report.js';
import { chestIds, SEEDED_COINS, seedPlayers, type BenchPlayer } from './seed.js';

/**
 * `npm run bench`: the bare-Fastify baseline and the game server on the embedded database and on PostgreSQL,
 * driven over loopback by autocannon; socket fan-out on PostgreSQL; the web build's JavaScript sizes. Prints
 * every figure with its ratio to the baseline and writes docs/performance.json and docs/performance.md.
 * Environment: BENCH_SECONDS (each read run, default 10), BENCH_WRITE_PLAYERS (PostgreSQL, default 6000),
 * BENCH_EMBEDDED_WRITE_PLAYERS (default 2000),
 * BENCH_SOCKETS (default "1000,5000"), BENCH_ENGINES (default "embedded,postgres"), BENCH_POSTGRES_URL,
 * BENCH_REDIS_URL, BENCH_PROFILE (a folder: CPU profiles of the server processes), BENCH_PARTS (default
 * "http,fanout"; "fanout" alone measures the socket fan-out on PostgreSQL only, prints it and writes no report),
 * BENCH_FANOUT_ROUNDS (with "fanout" alone: how many times each socket count is measured, game then bare, at most
 * as many rounds as the chests allow; default 1).
 */
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WRITE_PLAYERS = Number(process.env.BENCH_WRITE_PLAYERS ?? 6_000);
// The embedded database writes a few hundred per second: fewer fresh players keep its run short.
const EMBEDDED_WRITE_PLAYERS = Number(process.env.BENCH_EMBEDDED_WRITE_PLAYERS ?? 2_000);
const SOCKET_COUNTS = (process.env.BENCH_SOCKETS ?? '1000,5000').split(',').map(Number);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ENGINES = (process.env.BENCH_ENGINES ?? 'embedded,postgres').split(',');
const PARTS = (process.env.BENCH_PARTS ?? 'http,fanout').split(',');
const FANOUT_ONLY = !PARTS.includes('http');
const FANOUT_ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 1);
const FANOUT_RATE = process.env.BENCH_FANOUT_RATE === undefined ? undefined : Number(process.env.BENCH_FANOUT_RATE);
const CONNECTIONS = 32;
const READ_PLAYERS = 1_000;

const tokenSecret = randomBytes(32).toString('hex');
const eventFile = openEventFile();

/** The settings of the game server under test (production-like: demo off, warnings only in the log). */
function serverEnv(extra: Record<string, string>): Record<string, string> {
  return { DEMO: 'off', TOKEN_SECRET: tokenSecret, EVENT_FILE: eventFile, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent-web-dist', QUIZ_CHECK: 'server', ...extra };
}

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ). */
const CLOCK_TICKS = 100;

/** CPU time (µs) a Linux process used so far, or null when it is gone. */
function processCpuMicros(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * Measures a server process (over its IPC channel) and, given a PostgreSQL client and database, the backends
 * serving that database (each backend's latest CPU time is kept, so a connection closed meanwhile still counts).
 */
function cpuMeter(server: ServerProcess, postgres?: { client: pg.Client; database: string }): CpuMeter {
  const backends = new Map<number, number>();
  return {
    async read() {
      const { micros, systemMicros } = await server.ask({ type: 'cpu' }, 'cpu');
      if (!postgres) return { server: micros, serverSystem: systemMicros, database: null };
      const { rows } = await postgres.client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [postgres.database]);
      for (const { pid } of rows) {
        const used = processCpuMicros(pid);
        if (used !== null) backends.set(pid, used);
      }
      return { server: micros, serverSystem: systemMicros, database: [...backends.values()].reduce((sum, used) => sum + used, 0) };
    },
  };
}

/** The bare-Fastify server, running for the whole benchmark so that each read is compared with a baseline measured just before it. */
let hello: ServerProcess;
const measureBaseline = () => load({ name: 'GET /hello (bare Fastify)', url: `${hello.baseUrl}/hello`, connections: CONNECTIONS, durationS: READ_SECONDS, cpu: cpuMeter(hello) });

/**
 * A read figure with the baseline measured right before it. Then each reader makes one call, unmeasured (as a
 * player's page does when it opens): the server's read cache then holds the reader's login, as it does for a
 * player whose page is open (an entry nobody read for a second is dropped, so this follows the baseline).
 */
async function measureRead(name: string, url: string, request: (index: number) => { player: BenchPlayer }, cpu: CpuMeter): Promise<HttpFigure> {
  const baseline = await measureBaseline();
  await load({ name: `${name} (warm-up, one call per reader, not measured)`, url, connections: CONNECTIONS, amount: READ_PLAYERS, request });
  const figure = await load({ name, url, connections: CONNECTIONS, durationS: READ_SECONDS, request, cpu });
  console.log(`    = ${(figure.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)} x the bare-Fastify rate measured just before`);
  return { ...figure, baselineRequestsPerSecond: baseline.requestsPerSecond, ...(baseline.serverCpuMicrosPerRequest === undefined ? {} : { baselineCpuMicrosPerRequest: baseline.serverCpuMicrosPerRequest }) };
}

/**
 * The write baseline measured right after a write figure, on PostgreSQL (issue 33): the bare-Fastify server
 * making the same row changes in one transaction (bare-ledger-server.ts), driven with the same players and
 * connections; the figure then carries its rate.
 */
async function withWriteBaseline(figure: HttpFigure, bare: ServerProcess | undefined, path: '/stake' | '/chest', players: readonly BenchPlayer[], amount: number, body: (index: number) => unknown): Promise<HttpFigure> {
  if (!bare) return figure;
  const baseline = await load({
    name: `POST ${path} (bare Fastify, the same row changes in one transaction)`,
    url: `${bare.baseUrl}${path}`,
    method: 'POST',
    connections: CONNECTIONS,
    amount,
    cpu: { read: async () => ({ ...(await bare.ask({ type: 'cpu' }, 'cpu').then(({ micros, systemMicros }) => ({ server: micros, serverSystem: systemMicros }))), database: null }) },
    request: (index) => ({ player: players[index % players.length]!, body: body(index) }),
  });
  console.log(`    = ${(figure.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)} x the bare one-transaction rate (target 0.5)`);
  return { ...figure, writeBaselineRequestsPerSecond: baseline.requestsPerSecond, ...(baseline.serverCpuMicrosPerRequest === undefined ? {} : { writeBaselineCpuMicrosPerRequest: baseline.serverCpuMicrosPerRequest }) };
}

/** The four API figures on one running game server (with the write baselines when `bare` is given). */
async function measureApi(server: ServerProcess, players: readonly BenchPlayer[], cpu: CpuMeter, bare?: ServerProcess): Promise<HttpFigure[]> {
  const api = `${server.baseUrl}/api/v2`;
  const readers = players.slice(0, READ_PLAYERS);
  const reader = (index: number) => ({ player: readers[index % readers.length]! });
  const figures = [
    await measureRead('GET /game/player/coins/total', `${api}/game/player/coins/total`, reader, cpu),
    await measureRead('GET /game/raffle/items', `${api}/game/raffle/items`, reader, cpu),
  ];
  // Every player stakes once (the 30-minute cooldown), on items spread over the ten.
  const stakeOf = (index: number) => ({ user_id: players[index]!.userId, item_id: 1 + (index % 10), coins: 1 + (index % 5) });
  figures.push(
    await withWriteBaseline(await load({
      name: 'POST /game/raffle/items',
      url: `${api}/game/raffle/items`,
      method: 'POST',
      connections: CONNECTIONS,
      cpu,
      amount: players.length,
      request: (index) => {
        const coins = 1 + (index % 5);
        return { player: players[index]!, body: { staked_items: [{ item_id: 1 + (index % 10), coins }], total_coins: SEEDED_COINS - coins } };
      },
    }), bare, '/stake', players, players.length, stakeOf),
  );
  // Every player is paid chests 1 and 2 once each (answered correctly at seeding: 9 coins).
  const chestOf = (index: number) => ({ user_id: players[index % players.length]!.userId, chest_id: 1 + Math.floor(index / players.length), coins: 9 });
  figures.push(
    await withWriteBaseline(await load({
      name: 'POST /game/player/coins/chest',
      url: `${api}/game/player/coins/chest`,
      method: 'POST',
      connections: CONNECTIONS,
      cpu,
      amount: players.length * 2,
      request: (index) => ({ player: players[index % players.length]!, body: { chest_id: 1 + Math.floor(index / players.length), amount: 9 } }),
    }), bare, '/chest', players, players.length * 2, chestOf),
  );
  return figures;
}

async function benchEmbedded(): Promise<EngineResults> {
  console.log('Game server on the embedded database (PGlite):');
  const dataDir = mkdtempSync(join(tmpdir(), 'dq-bench-'));
  try {
    const db = await openPgliteDb(join(dataDir, 'pglite'));
    const players = await seedPlayers(db, tokenSecret, EMBEDDED_WRITE_PLAYERS, 'embedded');
    await db.close();
    const server = await startServerProcess('game-server.ts', serverEnv({ DATA_DIR: dataDir }));
    try {
      // The embedded database runs inside the server process: its CPU time is the server's.
      return { engine: 'embedded (PGlite)', http: await measureApi(server, players, cpuMeter(server)), fanout: [] };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The socket fan-out on one game server process, each socket count followed by a bare socket.io server with as
 * many sockets sending as many events per second; `rounds` times over (each measurement pays a chest of its own).
 */
async function measureFanoutRounds(server: ServerProcess, databaseUrl: string, players: readonly BenchPlayer[], unpaid: readonly number[], rounds: number): Promise<FanoutFigure[]> {
  const measurements = SOCKET_COUNTS.length * rounds;
  if (measurements > unpaid.length) throw new Error(`${measurements} fan-out measurements need as many unpaid chests; ${unpaid.length} are left`);
  console.log('Socket fan-out on one process (PostgreSQL), each followed by a bare socket.io server with as many sockets, sending as many events per second:');
  const fanout: FanoutFigure[] = [];
  const bareServer = await startServerProcess('bare-socket-server.ts', { DATABASE_URL: databaseUrl });
  try {
    // The game server is warm from the calls above; the bare one gets a round of its own first, not measured
    // (it pays a chest the event does not have: its handler has no rule, and its tables are its own).
    await measureFanout(bareServer, players.slice(0, Math.min(...SOCKET_COUNTS)), barePayment(bareServer, Math.max(...chestIds()) + 1), { label: ' (bare socket.io, warm-up, not measured)' });
    for (let round = 0; round < rounds; round++) {
      for (const [index, count] of SOCKET_COUNTS.entries()) {
        const sockets = players.slice(0, count);
        const chestId = unpaid[round * SOCKET_COUNTS.length + index]!;
        const figure = await measureFanout(server, sockets, chestPayment(server, chestId), FANOUT_RATE === undefined ? {} : { paymentsPerSecond: FANOUT_RATE });
        const bare = await measureFanout(bareServer, sockets, barePayment(bareServer, chestId), { label: ' (bare socket.io)', paymentsPerSecond: figure.paymentsPerSecond });
        fanout.push({ ...figure, bareLatencyP50Ms: bare.latencyP50Ms, bareLatencyP99Ms: bare.latencyP99Ms });
        console.log(`    = p99 ${(figure.latencyP99Ms / bare.latencyP99Ms).toFixed(2)} x the bare socket.io server's (load average ${loadavg()[0]!.toFixed(2)})`);
      }
    }
  } finally {
    await bareServer.stop();
  }
  return fanout;
}

async function benchPostgres(): Promise<EngineResults> {
  console.log('Game server on PostgreSQL (with the Redis adapter, as in production):');
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const name = `dubloon_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  // BENCH_SYNCHRONOUS_COMMIT=off measures what waiting for the WAL flush at each commit costs (never the default).
  if (process.env.BENCH_SYNCHRONOUS_COMMIT === 'off') await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  // BENCH_COMMIT_DELAY=<µs>: PostgreSQL's group commit (one WAL flush for the commits arriving meanwhile), durable.
  if (process.env.BENCH_COMMIT_DELAY) await admin.query(`ALTER DATABASE ${name} SET commit_delay = ${Number(process.env.BENCH_COMMIT_DELAY)}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    const db = openPgDb(url.toString());
    const socketPlayers = Math.max(...SOCKET_COUNTS);
    const players = await seedPlayers(db, tokenSecret, FANOUT_ONLY ? socketPlayers : Math.max(WRITE_PLAYERS, socketPlayers), 'pg');
    await db.query('VACUUM ANALYZE');
    await db.close();
    // BENCH_POSTGRES_SOCKET=/var/run/postgresql: the server reaches PostgreSQL through its Unix socket.
    const serverUrl = new URL(url);
    if (process.env.BENCH_POSTGRES_SOCKET) serverUrl.searchParams.set('host', process.env.BENCH_POSTGRES_SOCKET);
    const server = await startServerProcess('game-server.ts', serverEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dq-bench-')), DATABASE_URL: serverUrl.toString(), REDIS_URL, REDIS_PREFIX: `dqbench-${name}` }));
    try {
      let http: HttpFigure[] = [];
      if (!FANOUT_ONLY) {
        // The write baseline on the same database, in tables of its own (bare-ledger-server.ts).
        const bare = await startServerProcess('bare-ledger-server.ts', { DATABASE_URL: url.toString() });
        try {
          http = await measureApi(server, players.slice(0, WRITE_PLAYERS), cpuMeter(server, { client: admin, database: name }), bare);
        } finally {
          await bare.stop();
        }
      }
      // The API figures pay chests 1 and 2; without them every chest is still unpaid.
      const unpaid = FANOUT_ONLY ? chestIds() : chestIds().slice(2);
      const fanout = await measureFanoutRounds(server, url.toString(), players, unpaid, FANOUT_ONLY ? FANOUT_ROUNDS : 1);
      return { engine: 'PostgreSQL', http, fanout };
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const machine = await describeMachine(POSTGRES_ADMIN_URL);
  console.log(`Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.postgres}; load average ${machine.loadAverage}`);
  if (FANOUT_ONLY) {
    // Only the fan-out: printed, no report written (the recorded one holds every figure of a whole run).
    await benchPostgres();
    return;
  }
  console.log('Baseline: bare Fastify "hello":');
  hello = await startServerProcess('hello-server.ts', {});
  let baseline: HttpFigure;
  let engines: EngineResults[];
  try {
    baseline = await measureBaseline();
    engines = [];
    if (ENGINES.includes('embedded')) engines.push(await benchEmbedded());
    if (ENGINES.includes('postgres')) engines.push(await benchPostgres());
  } finally {
    await hello.stop();
  }
  const results: BenchResults = { date: new Date().toISOString(), machine, connections: CONNECTIONS, readSeconds: READ_SECONDS, baseline, engines, web: readWebSizes() };
  writeReport(results);
}

await main();
