import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createClient } from 'redis';
import { planVirtualPlayer } from '@dubloon-quest/core/testing';
import { DEFAULT_CROWD } from '@dubloon-quest/core/internal';
import type { Db } from '../src/db/db.js';
import { openPgDb } from '../src/db/pg-db.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { startServerProcess, type ServerProcess } from './processes.js';
import { describeMachine } from './report.js';
import {
  checkLedger,
  playerEmail,
  REHEARSAL_PASSWORD,
  seedRehearsal,
  writeRehearsalEvent,
  type LedgerCheck,
} from './rehearsal-setup.js';
import {
  capacityOf,
  judge,
  mergeOutcomes,
  mergeReports,
  writeRehearsalReport,
  type PhaseFigure,
  type PlayersOutcome,
  type PlayersReport,
  type ProcessFigure,
  type RehearsalResult,
} from './rehearsal-report.js';

/**
 * `npm run rehearse`: a whole event's crowd against the game server (docs/decisions/0161-capacity-rehearsal.md).
 * By default it starts its own server on the embedded database with a generated event, makes the accounts, and
 * drives N virtual players (packages/adapters/examples/virtual-players: the game's own logic on the real
 * adapters, one socket each) through the phases: the login storm (a share registering and verifying through
 * the console's outbox), chests with wrong tries, referrals, stakes spread out, the schedule moved on to the game
 * days, challenge answers, the last-minute rush on the raffle, then the draw and the results while everyone is
 * connected. Prints and writes docs/capacity.md and docs/capacity.json, checks the ledger after the run, and ends
 * with a verdict against the targets of issue 33.
 *
 * Options (or REHEARSE_<NAME> in the environment): --players N (default 200), --engine embedded|postgres,
 * --processes 1|2 (two need PostgreSQL and Redis), --storm seconds (the login storm's window, default 30),
 * --rush seconds (default 60), --postgres-url (admin URL, default postgres://postgres@127.0.0.1:5432/test),
 * --redis-url (default redis://127.0.0.1:6379), --url (an external server: every player registers; needs
 * REHEARSE_ORGANIZER_EMAIL and REHEARSE_ORGANIZER_PASSWORD), --seed, --no-write (print only).
 *
 * Measured apart from its crowd (decision 0211): on a machine of two or more cores the server processes are pinned
 * to `--server-cpus` (default "0") and the virtual players and the rehearsal itself to `--player-cpus` (default
 * the other cores), with taskset; `--no-pin` leaves them to the scheduler. `--player-kind protocol` (the default)
 * plays core's policy as contract calls over fetch and one socket; `--player-kind full` plays the web app's own
 * logic on the real adapters (a smaller check: it costs about ten times the CPU).
 */
