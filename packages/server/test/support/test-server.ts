import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';
import {
  DEFAULT_RATE_LIMITS,
  DEMO_EVENT_FILE,
  type RateLimits,
  type ServerConfig,
} from '../../src/config/config.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { newReferralCode } from '../../src/db/referral-codes.js';
import type { Db } from '../../src/db/db.js';
import type { Role } from '../../src/db/repository.js';
import { buildServer, type BuildOptions } from '../../src/server.js';
import { openTestPglite, openTestPostgres, type TestDatabase } from './databases.js';

/** The demo event file's own timestamps, which the non-demo test servers run on. */
export const EVENT_TIMES = {
  preGame: Date.parse('2026-04-19T14:00:00.000Z') + 3_600_000,
  gameStart: Date.parse('2026-04-20T14:00:00.000Z') + 3_600_000,
  reviewStart: Date.parse('2026-04-25T14:00:00.000Z') + 3_600_000,
  winnersAnnounced: Date.parse('2026-04-26T14:00:00.000Z') + 3_600_000,
  gameEnd: Date.parse('2026-04-27T14:00:00.000Z') + 3_600_000,
  beforePreGame: Date.parse('2026-04-19T14:00:00.000Z') - 3_600_000,
} as const;

export const PASSWORD = 'Correct-Horse-9';

/** Budgets high enough that ordinary tests never meet them (the rate-limit tests lower one). */
const GENEROUS_LIMITS: RateLimits = {
  login: { max: 1000, windowMs: 60_000 },
  mail: { max: 1000, windowMs: 60_000 },
  loginFailuresPerAddress: { max: 10_000, windowMs: 60_000 },
  loginFailuresPerAccount: { max: 10_000, windowMs: 60_000 },
  mailPerAddress: { max: 10_000, windowMs: 60_000 },
  uploadsPerPartner: { max: 10_000, windowMs: 60_000 },
  chestAnswer: { max: 10_000, windowMs: 60_000 },
  socketEvents: { max: 1000, windowMs: 10_000 },
};

export interface TestServerOptions extends Partial<ServerConfig> {
  build?: BuildOptions;
  /** Wraps the fresh database (e.g. to simulate an outage). */
  wrapDb?: (db: Db) => Db;
  /** The engine, for a test that runs on both (else `TEST_SERVER_DATABASE`'s, embedded by default). */
  engine?: 'pglite' | 'postgres';
}

export interface Response<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** A signed-in user as a test drives it. */
export interface Session {
  email: string;
  password: string;
  token: string;
  csrf: string;
}

/**
 * `count` verified players made straight in the server's database with the test password (hashed once, since
 * argon2 takes a while), not logged in. @returns their e-mails.
 */
export async function verifiedPlayers(server: TestServer, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: count }, () => uniqueEmail());
  for (const email of emails)
    await server.repository.createUser(
      {
        email,
        passwordHash,
        name: 'Test Player',
        education: 'Other',
        school: null,
        country: 'Canada',
        region: null,
        city: null,
        role: 'Player',
        emailVerified: true,
        referralCode: newReferralCode(),
        referredBy: null,
      },
      new Date(server.clock.now),
    );
  return emails;
}

/** The real server on a free port with a fresh in-memory database, and helpers to talk to it. */
export class TestServer {
  private constructor(
    readonly app: FastifyInstance,
    readonly baseUrl: string,
    /** The server's clock; tests move it. */
    readonly clock: { now: number },
    private readonly database: TestDatabase,
  ) {}

