import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_EVENT_FILE } from '../../src/config/config.js';
import { openPgDb } from '../../src/db/pg-db.js';
import { openRepository, type Repository, type Role } from '../../src/db/repository.js';
import { newReferralCode } from '../../src/db/referral-codes.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { POSTGRES_ADMIN_URL } from './databases.js';
import { SERVER_BUNDLE } from './server-bundle.global.js';
import { callApi, loginAt, PASSWORD, uniqueEmail, type Session } from './test-server.js';

/** The Redis the multi-node tests use: `TEST_REDIS_URL`, else the machine's own. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Answers whether a TCP port takes connections within `ms`. */
function answers(host: string, port: number, ms = 1_000): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect(port, host);
    const done = (ok: boolean) => {
      socket.destroy();
      resolvePromise(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Why the multi-node tests cannot run here (PostgreSQL or Redis not answering), or null when both answer.
 * When `CI` is set a missing service is an error, never a skip.
 */
export async function missingServices(): Promise<string | null> {
  const database = new URL(POSTGRES_ADMIN_URL);
  const redis = new URL(REDIS_URL);
  const missing: string[] = [];
  if (!(await answers(database.hostname, Number(database.port || 5432))))
    missing.push(`PostgreSQL at ${database.hostname}:${database.port || 5432}`);
  if (!(await answers(redis.hostname, Number(redis.port || 6379))))
    missing.push(`Redis at ${redis.hostname}:${redis.port || 6379}`);
  if (missing.length === 0) return null;
  const reason = `${missing.join(' and ')} not answering`;
  if (process.env.CI) throw new Error(`${reason}; CI requires them`);
  return reason;
}

/** A fresh PostgreSQL database for one test file, and a repository on it to look behind the servers. */
export interface ClusterDatabase {
  /** The connection string the servers use. */
  url: string;
  /** The database's host and port (a proxy in front of it forwards here). */
  host: string;
  port: number;
  repository: Repository;
  /** Runs SQL directly (checks of the ledger). */
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

/** Creates `dubloon_test_<random>` on the machine's PostgreSQL. */
export async function createClusterDatabase(): Promise<ClusterDatabase> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const name = `dubloon_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = openPgDb(url.toString(), { max: 4 });
  const direct = new pg.Pool({ connectionString: url.toString(), max: 2 });
  direct.on('error', () => undefined);
  return {
    url: url.toString(),
    host: url.hostname,
    port: Number(url.port || 5432),
    repository: openRepository(db),
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
      return (await direct.query<T>(sql, params)).rows;
    },
    async dispose() {
      await db.close();
      await direct.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Writes a copy of the demo event in its pre-game period from a day ago to a day ahead, when both Learn and Earn
 * and the raffle are open, for servers running on the real clock.
 */
export function openEventFile(): string {
  const event = JSON.parse(readFileSync(DEMO_EVENT_FILE, 'utf8')) as Record<string, unknown>;
  const day = 24 * 60 * 60 * 1000;
  const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
  event.timestamps = {
    pre_game: at(-1),
    game_start: at(1),
    review_start: at(2),
    review_end: at(3),
    game_end: at(4),
  };
  const file = join(mkdtempSync(join(tmpdir(), 'dq-event-')), 'event.json');
  writeFileSync(file, JSON.stringify(event));
  return file;
}

/** The correct letters of each chest of the demo event, to earn coins through the server-checked quiz. */
export function chestAnswers(): Map<number, string[]> {
  const event = JSON.parse(readFileSync(DEMO_EVENT_FILE, 'utf8')) as {
    chests: { chest_id: number; group: { answers: { correct: string } }[] }[];
  };
  return new Map(
    event.chests.map((chest) => [chest.chest_id, chest.group.map((question) => question.answers.correct)]),
  );
}

/** A free TCP port on 127.0.0.1 (free when asked). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolvePromise) => server.listen(0, '127.0.0.1', () => resolvePromise()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
  return port;
}

/** Settings every node of a test cluster shares. */
export interface ClusterSettings {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  tokenSecret: string;
  eventFile: string;
}

/** Shared settings for a new cluster on a database: its own Redis prefix, token secret and open event. */
export function clusterSettings(databaseUrl: string): ClusterSettings {
  return {
    databaseUrl,
    redisUrl: REDIS_URL,
    redisPrefix: `dqtest-${randomBytes(4).toString('hex')}`,
    tokenSecret: randomBytes(32).toString('hex'),
    eventFile: openEventFile(),
  };
}

/**
 * One real server process (`src/main.ts` bundled once for the test run, as `npm start` runs `dist/main.js`) with
 * production settings: PostgreSQL, Redis, demo off. Its log lines are kept for the tests to read.
 */
export class NodeProcess {
  readonly log: string[] = [];
  private exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    this.exited = new Promise((resolvePromise) => child.once('exit', () => resolvePromise()));
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      this.log.push(...lines);
    });
    child.stderr?.on('data', (chunk: Buffer) => this.log.push(chunk.toString('utf8')));
  }

  /** Starts a node and waits until its health answers (ok or degraded). */
  static async start(
    settings: ClusterSettings,
    /** Settings that replace the cluster's; `undefined` leaves a setting out. */
    overrides: Record<string, string | undefined> = {},
  ): Promise<NodeProcess> {
    const port = await freePort();
    const env: Record<string, string | undefined> = {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'off',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dq-node-')),
      DATABASE_URL: settings.databaseUrl,
      DATABASE_POOL_SIZE: '8',
      REDIS_URL: settings.redisUrl,
      REDIS_PREFIX: settings.redisPrefix,
      TOKEN_SECRET: settings.tokenSecret,
      EVENT_FILE: settings.eventFile,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: '/nonexistent-web-dist',
      LOG_LEVEL: 'info',
      ...overrides,
    };
    const child = spawn(
      process.execPath,
      [SERVER_BUNDLE],
      { cwd: packageRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const node = new NodeProcess(child, port);
    // Generous: a start is slow on a loaded machine.
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`node on port ${port} exited at start:\n${node.log.join('\n')}`);
      try {
        const health = await callApi(node.baseUrl, 'GET', '/health');
        if (health.status === 200) return node;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`node on port ${port} did not become healthy:\n${node.log.join('\n')}`);
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
    }
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Ends the process at once, as a crash or an OOM kill would (no graceful close). */
  async kill(): Promise<void> {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
    await this.exited;
  }

  /** Stops the process the way a deployment does (SIGTERM, graceful close). */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    await this.exited;
  }
}

/** The test password's hash, made once (argon2 takes a while, and the cluster tests make many accounts). */
let passwordHash: Promise<string> | undefined;

/**
 * A verified account of `role` made straight in the shared database (no registration, no bonus), logged in
 * through a server with the test password.
 */
export async function accountAt(baseUrl: string, repository: Repository, role: Role, name = `Cluster ${role}`): Promise<Session & { userId: number }> {
  const email = uniqueEmail();
  const user = await repository.createUser(
    { email, passwordHash: await (passwordHash ??= hashPassword(PASSWORD)), name, education: 'Other', school: null, country: 'Canada', region: null, city: null, role, emailVerified: true, referralCode: newReferralCode(), referredBy: null },
    new Date(),
  );
  return { ...(await loginAt(baseUrl, email)), userId: user!.id };
}

/**
 * Registers a player through a server, verifies the email with the link read from the shared database's
 * outbox, and logs in.
 */
export async function registerPlayer(baseUrl: string, repository: Repository): Promise<Session> {
  const email = uniqueEmail();
  const registration = await callApi(baseUrl, 'POST', '/auth/register', {
    body: {
      name: 'Cluster Player',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      education: 'Grade 10',
      country: 'Canada',
      region: 'Ontario',
      city: 'Toronto',
    },
  });
  if (registration.status !== 200)
    throw new Error(`register failed: ${registration.status} ${registration.text}`);
  const token = await mailedTokenOf(repository, email);
  const verified = await callApi(baseUrl, 'POST', '/auth/email/verify', { body: { token } });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  return loginAt(baseUrl, email);
}

/**
 * The last link mailed to an address, read from the shared outbox: mail is written after the answer (so that
 * known and unknown addresses answer alike), so this waits for it, up to 5 s.
 */
export async function mailedTokenOf(repository: Repository, email: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mail = (await repository.mailTo(email)).at(-1);
    const token = /token=([0-9a-f]{40})/.exec(mail?.body ?? '')?.[1];
    if (token) return token;
    if (Date.now() > deadline) throw new Error(`no token mailed to ${email}`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 50));
  }
}

/** Answers a chest's three questions correctly through a server (the server-checked quiz). */
export async function solveChest(baseUrl: string, session: Session, chestId: number): Promise<void> {
  const letters = chestAnswers().get(chestId);
  if (!letters) throw new Error(`no chest ${chestId}`);
  for (const [question, choice] of letters.entries()) {
    const answer = await callApi(baseUrl, 'POST', '/game/chests/answer', {
      session,
      body: { chest_id: chestId, question, choice },
    });
    if (answer.status !== 200) throw new Error(`answer failed: ${answer.status} ${answer.text}`);
  }
}
