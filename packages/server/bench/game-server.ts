import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config/config.js';
import { buildServer } from '../src/server.js';

/**
 * The game server as the benchmark runs it, in its own process: the production build of `buildServer` from
 * the environment's settings, plus two bench-only probes over the IPC channel: the wall-clock time at which
 * each `coin_change` left the broadcaster (right after its transaction committed), the process's memory, and
 * the CPU time it used so far.
 */
export type GameServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number }
  | { type: 'emits'; emits: [string, number][] }
  | { type: 'cpu'; micros: number; systemMicros: number };
export type GameServerRequest = { type: 'memory' } | { type: 'emits' } | { type: 'cpu' } | { type: 'stop' };

const emitted = new Map<string, number>();
const send = (message: GameServerMessage) => process.send?.(message);

const config = loadConfig(process.env);
const app = await buildServer(config, {
  wrapBroadcaster: (inner) => ({
    ...inner,
    coinChange(userId, event) {
      emitted.set(`${userId}:${event.balance}`, performance.timeOrigin + performance.now());
      inner.coinChange(userId, event);
    },
  }),
});
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (request: GameServerRequest) => {
  if (request.type === 'memory') {
    globalThis.gc?.();
    globalThis.gc?.();
    const usage = process.memoryUsage();
    send({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed });
  } else if (request.type === 'cpu') {
    const usage = process.cpuUsage();
    send({ type: 'cpu', micros: usage.user + usage.system, systemMicros: usage.system });
  } else if (request.type === 'emits') {
    send({ type: 'emits', emits: [...emitted] });
    emitted.clear();
  } else {
    void app.close().then(() => process.exit(0));
  }
});
send({ type: 'ready', port: (app.server.address() as AddressInfo).port });
