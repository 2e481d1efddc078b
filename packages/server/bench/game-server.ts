import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config/config.js';
import { buildServer } from '../src/server.js';
import { answerProbes, type GameServerMessage } from './probes.js';

/**
 * The game server as the benchmark runs it, in its own process: the production build of `buildServer` from
 * the environment's settings, plus two bench-only probes over the IPC channel: the wall-clock time at which
 * each `coin_change` left the broadcaster (right after its transaction committed), the process's memory, and
 * the CPU time it used so far.
 */
const emitted = new Map<string, number>();

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

answerProbes(emitted, () => app.close());
process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port } satisfies GameServerMessage);
