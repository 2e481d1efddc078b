import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterSettings,
  createClusterDatabase,
  freePort,
  missingServices,
  NodeProcess,
  REDIS_URL,
  type ClusterDatabase,
} from './support/cluster.js';
import { SERVER_BUNDLE } from './support/server-bundle.global.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { callApi } from './support/test-server.js';

// Issue 42, items 1, 2, 4 and 7: the real server process (the bundle `npm start` runs), as an operator starts it.
const skipped = await missingServices();
if (skipped) console.warn(`operations tests skipped: ${skipped}`);

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** What a start that fails leaves: its exit status and its two outputs. */
interface FailedStart {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the server process with `env` (over a minimal base) and waits for it to exit, which it must. */
function startExpectingExit(env: Record<string, string>): Promise<FailedStart> {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: packageRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      DEMO: 'off',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dq-start-')),
      WEB_DIST: '/nonexistent-web-dist',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const deadline = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolvePromise) =>
    child.once('close', (code) => {
      clearTimeout(deadline);
      resolvePromise({ code, stdout, stderr });
    }),
  );
}

/** A failed start's verdict: exit status 1, one line on stderr, no stack trace anywhere. @returns that line. */
function oneClearLine(start: FailedStart): string {
  expect(start.code, start.stderr + start.stdout).toBe(1);
  const lines = start.stderr.split('\n').filter((line) => line.trim() !== '');
  expect(lines, start.stderr).toHaveLength(1);
  expect(start.stderr + start.stdout).not.toMatch(/^\s+at /m);
  return lines[0]!;
}

let database: ClusterDatabase;
let settings: ReturnType<typeof clusterSettings>;

beforeAll(async () => {
  if (skipped) return;
  database = await createClusterDatabase();
  settings = clusterSettings(database.url);
}, 60_000);
afterAll(async () => database?.dispose());

describe.skipIf(skipped !== null)('start-up refusals of the server process (issue 42)', () => {
  it('refuses a TOKEN_SECRET under 32 characters, and one set empty, naming it', async () => {
    for (const secret of ['x', 'z'.repeat(31)]) {
      const start = await startExpectingExit({ TOKEN_SECRET: secret, PORT: '0' });
      expect(start.code, start.stderr).toBe(1);
      expect(start.stderr).toContain(`TOKEN_SECRET must be at least 32 characters (e.g. openssl rand -base64 48), got ${secret.length}`);
      expect(start.stderr).not.toContain(secret.length > 1 ? secret : 'got x');
      expect(start.stderr).not.toMatch(/^\s+at /m);
    }
    const empty = await startExpectingExit({ TOKEN_SECRET: '', PORT: '0' });
    expect(empty.code, empty.stderr).toBe(1);
    expect(empty.stderr).toContain('TOKEN_SECRET is set but empty');
  }, 180_000);

  it('says in one line that DATABASE_URL reaches no PostgreSQL, and exits 1', async () => {
    const closed = await freePort();
    const line = oneClearLine(await startExpectingExit({ DATABASE_URL: `postgres://game:hunter2-password@127.0.0.1:${closed}/dubloon`, TOKEN_SECRET: settings.tokenSecret, PORT: '0' }));
    expect(line).toBe(`DATABASE_URL: no PostgreSQL answers at 127.0.0.1:${closed} (ECONNREFUSED). Start PostgreSQL there, or correct the host and port in DATABASE_URL.`);
  }, 120_000);

  it('says in one line that DATABASE_URL names a database that does not exist, and exits 1', async () => {
    const url = new URL(database.url);
    const missing = `dubloon_missing_${randomBytes(4).toString('hex')}`;
    url.pathname = `/${missing}`;
    const line = oneClearLine(await startExpectingExit({ DATABASE_URL: url.toString(), TOKEN_SECRET: settings.tokenSecret, PORT: '0' }));
    expect(line).toMatch(new RegExp(`^DATABASE_URL: the database "${missing}" does not exist on the PostgreSQL at ${url.hostname}:${url.port || 5432}\\. Create it \\(createdb .* ${missing}\\), or correct`));
  }, 120_000);

  it('says in one line that PORT is taken, and exits 1', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolvePromise) => taken.listen(0, '127.0.0.1', resolvePromise));
    const { port } = taken.address() as { port: number };
    try {
      const line = oneClearLine(await startExpectingExit({ DATABASE_URL: database.url, TOKEN_SECRET: settings.tokenSecret, PORT: String(port), EVENT_FILE: settings.eventFile }));
      expect(line).toBe(`PORT ${port}: another program already listens on 127.0.0.1:${port}. Stop it, or set PORT (or HOST) to a free one.`);
    } finally {
      await new Promise((resolvePromise) => taken.close(resolvePromise));
    }
  }, 120_000);
});

describe.skipIf(skipped !== null)('a running server process (issue 42)', () => {
  let redis: TcpProxy;
  let node: NodeProcess;
  let fresh: ClusterDatabase;
  const metricsToken = randomBytes(16).toString('hex');

  beforeAll(async () => {
    const target = new URL(REDIS_URL);
    redis = await TcpProxy.start([{ host: target.hostname, port: Number(target.port || 6379) }]);
    // A database of its own, which this process migrates.
    fresh = await createClusterDatabase();
    node = await NodeProcess.start(clusterSettings(fresh.url), { REDIS_URL: `redis://${redis.address}`, LOG_REQUESTS: 'on', METRICS_TOKEN: metricsToken });
  }, 120_000);
  afterAll(async () => {
    await node?.kill();
    await redis?.cut();
    await fresh?.dispose();
  });

  it('logs the migrations it applied at start', () => {
    expect(node.log.join('\n')).toMatch(/database migrated: applied \d+ migrations \(1, 2, [\d, ]+\), schema version \d+/);
  });

  it('stays ready through a Redis outage, and says it is degraded in health and metrics', async () => {
    await redis.cut();
    try {
      const deadline = Date.now() + 30_000;
      let health = await callApi(node.baseUrl, 'GET', '/health');
      while (health.body.redis !== false && Date.now() < deadline) {
        await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
        health = await callApi(node.baseUrl, 'GET', '/health');
      }
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'degraded', database: true, redis: false });
      const ready = await callApi(node.baseUrl, 'GET', '/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', database: true, migrations: true, redis: false });
      const metrics = await (await fetch(`${node.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      expect(metrics).toContain('dubloon_redis_connected{configured="yes"} 0');
    } finally {
      await redis.restore();
    }
  }, 60_000);

  it('with LOG_REQUESTS=on, logs no token of any URL, and logs a SIGTERM stop', async () => {
    const secret = randomBytes(20).toString('hex');
    const sid = randomBytes(10).toString('hex');
    await fetch(`${node.baseUrl}/password-reset?token=${secret}&invitation=1`);
    await fetch(`${node.baseUrl}/register/verify-email/verify?token=${secret}`);
    await callApi(node.baseUrl, 'GET', `/health?access_token=${secret}&sid=${sid}`);
    await node.stop();
    const log = node.log.join('\n');
    expect(log).toContain('/password-reset?token=[redacted]&invitation=1');
    expect(log).toContain('/register/verify-email/verify?token=[redacted]');
    expect(log).toContain('/api/v2/health?access_token=[redacted]&sid=[redacted]');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(sid);
    expect(log).toContain('SIGTERM received: stopping');
    expect(log).toContain('stopped after SIGTERM');
  }, 60_000);
});