  static async start(options: TestServerOptions = {}): Promise<TestServer> {
    const { build, wrapDb, engine, ...overrides } = options;
    const opened = await openTestDatabase(engine);
    // The test database is disposed of by `close` (PostgreSQL: dropped), not by the server.
    const unclosable = { ...opened.db, close: () => Promise.resolve() };
    const db = wrapDb ? wrapDb(unclosable) : unclosable;
    const config: ServerConfig = {
      port: 0,
      host: '127.0.0.1',
      dataDir: '/nonexistent',
      databaseUrl: null,
      databasePoolSize: 10,
      redisUrl: null,
      redisPrefix: 'dubloon',
      trustProxy: false,
      eventFile: DEMO_EVENT_FILE,
      demo: false,
      corsOrigins: [],
      quizCheck: 'server',
      smtpUrl: null,
      logLevel: 'silent',
      logRequests: false,
      publicUrl: 'http://localhost:3000',
      webDist: '/nonexistent-web-dist',
      tokenSecret: randomBytes(32).toString('hex'),
      accessTokenTtlMs: 12 * 60 * 60 * 1000,
      rateLimits: GENEROUS_LIMITS,
      anonymousSocketsPerAddress: 1000,
      socketMaxBytes: 16 * 1024,
      firstOrganizerEmail: null,
      ...overrides,
    };
    const clock = { now: EVENT_TIMES.preGame };
    const app = await buildServer(config, { db, checkResponses: true, now: () => clock.now, ...build });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return new TestServer(app, `http://127.0.0.1:${port}`, clock, opened);
  }

  get repository() {
    return this.app.game.repository;
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.database.dispose();
  }

  /** One HTTP call to `/api/v2<path>` with JSON, as the original client sends it. */
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Response<T>> {
    return callApi<T>(this.baseUrl, method, path, options);
  }

  /** The mail sent to an address so far, once the mail work requests started has run. */
  async mailTo(email: string) {
    await this.app.game.background.settled();
    return this.repository.mailTo(email);
  }

  /** Logs in and returns the tokens read from the answer's headers. */
  login(email: string, password = PASSWORD): Promise<Session & { body: Record<string, unknown> }> {
    return loginAt(this.baseUrl, email, password);
  }

  /** The last link of a kind mailed to an address, read from the outbox. */
  async mailedToken(email: string): Promise<string> {
    await this.app.game.background.settled();
    const mail = (await this.repository.mailTo(email)).at(-1);
    const token = /token=([0-9a-f]{40})/.exec(mail?.body ?? '')?.[1];
    if (!token) throw new Error(`no token mailed to ${email}`);
    return token;
  }

  /** Registers a player over HTTP, verifies the email with the mailed link, and logs in. */
  async newPlayer(
    fields: Record<string, unknown> = {},
  ): Promise<Session & { body: Record<string, unknown> }> {
    const email = uniqueEmail();
    const registration = await this.call('POST', '/auth/register', {
      body: {
        name: 'Test Player',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        education: 'Grade 10',
        country: 'Canada',
        region: 'Ontario',
        city: 'Toronto',
        ...fields,
      },
    });
    if (registration.status !== 200)
      throw new Error(`register failed: ${registration.status} ${registration.text}`);
    const verified = await this.call('POST', '/auth/email/verify', {
      body: { token: await this.mailedToken(email) },
    });
    if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
    return this.login(email);
  }

  /** Creates a verified account of any role straight in the database (no call creates non-players), and logs in. */
  async newAccount(role: Role): Promise<Session & { body: Record<string, unknown> }> {
    const email = uniqueEmail();
    await this.repository.createUser(
      {
        email,
        passwordHash: await hashPassword(PASSWORD),
        name: `Test ${role}`,
        education: 'Other',
        school: null,
        country: 'Canada',
        region: null,
        city: null,
        role,
        emailVerified: true,
        referralCode: newReferralCode(),
        referredBy: null,
      },
      new Date(this.clock.now),
    );
    return this.login(email);
  }

  /** A socket.io client on this server (websocket transport), not yet connected until awaited. */
  socket(options: { token?: string; headers?: Record<string, string> } = {}): Promise<Socket> {
    return connectSocketTo(this.baseUrl, options);
  }
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  session?: Session | null;
  token?: string;
  csrf?: string;
  headers?: Record<string, string>;
  /** Aborts the call (e.g. `AbortSignal.timeout`). */
  signal?: AbortSignal;
}

