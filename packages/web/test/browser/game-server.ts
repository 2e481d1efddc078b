import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EventTimestamps } from '@dubloon-quest/core';
import { buildServer, loadConfig, openMigratedPglite, type BuildOptions } from '@dubloon-quest/server';

/** The embedded database as the server takes it. */
type Db = NonNullable<BuildOptions['db']>;

const webDist = resolve(import.meta.dirname, '..', '..', 'dist');
const HOUR_MS = 60 * 60 * 1000;

/**
 * The periods a demo event runs through (spec 1: the demo cycles between the first two), and the review, for a
 * walk of the page players see while the winners are reviewed.
 */
export type DemoPeriod = 'preGame' | 'gameStart' | 'reviewStart';

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, serving the built web app, the API and the socket. */
  readonly url: string;
  /** From now on the event is in this period; a login afterwards gets its timestamps. */
  setPeriod(period: DemoPeriod): void;
  /** `GET /metrics` as Prometheus would read it, when the server was started with a metrics token. */
  scrapeMetrics(): Promise<string>;
  stop(): Promise<void>;
}

/** The event's timestamps with `period` running around `anchorMs`, hours from either end. */
function timestampsFor(period: DemoPeriod, anchorMs: number): EventTimestamps {
  const iso = (hours: number) => new Date(anchorMs + hours * HOUR_MS).toISOString();
  if (period === 'preGame') return { pre_game: iso(-1), game_start: iso(6), review_start: iso(7), review_end: iso(8), game_end: iso(9) };
  if (period === 'gameStart') return { pre_game: iso(-2), game_start: iso(-1), review_start: iso(6), review_end: iso(7), game_end: iso(8) };
  return { pre_game: iso(-3), game_start: iso(-2), review_start: iso(-1), review_end: iso(6), game_end: iso(7) };
}

/**
 * Starts the real game server (packages/server) in demo mode on a free port, with a fresh embedded database
 * in a temporary folder, serving the built web app (`npm run build` first). The event's period is the test's
 * to choose, so a journey does not wait for the demo's 10-minute cycle.
 */
export async function startGameServer(
  options: {
    metricsToken?: string;
    /** The login queue's slots, hold and bound (docs/decisions/0210), instead of the cores'. */
    loginQueue?: NonNullable<BuildOptions['loginQueue']> & { bound?: number };
    /** Wraps the embedded database (e.g. to hold one login at its account lookup). */
    wrapDb?: (db: Db) => Db;
  } = {},
): Promise<RunningServer> {
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`Build the web app first: ${webDist} has no index.html`);
  const dataDir = mkdtempSync(join(tmpdir(), 'dq-browser-'));
  const loaded = loadConfig(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO: 'on',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      TOKEN_SECRET: randomBytes(48).toString('base64url'),
      ...(options.metricsToken ? { METRICS_TOKEN: options.metricsToken } : {}),
      ...(options.loginQueue?.bound === undefined ? {} : { LOGIN_QUEUE_BOUND: String(options.loginQueue.bound) }),
    },
    dataDir,
  );
  const config = withGenerousLimits(loaded);
  const anchorMs = Date.now();
  let period: DemoPeriod = 'preGame';
  const schedule: NonNullable<BuildOptions['schedule']> = { timestampsAt: () => timestampsFor(period, anchorMs) };
  // A migrated template in the data folder: under a second, where a new cluster takes 6 to 8 s.
  const migrated = await openMigratedPglite(join(dataDir, 'pglite'));
  const db = options.wrapDb ? options.wrapDb(migrated) : migrated;
  const app = await buildServer(config, { schedule, db, ...(options.loginQueue ? { loginQueue: options.loginQueue } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    setPeriod(next) {
      period = next;
    },
    async scrapeMetrics() {
      const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${options.metricsToken ?? ''}` } });
      if (answer.status !== 200) throw new Error(`GET /metrics answered ${answer.status}`);
      return answer.text();
    },
    async stop() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every browser test's clients come from 127.0.0.1: the per-address throttles and the anonymous-socket cap
 * (their own tests are the server's) are set out of the way, as an operator would for one trusted address.
 */
export function withGenerousLimits<Config extends { rateLimits: object; anonymousSocketsPerAddress: number }>(config: Config): Config {
  const generous = { max: 10_000, windowMs: 60_000 };
  const rateLimits = Object.fromEntries(Object.keys(config.rateLimits).map((name) => [name, generous]));
  return { ...config, rateLimits: rateLimits, anonymousSocketsPerAddress: 10_000 };
}
