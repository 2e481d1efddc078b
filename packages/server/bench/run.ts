import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPgDb } from '../src/db/pg-db.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { openEventFile } from '../test/support/cluster.js';
import { measureFanout, type FanoutFigure } from './fanout.js';
import { load, type HttpFigure } from './http-load.js';
import { startServerProcess, type ServerProcess } from './processes.js';
import { describeMachine, readWebSizes, writeReport, type BenchResults, type EngineResults } from './report.js';
import { chestIds, SEEDED_COINS, seedPlayers, type BenchPlayer } from './seed.js';

/**
 * `npm run bench`: the bare-Fastify baseline and the game server on the embedded database and on PostgreSQL,
 * driven over loopback by autocannon; socket fan-out on PostgreSQL; the web build's JavaScript sizes. Prints
 * every figure with its ratio to the baseline and writes docs/performance.json and docs/performance.md.
 * Environment: BENCH_SECONDS (each read run, default 10), BENCH_WRITE_PLAYERS (default 10000),
 * BENCH_SOCKETS (default "1000,5000"), BENCH_POSTGRES_URL, BENCH_REDIS_URL.
 */
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WRITE_PLAYERS = Number(process.env.BENCH_WRITE_PLAYERS ?? 10_000);
const SOCKET_COUNTS = (process.env.BENCH_SOCKETS ?? '1000,5000').split(',').map(Number);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = 32;
const READ_PLAYERS = 1_000;

const tokenSecret = randomBytes(32).toString('hex');
const eventFile = openEventFile();

/** The settings of the game server under test (production-like: demo off, warnings only in the log). */
function serverEnv(extra: Record<string, string>): Record<string, string> {
  return { DEMO: 'off', TOKEN_SECRET: tokenSecret, EVENT_FILE: eventFile, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent-web-dist', QUIZ_CHECK: 'server', ...extra };
}

/** The four API figures on one running game server. */
async function measureApi(server: ServerProcess, players: readonly BenchPlayer[]): Promise<HttpFigure[]> {
  const api = `${server.baseUrl}/api/v2`;
  const readers = players.slice(0, READ_PLAYERS);
  const reader = (index: number) => ({ player: readers[index % readers.length]! });
  const figures = [
    await load({ name: 'GET /game/player/coins/total', url: `${api}/game/player/coins/total`, connections: CONNECTIONS, durationS: READ_SECONDS, request: reader }),
    await load({ name: 'GET /game/raffle/items', url: `${api}/game/raffle/items`, connections: CONNECTIONS, durationS: READ_SECONDS, request: reader }),
  ];
  // Every player stakes once (the 30-minute cooldown), on items spread over the ten.
  figures.push(
    await load({
      name: 'POST /game/raffle/items',
      url: `${api}/game/raffle/items`,
      method: 'POST',
      connections: CONNECTIONS,
      amount: players.length,
      request: (index) => {
        const coins = 1 + (index % 5);
        return { player: players[index]!, body: { staked_items: [{ item_id: 1 + (index % 10), coins }], total_coins: SEEDED_COINS - coins } };
      },
    }),
  );
  // Every player is paid chests 1 and 2 once each (answered correctly at seeding: 9 coins).
  figures.push(
    await load({
      name: 'POST /game/player/coins/chest',
      url: `${api}/game/player/coins/chest`,
      method: 'POST',
      connections: CONNECTIONS,
      amount: players.length * 2,
      request: (index) => ({ player: players[index % players.length]!, body: { chest_id: 1 + Math.floor(index / players.length), amount: 9 } }),
    }),
  );
  return figures;
}

async function benchEmbedded(): Promise<EngineResults> {
  console.log('Game server on the embedded database (PGlite):');
  const dataDir = mkdtempSync(join(tmpdir(), 'dq-bench-'));
  try {
    const db = await openPgliteDb(join(dataDir, 'pglite'));
    const players = await seedPlayers(db, tokenSecret, WRITE_PLAYERS, 'embedded');
    await db.close();
    const server = await startServerProcess('game-server.ts', serverEnv({ DATA_DIR: dataDir }));
    try {
      return { engine: 'embedded (PGlite)', http: await measureApi(server, players), fanout: [] };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<EngineResults> {
  console.log('Game server on PostgreSQL (with the Redis adapter, as in production):');
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const name = `dubloon_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    const db = openPgDb(url.toString());
    const socketPlayers = Math.max(...SOCKET_COUNTS);
    const players = await seedPlayers(db, tokenSecret, Math.max(WRITE_PLAYERS, socketPlayers), 'pg');
    await db.query('VACUUM ANALYZE');
    await db.close();
    const server = await startServerProcess('game-server.ts', serverEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dq-bench-')), DATABASE_URL: url.toString(), REDIS_URL, REDIS_PREFIX: `dqbench-${name}` }));
    try {
      const http = await measureApi(server, players.slice(0, WRITE_PLAYERS));
      console.log('Socket fan-out on one process (PostgreSQL):');
      const fanout: FanoutFigure[] = [];
      // Chests 3 and 4 are still unpaid for everyone: one per socket count.
      const unpaid = chestIds().slice(2);
      for (const [index, count] of SOCKET_COUNTS.entries()) fanout.push(await measureFanout(server, players.slice(0, count), unpaid[index % unpaid.length]!));
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
  console.log(`Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, ${machine.postgres}`);
  console.log('Baseline: bare Fastify "hello":');
  const hello = await startServerProcess('hello-server.ts', {});
  let baseline: HttpFigure;
  try {
    baseline = await load({ name: 'GET /hello (bare Fastify)', url: `${hello.baseUrl}/hello`, connections: CONNECTIONS, durationS: READ_SECONDS });
  } finally {
    await hello.stop();
  }
  const engines = [await benchEmbedded(), await benchPostgres()];
  const results: BenchResults = { date: new Date().toISOString(), machine, connections: CONNECTIONS, readSeconds: READ_SECONDS, baseline, engines, web: readWebSizes() };
  writeReport(results);
}

await main();