const { values: options } = parseArgs({
  options: {
    players: { type: 'string', default: process.env.REHEARSE_PLAYERS ?? '200' },
    engine: { type: 'string', default: process.env.REHEARSE_ENGINE ?? 'embedded' },
    processes: { type: 'string', default: process.env.REHEARSE_PROCESSES ?? '1' },
    storm: { type: 'string', default: process.env.REHEARSE_STORM ?? '30' },
    rush: { type: 'string', default: process.env.REHEARSE_RUSH ?? '60' },
    'postgres-url': {
      type: 'string',
      default: process.env.REHEARSE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    'redis-url': { type: 'string', default: process.env.REHEARSE_REDIS_URL ?? 'redis://127.0.0.1:6379' },
    url: { type: 'string', default: process.env.REHEARSE_URL },
    seed: { type: 'string', default: process.env.REHEARSE_SEED ?? '33' },
    'player-processes': { type: 'string', default: process.env.REHEARSE_PLAYER_PROCESSES },
    'player-kind': { type: 'string', default: process.env.REHEARSE_PLAYER_KIND ?? 'protocol' },
    'server-cpus': { type: 'string', default: process.env.REHEARSE_SERVER_CPUS ?? '0' },
    'player-cpus': { type: 'string', default: process.env.REHEARSE_PLAYER_CPUS },
    'no-pin': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});

const PLAYERS = Number(options.players);
const ENGINE = options.url ? 'external' : options.engine === 'postgres' ? 'postgres' : 'embedded';
const PROCESSES = Number(options.processes);
const SEED = Number(options.seed);
const STORM_MS = Number(options.storm) * 1000;
const RUSH_MS = Number(options.rush) * 1000;
const CHESTS_WINDOW_MS = 20_000;
const REFERRALS_WINDOW_MS = 10_000;
const SPREAD_WINDOW_MS = 20_000;
const CHALLENGES_WINDOW_MS = 20_000;
const RESULTS_WAIT_MS = 60_000;
const PLAYERS_PER_ADDRESS = 30;
const PLAYER_KIND = options['player-kind'] === 'full' ? 'full' : 'protocol';
if (options['player-kind'] !== 'full' && options['player-kind'] !== 'protocol')
  throw new Error(`--player-kind must be protocol or full, got ${options['player-kind']}`);
// Pinning (decision 0211): the servers on their CPUs, the players and the rehearsal on the others.
const CORES = availableParallelism();
const PIN = !options['no-pin'] && !options.url && CORES >= 2;
const SERVER_CPUS = options['server-cpus'];
const PLAYER_CPUS =
  options['player-cpus'] ??
  Array.from({ length: CORES }, (_, cpu) => cpu)
    .filter((cpu) => !SERVER_CPUS.split(',').map(Number).includes(cpu))
    .join(',');
if (PIN && (!/^\d+(,\d+)*$/.test(SERVER_CPUS) || !/^\d+(,\d+)*$/.test(PLAYER_CPUS)))
  throw new Error(`--server-cpus and --player-cpus must be lists of CPU numbers such as 0 or 0,1, got "${SERVER_CPUS}" and "${PLAYER_CPUS}"`);
/** Each server process's CPU: the server CPUs in turn. */
const serverCpuOf = (index: number): string => SERVER_CPUS.split(',')[index % SERVER_CPUS.split(',').length]!;
// One load-generating process per 1,500 full players by default (a single one would be the bottleneck it
// measures); protocol players are cheap enough for one process per player CPU.
const PLAYER_PROCESSES = Number(
  options['player-processes'] ??
    (PLAYER_KIND === 'full' ? Math.max(1, Math.ceil(PLAYERS / 1_500)) : PIN ? PLAYER_CPUS.split(',').length : 1),
);
if (!Number.isInteger(PLAYERS) || PLAYERS < 1)
  throw new Error(`--players must be a whole number, got ${options.players}`);
if (PROCESSES === 2 && ENGINE !== 'postgres')
  throw new Error('two server processes share PostgreSQL and Redis: add --engine postgres');

const benchDir = dirname(fileURLToPath(import.meta.url));
const playersScript = resolve(benchDir, '../../adapters/examples/virtual-players/main.ts');
const label = `r${randomBytes(3).toString('hex')}`;
const tokenSecret = randomBytes(32).toString('hex');
const sleep = (ms: number) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ). */
const CLOCK_TICKS = 100;
function processCpuMicros(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** The virtual players' process and its IPC channel. */
class PlayersProcess {
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;
  constructor(cpus: string | null) {
    const nodeArgs = ['--conditions=@dubloon-quest/source', '--import', 'tsx', '--max-old-space-size=4096'];
    this.child = fork(playersScript, [], {
      ...(cpus === null ? { execArgv: nodeArgs } : { execPath: 'taskset', execArgv: ['-c', cpus, process.execPath, ...nodeArgs] }),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.exited = new Promise((resolvePromise) => this.child.once('exit', () => resolvePromise()));
    this.child.on('message', (message: { type: string; text?: string }) => {
      if (message.type === 'log') console.log(`  [players] ${message.text}`);
    });
  }
  get pid(): number {
    return this.child.pid!;
  }
  ask<T>(request: unknown, answer: string): Promise<T> {
    return new Promise((resolvePromise, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the players' process exited with ${code}`));
      const listener = (message: { type: string }) => {
        if (message.type !== answer) return;
        this.child.off('message', listener);
        this.child.off('exit', onExit);
        resolvePromise(message as T);
      };
      this.child.on('message', listener);
      this.child.once('exit', onExit);
      this.child.send(request as object);
    });
  }
  async stop(): Promise<void> {
    if (this.child.exitCode === null) this.child.send({ type: 'stop' });
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** Database and Redis counters, read before and after each phase. */
interface Counters {
  at: number;
  serverCpu: number[];
  databaseCpu: number | null;
  commits: number | null;
  rowsWritten: number | null;
  blocksRead: number | null;
  redisCommands: number | null;
  playersCpu: number | null;
}

async function main(): Promise<void> {
  const machine = await describeMachine(options['postgres-url']).catch(() => null);
  if (PIN) {
    // The rehearsal itself (its counters, the IPC) runs beside the players, every thread of it.
    execFileSync('taskset', ['-a', '-p', '-c', PLAYER_CPUS, String(process.pid)], { stdio: 'ignore' });
  }
  console.log(
    `Rehearsal: ${PLAYERS} ${PLAYER_KIND} players, ${ENGINE}${ENGINE === 'postgres' ? ` with Redis, ${PROCESSES} server process(es)` : ''}; ${PIN ? `servers pinned to CPU ${SERVER_CPUS}, players to CPU ${PLAYER_CPUS}` : 'not pinned'}; load ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const event = writeRehearsalEvent();
  const plans = Array.from({ length: PLAYERS }, (_, index) => planVirtualPlayer(SEED, index, DEFAULT_CROWD));
  const existing =
    ENGINE === 'external' ? [] : plans.filter((plan) => !plan.registers).map((plan) => plan.index);

  // The database, seeded before the servers start (the embedded one cannot be opened by two processes).
  const cleanups: (() => Promise<void>)[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'dq-rehearsal-'));
  cleanups.push(() => Promise.resolve(rmSync(dirname(event.file), { recursive: true, force: true })));
  cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
  let databaseUrl: string | null = null;
  let admin: pg.Client | null = null;
  let databaseName: string | null = null;
  let organizerEmail = process.env.REHEARSE_ORGANIZER_EMAIL ?? '';
  const organizerPassword =
    ENGINE === 'external' ? (process.env.REHEARSE_ORGANIZER_PASSWORD ?? '') : REHEARSAL_PASSWORD;
  const openDb = async (): Promise<Db> =>
    databaseUrl ? openPgDb(databaseUrl) : openPgliteDb(join(dataDir, 'pglite'));
  const servers: ServerProcess[] = [];
  let players: PlayersProcess[] = [];
  let redis: ReturnType<typeof createClient> | null = null;
  try {
    if (ENGINE === 'postgres') {
      admin = new pg.Client({ connectionString: options['postgres-url'] });
      await admin.connect();
      databaseName = `dubloon_rehearse_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${databaseName}`);
      const url = new URL(options['postgres-url']);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      const name = databaseName;
      const client = admin;
      cleanups.push(async () => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      });
    }
    if (ENGINE !== 'external') {
      const seeding = performance.now();
      const db = await openDb();
      organizerEmail = await seedRehearsal(db, label, existing);
      if (databaseUrl) await db.query('VACUUM ANALYZE');
      await db.close();
      console.log(
        `  accounts: ${existing.length} made, ${PLAYERS - existing.length} to register, in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
      );
      const redisPrefix = `dqrehearse-${label}`;
      for (let index = 0; index < PROCESSES; index += 1) {
        servers.push(
          await startServerProcess('rehearsal-server.ts', {
            DEMO: 'off',
            TOKEN_SECRET: tokenSecret,
            EVENT_FILE: event.file,
            LOG_LEVEL: 'warn',
            WEB_DIST: '/nonexistent-web-dist',
            QUIZ_CHECK: 'server',
            DATA_DIR: dataDir,
            // The virtual players' calls come through the loopback "proxy", each class from an address of its own.
            TRUST_PROXY: '127.0.0.1',
            PUBLIC_URL: 'http://localhost:3000',
            ...(databaseUrl
              ? { DATABASE_URL: databaseUrl, REDIS_URL: options['redis-url'], REDIS_PREFIX: redisPrefix }
              : {}),
          }, PIN ? serverCpuOf(index) : undefined),
        );
      }
      if (databaseUrl) {
        redis = createClient({ url: options['redis-url'] });
        redis.on('error', () => undefined);
        await redis.connect();
      }
    }
    const baseUrls = ENGINE === 'external' ? [options.url!] : servers.map((server) => server.baseUrl);

    players = Array.from({ length: PLAYER_PROCESSES }, () => new PlayersProcess(PIN ? PLAYER_CPUS : null));
    const playersProcesses = players;
    await Promise.all(
      players.map((process, part) =>
        process.ask(
          {
            type: 'init',
            servers: baseUrls,
            players: plans
              .filter((plan) => plan.index % PLAYER_PROCESSES === part)
              .map((plan) => ({
                index: plan.index,
                email:
                  plan.registers || ENGINE === 'external'
                    ? `new.${plan.index}.${label}@rehearsal.example.com`
                    : playerEmail(label, plan.index),
                password: REHEARSAL_PASSWORD,
              })),
            seed: SEED,
            crowd: DEFAULT_CROWD,
            answers: [...event.answers],
            organizer: { email: organizerEmail, password: organizerPassword },
            playersPerAddress: PLAYERS_PER_ADDRESS,
            organizerDuties: part === 0,
            registerAll: ENGINE === 'external',
            kind: PLAYER_KIND,
          },
          'ready',
        ),
      ),
    );

    const counters = async (): Promise<Counters> => {
      const serverCpu = await Promise.all(
        servers.map(async (server) => (await server.ask({ type: 'cpu' }, 'cpu')).micros),
      );
      let databaseCpu: number | null = null;
      let commits: number | null = null;
      let rowsWritten: number | null = null;
      let blocksRead: number | null = null;
      if (admin && databaseName) {
        const { rows } = await admin.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [databaseName],
        );
        for (const { pid } of rows) {
          const used = processCpuMicros(pid);
          if (used !== null) backendCpu.set(pid, used);
        }
        databaseCpu = [...backendCpu.values()].reduce((sum, used) => sum + used, 0);
        const stats = await admin.query<{ commits: string; written: string; read: string }>(
          'SELECT xact_commit AS commits, tup_inserted + tup_updated + tup_deleted AS written, blks_read AS read FROM pg_stat_database WHERE datname = $1',
          [databaseName],
        );
        commits = Number(stats.rows[0]?.commits ?? 0);
        rowsWritten = Number(stats.rows[0]?.written ?? 0);
        blocksRead = Number(stats.rows[0]?.read ?? 0);
      }
      let redisCommands: number | null = null;
      if (redis) {
        const info = await redis.info('stats');
        redisCommands = Number(/total_commands_processed:(\d+)/.exec(info)?.[1] ?? 0);
      }
      return {
        at: performance.now(),
        serverCpu,
        databaseCpu,
        commits,
        rowsWritten,
        blocksRead,
        redisCommands,
        playersCpu: playersProcesses.reduce((sum, process) => sum + (processCpuMicros(process.pid) ?? 0), 0),
      };
    };
    const backendCpu = new Map<number, number>();

    const phases: PhaseFigure[] = [];
    const memoryBefore = await Promise.all(servers.map((server) => server.ask({ type: 'memory' }, 'memory')));
    let memoryConnected: { rss: number; heapUsed: number }[] = memoryBefore;
    const runPhase = async (phase: string, windowMs: number, extra: Record<string, unknown> = {}) => {
      const before = await counters();
      await Promise.all(servers.map((server) => server.ask({ type: 'lag' }, 'lag')));
      const outcome = mergeOutcomes(
        await Promise.all(
          playersProcesses.map(
            async (process) =>
              (
                await process.ask<{ outcome: PlayersOutcome }>(
                  { type: 'phase', phase, windowMs, ...extra },
                  'phaseDone',
                )
              ).outcome,
          ),
        ),
      );
      const after = await counters();
      const lags = await Promise.all(servers.map((server) => server.ask({ type: 'lag' }, 'lag')));
      const seconds = (after.at - before.at) / 1000;
      const delta = (a: number | null, b: number | null) =>
        a === null || b === null ? null : Math.round((b - a) / seconds);
      const figure: PhaseFigure = {
        outcome,
        serverCpuSeconds: Math.round(servers.reduce((sum, _, index) => sum + (after.serverCpu[index]! - before.serverCpu[index]!), 0) / 1e5) / 10,
        wallSeconds: Math.round(seconds * 10) / 10,
        servers: servers.map((_, index) => ({
          cpuPercent: Math.round((after.serverCpu[index]! - before.serverCpu[index]!) / 10_000 / seconds),
          loopLagP99Ms: Math.round(lags[index]!.p99Ms * 10) / 10,
          loopLagMaxMs: Math.round(lags[index]!.maxMs * 10) / 10,
        })),
        databaseCpuPercent:
          after.databaseCpu === null || before.databaseCpu === null
            ? null
            : Math.round((after.databaseCpu - before.databaseCpu) / 10_000 / seconds),
        commitsPerSecond: delta(before.commits, after.commits),
        rowsWrittenPerSecond: delta(before.rowsWritten, after.rowsWritten),
        blocksReadPerSecond: delta(before.blocksRead, after.blocksRead),
        redisCommandsPerSecond: delta(before.redisCommands, after.redisCommands),
        playersCpuPercent:
          after.playersCpu === null || before.playersCpu === null
            ? null
            : Math.round((after.playersCpu - before.playersCpu) / 10_000 / seconds),
      };
      phases.push(figure);
      const failures = Object.entries(outcome.failures)
        .map(([reason, count]) => `${count}x ${reason}`)
        .join('; ');
      console.log(
        `  ${phase}: ${outcome.done}/${outcome.attempted} in ${outcome.seconds} s (each p50 ${outcome.steps.p50Ms} ms, p99 ${outcome.steps.p99Ms} ms); servers ${figure.servers.map((server) => `${server.cpuPercent}% CPU, loop lag p99 ${server.loopLagP99Ms} ms`).join(' | ')}` +
          `${figure.databaseCpuPercent === null ? '' : `; PostgreSQL ${figure.databaseCpuPercent}% CPU, ${figure.commitsPerSecond} commits/s`}${figure.redisCommandsPerSecond === null ? '' : `; Redis ${figure.redisCommandsPerSecond} commands/s`}; players' process ${figure.playersCpuPercent}% CPU${failures ? `\n    failures: ${failures}` : ''}`,
      );
      return outcome;
    };

    const started = performance.now();
    await runPhase('storm', STORM_MS);
    memoryConnected = await Promise.all(servers.map((server) => server.ask({ type: 'memory' }, 'memory')));
    await runPhase('chests', CHESTS_WINDOW_MS);
    await runPhase('referrals', REFERRALS_WINDOW_MS);
    await runPhase('spread', SPREAD_WINDOW_MS);
    // The organizer moves the schedule on: the game days start in a few seconds. The period's end logs every
    // player out (the timer ran out), and each comes back: a second storm.
    const iso = (ms: number) => new Date(ms).toISOString();
    const hour = 3_600_000;
    const gameStart = Date.now() + 3_000;
    const far = gameStart + 10 * hour;
    await runPhase('schedule', 0, {
      timestamps: {
        pre_game: iso(Date.now() - hour),
        game_start: iso(gameStart),
        review_start: iso(far),
        review_end: iso(far + hour),
        game_end: iso(far + 2 * hour),
      },
    });
    await sleep(Math.max(0, gameStart + 1_000 - Date.now()));
    await runPhase('gameStartLogin', STORM_MS);
    await runPhase('challenges', CHALLENGES_WINDOW_MS);
    // Then the raffle's close, a minute (the rush window) from now: the last-minute rush.
    const reviewStart = Date.now() + RUSH_MS + 2_000;
    await runPhase('schedule', 0, {
      timestamps: {
        pre_game: iso(Date.now() - hour),
        game_start: iso(gameStart),
        review_start: iso(reviewStart),
        review_end: iso(reviewStart + hour),
        game_end: iso(reviewStart + 2 * hour),
      },
    });
    await runPhase('rush', RUSH_MS - 10_000);
    await sleep(Math.max(0, reviewStart + 1_000 - Date.now()));
    // The raffle closed (the review): everyone is logged out once more and comes back for the results.
    await runPhase('reviewLogin', STORM_MS);
    await runPhase('results', RESULTS_WAIT_MS);
    const totalSeconds = Math.round((performance.now() - started) / 100) / 10;

    // Fan-out keys from every server process, then the servers stop and the ledger is read.
    await sleep(1_000);
    const coinEmits: [string, number][] = [];
    const totalsEmits: [string, number][] = [];
    const processes: ProcessFigure[] = [];
    for (const [index, server] of servers.entries()) {
      coinEmits.push(...(await server.ask({ type: 'emits' }, 'emits')).emits);
      totalsEmits.push(...(await server.ask({ type: 'totalsEmits' }, 'totalsEmits')).emits);
      const memory = await server.ask({ type: 'memory' }, 'memory');
      const cpu = await server.ask({ type: 'cpu' }, 'cpu');
      processes.push({
        name: `server ${index + 1}`,
        rssMb: Math.round(memory.rss / 1024 ** 2),
        heapMb: Math.round(memory.heapUsed / 1024 ** 2),
        cpuSeconds: Math.round(cpu.micros / 1e5) / 10,
        rssPerPlayerKb: null,
      });
      processes[index]!.rssPerPlayerKb = Math.round(
        (memoryConnected[index]!.rss - memoryBefore[index]!.rss) /
          1024 /
          Math.max(1, Math.ceil(PLAYERS / servers.length)),
      );
    }
    const firstTotals = new Map<string, number>();
    for (const [key, at] of totalsEmits)
      if (!firstTotals.has(key) || firstTotals.get(key)! > at) firstTotals.set(key, at);
    for (const server of servers) await server.stop();
    servers.length = 0;
    let ledger: LedgerCheck | null = null;
    let emails = new Map<number, string>();
    let databaseBytes: number | null = null;
    if (ENGINE !== 'external') {
      const db = await openDb();
      try {
        ({ check: ledger, emails } = await checkLedger(db, event.answers, event.itemIds));
        const size = await db.query<{ bytes: string }>(
          'SELECT pg_database_size(current_database()) AS bytes',
        );
        databaseBytes = Number(size.rows[0]?.bytes ?? 0);
      } finally {
        await db.close();
      }
    }
    const emitsByEmail = coinEmits.flatMap(([key, at]) => {
      const [userId, balance] = key.split(':');
      const email = emails.get(Number(userId));
      return email ? [[`${email}:${balance}`, at] as [string, number]] : [];
    });
    const reports = await Promise.all(
      players.map(
        async (process) =>
          (
            await process.ask<{ report: PlayersReport }>(
              { type: 'report', coinEmits: emitsByEmail, totalsEmits: [...firstTotals] },
              'report',
            )
          ).report,
      ),
    );
    for (const process of players) await process.stop();
    players = [];
    for (const [part, report] of reports.entries()) {
      processes.push({
        name: `virtual players' process ${part + 1}`,
        rssMb: Math.round(report.rssBytes / 1024 ** 2),
        heapMb: Math.round(report.heapUsedBytes / 1024 ** 2),
        cpuSeconds: Math.round(report.cpuMicros / 1e5) / 10,
        rssPerPlayerKb: Math.round(
          (report.rssBytes - report.rssAtStartBytes) / 1024 / Math.max(1, report.connectedPlayers),
        ),
      });
    }
    const report = mergeReports(reports);

    const result: RehearsalResult = {
      date: new Date().toISOString(),
      machine,
      loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
      players: PLAYERS,
      engine: ENGINE,
      serverProcesses: PROCESSES,
      stormSeconds: STORM_MS / 1000,
      rushSeconds: RUSH_MS / 1000,
      seed: SEED,
      totalSeconds,
      phases,
      calls: report.calls,
      coinChange: report.coinChange,
      raffleTotals: { ...report.raffleTotals, emitted: firstTotals.size },
      resultsPublishedSockets: report.resultsPublished,
      playersLoopLagMs: report.eventLoopLagMs,
      connectedPlayers: report.connectedPlayers,
      processes,
      databaseBytes,
      ledger,
      playerKind: PLAYER_KIND,
      pinning: PIN ? { serverCpus: SERVER_CPUS, playerCpus: PLAYER_CPUS } : null,
      verdict: { held: false, text: '', misses: [] },
    };
    // The cores the servers ran on: the pinned ones, else every core of the machine.
    result.capacity = capacityOf(result, PIN ? new Set(Array.from({ length: PROCESSES }, (_, index) => serverCpuOf(index))).size : CORES);
    result.verdict = judge(result);
    writeRehearsalReport(result, { write: !options['no-write'] });
  } finally {
    for (const process of players) await process.stop().catch(() => undefined);
    for (const server of servers) await server.stop().catch(() => undefined);
    if (redis) {
      // The rehearsal's own keys only (its prefix), then the connection.
      for await (const keys of redis.scanIterator({ MATCH: `dqrehearse-${label}*`, COUNT: 500 }))
        if (keys.length > 0) await redis.del(keys);
      await redis.quit().catch(() => undefined);
    }
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
  }
}

await main();
