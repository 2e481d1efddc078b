import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterSettings,
  createClusterDatabase,
  freePort,
  missingServices,
  NodeProcess,
  type ClusterDatabase,
} from './support/cluster.js';
import { callApi } from './support/test-server.js';

// Issue 42, item 8: two server processes (PostgreSQL, Redis) behind a real nginx (Debian's package) running the
// configuration docs/deploy.md gives, as an operator copies it: API requests split between both processes,
// each socket's requests stay on one, /metrics is not served through the balancer.

/** Debian's nginx, by path (`NGINX` names another). */
const NGINX = process.env.NGINX ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;

const services = await missingServices();
const skipped = services ?? (NGINX === null ? 'nginx not installed (apt-get install nginx-light)' : null);
// In CI nothing is skipped: .ci/run installs nginx, and a missing one fails here.
if (NGINX === null && process.env.CI) throw new Error('nginx not found at /usr/sbin/nginx; CI requires it (.ci/run installs nginx-light)');
if (skipped) console.warn(`nginx tests skipped: ${skipped}`);

/**
 * The `nginx` block of docs/deploy.md's "three processes with systemd and nginx" example, made to run here: its
 * `listen 443 ssl` on a local port without TLS (its certificate lines left out), its upstreams' first two
 * processes on the two test processes' ports and the third left out. Every other line as documented.
 */
function documentedConfiguration(listen: number, ports: readonly [number, number]): string {
  const deploy = readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(deploy)?.[1];
  if (!block) throw new Error('docs/deploy.md has no nginx example');
  expect(block).toContain('listen 443 ssl;');
  return block
    .split('\n')
    .filter((line) => !/^\s*ssl_/.test(line))
    .map((line) => line.replace('listen 443 ssl;', `listen 127.0.0.1:${listen};`))
    .flatMap((line) => {
      const upstream = /^(\s*)server 127\.0\.0\.1:300([123])\b(.*)$/.exec(line);
      if (!upstream) return [line];
      const index = Number(upstream[2]) - 1;
      return index < 2 ? [`${upstream[1]}server 127.0.0.1:${ports[index]}${upstream[3]}`] : [];
    })
    .join('\n');
}

/** nginx in the foreground with a prefix and configuration of its own in `folder`, on `port`. */
async function startNginx(folder: string, port: number, site: string): Promise<ChildProcess> {
  for (const sub of ['logs', 'temp']) mkdirSync(join(folder, sub), { recursive: true });
  const temp = join(folder, 'temp');
  writeFileSync(
    join(folder, 'nginx.conf'),
    `daemon off;
master_process off;
worker_processes 1;
pid ${join(folder, 'nginx.pid')};
error_log ${join(folder, 'logs', 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${site}
}
`,
  );
  const child = spawn(NGINX!, ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'logs', 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}${readFileSync(join(folder, 'logs', 'error.log'), 'utf8')}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${stderr}`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 50));
  }
}

/** The request count of one route on one process, read from its own /metrics. */
async function requestsServed(node: NodeProcess, token: string, route: string): Promise<number> {
  const text = await (await fetch(`${node.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  let total = 0;
  for (const line of text.split('\n'))
    if (line.startsWith('dubloon_http_request_duration_seconds_count{') && line.includes(`route="${route}"`)) total += Number(line.split(' ').at(-1));
  return total;
}

/** The sockets open on one process, read from its own /metrics. */
async function socketsOpen(node: NodeProcess, token: string): Promise<number> {
  const text = await (await fetch(`${node.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  return [...text.matchAll(/^dubloon_sockets_open\{kind="\w+"\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
}

let database: ClusterDatabase;
const nodes: NodeProcess[] = [];
let nginx: ChildProcess | undefined;
let folder: string;
let balancer: string;
const metricsToken = randomBytes(16).toString('hex');

beforeAll(async () => {
  if (skipped) return;
  database = await createClusterDatabase();
  const settings = clusterSettings(database.url);
  // One after the other: the first applies the migrations.
  const overrides = { METRICS_TOKEN: metricsToken, TRUST_PROXY: '127.0.0.1' };
  nodes.push(await NodeProcess.start(settings, overrides));
  nodes.push(await NodeProcess.start(settings, overrides));
  folder = mkdtempSync(join(tmpdir(), 'dq-nginx-'));
  const port = await freePort();
  nginx = await startNginx(folder, port, documentedConfiguration(port, [nodes[0]!.port, nodes[1]!.port]));
  balancer = `http://127.0.0.1:${port}`;
}, 240_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolvePromise) => nginx!.once('exit', resolvePromise));
    nginx.kill('SIGTERM');
    await exited;
  }
  await Promise.all(nodes.map((node) => node.kill()));
  await database?.dispose();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(skipped !== null)('the documented nginx configuration in front of two processes', () => {
  it('splits the API requests of one client address between both processes', async () => {
    const route = '/api/v2/game/raffle/draw';
    const before = await Promise.all(nodes.map((node) => requestsServed(node, metricsToken, route)));
    const total = 40;
    for (let request = 0; request < total; request += 1) {
      const answer = await callApi(balancer, 'GET', '/game/raffle/draw');
      expect(answer.status, answer.text).toBeLessThan(500);
    }
    const after = await Promise.all(nodes.map((node) => requestsServed(node, metricsToken, route)));
    const served = after.map((count, index) => count - before[index]!);
    console.info(`nginx split of ${total} API requests from one address: ${served.join(' / ')}`);
    expect(served[0]! + served[1]!).toBe(total);
    expect(Math.min(...served)).toBeGreaterThanOrEqual(total / 4);
  });

  it('keeps each socket on one process: long-polling round trips and a websocket through the balancer', async () => {
    const sockets: Socket[] = [];
    try {
      for (const transports of [['polling'], ['polling'], ['polling'], ['websocket']] as const) {
        const socket = connectSocket(balancer, { transports: [...transports], reconnection: false, forceNew: true, upgrade: false });
        sockets.push(socket);
        await new Promise<void>((resolvePromise, reject) => {
          socket.once('connect', () => resolvePromise());
          socket.once('connect_error', reject);
        });
      }
      const ids = sockets.map((socket) => socket.id);
      let disconnects = 0;
      for (const socket of sockets) socket.on('disconnect', () => (disconnects += 1));
      // Each register is a round trip (a POST and a poll's answer for the long-polling ones): any of them reaching
      // the other process ends that socket ("Session ID unknown").
      for (let round = 0; round < 5; round += 1)
        await Promise.all(sockets.map((socket) => new Promise((resolvePromise) => socket.emit('register', 'nobody@example.com', resolvePromise))));
      expect(disconnects).toBe(0);
      expect(sockets.map((socket) => socket.id)).toEqual(ids);
      const open = await Promise.all(nodes.map((node) => socketsOpen(node, metricsToken)));
      console.info(`nginx: ${sockets.length} sockets from one address, open per process: ${open.join(' / ')}`);
      expect(open[0]! + open[1]!).toBe(sockets.length);
      expect(open).toContain(sockets.length);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('does not serve /metrics through the balancer, even to its token', async () => {
    const answer = await fetch(`${balancer}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('dubloon_');
    expect((await fetch(`${nodes[0]!.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).status).toBe(200);
  });
});
