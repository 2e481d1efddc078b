import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config/config.js';
import { buildServer } from '../src/server.js';
import { answerProbes, type GameServerMessage } from './probes.js';

/**
 * The game server as the benchmark runs it, in its own process: the production build of `buildServer` from
 * the environment's settings, plus bench-only probes over the IPC channel: the wall-clock time at which the
 * handler called the broadcaster for each `coin_change` (right after its transaction committed; the read cache's
 * version bump and the socket.io emit are inside the call) and how long the call took, the process's memory, the
 * CPU time it used so far and its event loop's delay.
 */
const emitted = new Map<string, number>();
// The event loop's delay, read (and reset) by the fan-out measurement.
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
const callMicros: number[] = [];

const config = loadConfig(process.env);
const app = await buildServer(config, {
  wrapBroadcaster: (inner) => ({
    ...inner,
    coinChange(userId, event) {
      const start = performance.now();
      emitted.set(`${userId}:${event.balance}`, performance.timeOrigin + start);
      inner.coinChange(userId, event);
      callMicros.push((performance.now() - start) * 1000);
    },
  }),
});
await app.listen({ port: 0, host: '127.0.0.1' });

answerProbes(emitted, () => app.close(), { totals: new Map(), lag, callMicros });
process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port } satisfies GameServerMessage);
