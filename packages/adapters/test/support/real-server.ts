import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_NOT_STARTED, type GamePeriod, type LoginTimestamps, type SessionTokens } from '@dubloon-quest/core';
import { buildServer, loadConfig, openMigratedPglite } from '@dubloon-quest/server';
import { createConsoleApi, type ConsoleApi } from '../../src/console/console-api.js';
import { createHttpGameApi, type HttpGameApi } from '../../src/http/http-game-api.js';

/** The demo accounts the server seeds (its README and the contract suites name the same). */
export const DEMO_PLAYER = { email: 'demo.player@example.com', password: 'Treasure-2026' } as const;
export const DEMO_ORGANIZER = { email: 'demo.organizer@example.com', password: DEMO_PLAYER.password } as const;

/** An organizer's login on the real server, with its console client. */
export interface RealOrganizer {
  readonly tokens: SessionTokens;
  readonly console: ConsoleApi;
}

/** The game server of `packages/server`, started in the test on a free port with a fresh embedded database. */
export interface RealServer {
  /** `http://127.0.0.1:<port>`: the base URL of the HTTP adapter and the URL of the socket adapter. */
  readonly url: string;
  /** The server's clock (epoch ms), which the test sets. */
  now(): number;
  /** Sets the server's clock (epoch ms). */
  setNow(ms: number): void;
  /**
   * Moves the server's clock to the middle of `period` of the demo event, as login's timestamps describe it,
   * so that the features open in that period are open for the rest of the test.
   */
  enterPeriod(period: Extract<GamePeriod, 'preGame' | 'gameStart'>): Promise<void>;
  /** A fresh HTTP adapter on this server, with tokens the caller sets. */
  api(): { api: HttpGameApi; useTokens(tokens: SessionTokens | null): void };
  /**
   * Logs in an organizer of the real event (the demo's organizer logs into a read-only copy): an account made
   * for the test with the demo organizer's password, once per server.
   */
  organizer(): Promise<RealOrganizer>;
  /**
   * The contract suite's draw, as an organizer makes it in the console: `commit` makes a new commitment (in
   * place of any earlier one) and answers the secret the server made; `run` draws with it, even while the
   * raffle is open, and publishes the results so that the record is public.
   */
  organizeDraw(step: 'commit' | 'run', secret: string): Promise<string>;
  /** The timestamps a login hands out now. */
  timestamps(): Promise<LoginTimestamps>;
  close(): Promise<void>;
}

/**
 * Starts the real server in demo mode (its demo player and partner seeded, every demo login in a private copy
 * of the account), logging nothing, serving the API only, with rate limits high enough for a test run. Its
 * clock starts at the real time (or `startAt`) and then moves only when the test says; its rate limits' windows
 * follow that clock. `quizCheck`: how it judges chest answers (its `QUIZ_CHECK`, default `server`); `rateLimits`:
 * `default` keeps the server's own budgets (a login limit of 10 a minute).
 */
export async function startRealServer(options: { quizCheck?: 'server' | 'client'; rateLimits?: 'generous' | 'default'; startAt?: number } = {}): Promise<RealServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dubloon-adapters-'));
  const loaded = loadConfig({ PORT: '0', HOST: '127.0.0.1', DEMO: 'on', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: dataDir, TOKEN_SECRET: randomBytes(48).toString('base64url'), QUIZ_CHECK: options.quizCheck ?? 'server' }, dataDir);
  const generous = { max: 10_000, windowMs: 60_000 };
  const config = options.rateLimits === 'default' ? loaded : {
    ...loaded,
    rateLimits: {
      login: generous,
      mail: generous,
      loginFailuresPerAddress: generous,
      loginFailuresPerAccount: generous,
      mailPerAddress: generous,
      uploadsPerPartner: generous,
      chestAnswer: generous,
      socketEvents: generous,
    },
  };
  let clockMs = options.startAt ?? Date.now();
  // A migrated template in the data folder, as the browser tests' servers have: under a second of CPU, where a new
  // cluster and its migrations took five or more at each of the six servers these suites start.
  const db = await openMigratedPglite(join(dataDir, 'pglite'));
  const app = await buildServer(config, { now: () => clockMs, checkResponses: true, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const api = () => {
    let tokens: SessionTokens | null = null;
    return {
      api: createHttpGameApi({ baseUrl: url, tokens: () => tokens }),
      useTokens: (next: SessionTokens | null) => {
        tokens = next;
      },
    };
  };

  let organizerEmail: string | null = null;
  const organizer = async (): Promise<RealOrganizer> => {
    if (organizerEmail === null) {
      const email = `organizer.${randomBytes(4).toString('hex')}@example.com`;
      // The demo organizer's row with another email, not a demo template: it logs in as itself.
      await app.game.repository.db.query(
        `INSERT INTO users (email, password_hash, name, education, country, role, email_verified, referral_code, created_at)
         SELECT $1, password_hash, 'Contract Organizer', education, country, 'Organizer', true, $2, now()
         FROM users WHERE email = $3 AND sandbox_of IS NULL`,
        [email, randomBytes(8).toString('hex'), DEMO_ORGANIZER.email],
      );
      organizerEmail = email;
    }
    const { tokens } = await api().api.login({ email: organizerEmail, password: DEMO_ORGANIZER.password });
    return { tokens, console: createConsoleApi({ baseUrl: url, tokens: () => tokens }) };
  };

  const organizeDraw = async (step: 'commit' | 'run', secret: string): Promise<string> => {
    const { console } = await organizer();
    if (step === 'commit') return (await console.call('consoleCommitDraw', { body: { replace: true } })).secret;
    await console.call('consoleRunDraw', { body: { secret, allow_open_raffle: true } });
    await console.call('consolePublishResults', { body: { published: true } });
    return secret;
  };

  return {
    url,
    now: () => clockMs,
    setNow: (ms) => {
      clockMs = ms;
    },
    api,
    organizer,
    organizeDraw,
    timestamps: async () => (await api().api.login({ ...DEMO_PLAYER })).data.timestamps,
    async enterPeriod(period) {
      const { timestamps } = (await api().api.login({ ...DEMO_PLAYER })).data;
      if (timestamps === GAME_NOT_STARTED || timestamps.pre_game === undefined) throw new Error('the demo event has no schedule');
      const [start, end] = period === 'preGame' ? [timestamps.pre_game, timestamps.game_start] : [timestamps.game_start, timestamps.review_start];
      clockMs = Math.floor((Date.parse(start) + Date.parse(end)) / 2);
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
