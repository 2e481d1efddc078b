import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config/config.js';
import { buildServer, LISTEN_BACKLOG } from '../src/server.js';
import { answerProbes, type GameServerMessage } from './probes.js';

/**
 * The game server as `npm run rehearse` runs it, in its own process: the production build of `buildServer` from
 * the environment's settings, plus the bench's probes over the IPC channel (game-server.ts) and two more: when
 * each raffle-totals event left the broadcaster, and the event loop's delay. The keys match the virtual players'
 * (`<user id>:<balance>` for coin_change; each item's staked coins in item order for raffle_totals).
 */
const emitted = new Map<string, number>();
const totals = new Map<string, number>();
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
const wallClock = () => performance.timeOrigin + performance.now();

const config = loadConfig(process.env);
const app = await buildServer(config, {
  wrapBroadcaster: (inner) => ({
    ...inner,
    coinChange(userId, event) {
      // The first event of each balance only: a later one with the same balance would pair with the first's arrival.
      const key = `${userId}:${event.balance}`;
      if (!emitted.has(key)) emitted.set(key, wallClock());
      inner.coinChange(userId, event);
    },
    raffleTotals(event) {
      const key = [...event.items]
        .sort((a, b) => a.item_id - b.item_id)
        .map((item) => `${item.item_id}=${item.total_staked}`)
        .join(',');
      if (!totals.has(key)) totals.set(key, wallClock());
      inner.raffleTotals(event);
    },
  }),
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1', backlog: LISTEN_BACKLOG });

answerProbes(emitted, () => app.close(), { totals, lag });
process.send?.({
  type: 'ready',
  port: (app.server.address() as AddressInfo).port,
} satisfies GameServerMessage);