/** One HTTP call to `<baseUrl>/api/v2<path>` with JSON, as the original client sends it (any server process). */
export async function callApi<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response<T>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: `Bearer ${options.token ?? options.session?.token ?? 'undefined'}`,
    'x-xsrf-token': options.csrf ?? options.session?.csrf ?? 'undefined',
    ...options.headers,
  };
  const response = await fetch(`${baseUrl}/api/v2${path}`, {
    method,
    headers,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.rawBody !== undefined
      ? { body: options.rawBody }
      : options.body !== undefined
        ? { body: JSON.stringify(options.body) }
        : {}),
  });
  const text = await response.text();
  return { status: response.status, body: parseJson(text) as T, text, headers: response.headers };
}

/** What of a login's answer the login queue's retry reads. */
export interface LoginLineAnswer {
  status: number;
  headers: { get(name: string): string | null };
}

/**
 * Sends a login again while the login queue (decision 0210) answers 503 with Retry-After, as every client does:
 * after the wait, with the `dq_login_ticket` cookie that keeps its place. Under a busy machine a few logins sent
 * together wait in line; a test that means "these log in" follows the line. At most 60 tries.
 */
export async function followLoginLine<A extends LoginLineAnswer>(send: (ticketCookie?: string) => Promise<A>): Promise<A> {
  let answer = await send();
  for (let tries = 0; answer.status === 503 && answer.headers.get('retry-after') !== null && tries < 60; tries += 1) {
    const ticket = /^(dq_login_ticket=[0-9a-f]{32});/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after')) * 1000));
    answer = await send(ticket);
  }
  return answer;
}

/** Logs in at a server (waiting in the login queue's line if it must) and returns the tokens read from the answer's headers. */
export async function loginAt(
  baseUrl: string,
  email: string,
  password = PASSWORD,
): Promise<Session & { body: Record<string, unknown> }> {
  const response = await followLoginLine((cookie) =>
    callApi(baseUrl, 'POST', '/auth/login', { body: { email, password }, ...(cookie === undefined ? {} : { headers: { cookie } }) }),
  );
  if (response.status !== 200)
    throw new Error(`login of ${email} failed: ${response.status} ${response.text}`);
  const token = /^Bearer (.+)$/.exec(response.headers.get('authorization') ?? '')?.[1];
  const csrf = response.headers.get('x-xsrf-token');
  if (!token || !csrf) throw new Error('login answered without token headers');
  return { email, password, token, csrf, body: response.body };
}

/** A socket.io client (websocket transport, no automatic reconnection) connected to a server, or the connect error. */
export async function connectSocketTo(
  baseUrl: string,
  options: { token?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Socket> {
  const socket = connectSocket(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
    ...(options.token !== undefined ? { auth: { token: options.token } } : {}),
    ...(options.headers ? { extraHeaders: options.headers } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}

/**
 * A fresh database for one test server: in-memory PGlite, or with `TEST_SERVER_DATABASE=postgres` a fresh
 * database on the machine's PostgreSQL, so the HTTP suites can run on either engine.
 */
async function openTestDatabase(engine = process.env.TEST_SERVER_DATABASE === 'postgres' ? 'postgres' : 'pglite'): Promise<TestDatabase> {
  if (engine !== 'postgres') return openTestPglite();
  const opened = await openTestPostgres();
  if ('skipped' in opened) throw new Error(`TEST_SERVER_DATABASE=postgres, but ${opened.skipped}`);
  return opened;
}

/** A fresh address for each test's player, so tests in one file never share state. */
export function uniqueEmail(): string {
  return `player.${randomBytes(6).toString('hex')}@example.com`;
}

/** Waits for one event on a socket, or fails after `ms`. */
export function nextEvent<T>(socket: Socket, event: string, ms = 2_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every event of a kind a socket receives from now on. */
export function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** Emits `register` and resolves with the acknowledgement. */
export function registerSocket(socket: Socket, email: unknown): Promise<unknown> {
  return new Promise((resolve) => socket.emit('register', email, (ack: unknown) => resolve(ack)));
}

export { DEFAULT_RATE_LIMITS, GENEROUS_LIMITS };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
