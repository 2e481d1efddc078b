import { performance } from 'node:perf_hooks';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS, type CoinChangeEvent } from '@dubloon-quest/core';
import type { ServerProcess } from './processes.js';
import type { BenchPlayer } from './seed.js';

/** The socket fan-out figures for one number of connected players. */
export interface FanoutFigure {
  sockets: number;
  /** coin_change events measured (one per paid player) and how many arrived. */
  events: number;
  received: number;
  /** From the broadcaster call after the commit, on the server, to arrival at the player's socket. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** Server memory added per connected, registered socket (after a full GC). */
  rssPerConnectionKb: number;
  heapPerConnectionKb: number;
  connectSeconds: number;
}

const CONNECT_BATCH = 250;
const PAY_CONCURRENCY = 32;

const wallClock = () => performance.timeOrigin + performance.now();

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Connects one player's socket (websocket transport, token in the handshake) and registers the email. */
async function connectPlayer(baseUrl: string, player: BenchPlayer, arrivals: Map<string, number>): Promise<Socket> {
  const socket = connectSocket(baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token: player.authorization.slice('Bearer '.length) } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const first = new Promise<void>((resolve) => socket.once(REALTIME_EVENTS.coinChange, () => resolve()));
  const ack = await new Promise<unknown>((resolve) => socket.emit(REALTIME_EVENTS.register, player.email, resolve));
  if (ack !== 'success') throw new Error(`register refused for ${player.email}: ${String(ack)}`);
  await first;
  socket.on(REALTIME_EVENTS.coinChange, (event: CoinChangeEvent) => arrivals.set(`${player.userId}:${event.balance}`, wallClock()));
  return socket;
}

/**
 * Connects `players.length` sockets to one server process, measures the memory they add, then pays one chest
 * (`chestId`, already answered) to each player through the API, {@link PAY_CONCURRENCY} at a time, and measures
 * for each payout the time from the server's broadcaster call to the `coin_change` arriving at the socket.
 */
export async function measureFanout(server: ServerProcess, players: readonly BenchPlayer[], chestId: number): Promise<FanoutFigure> {
  const before = await server.ask({ type: 'memory' }, 'memory');
  const arrivals = new Map<string, number>();
  const sockets: Socket[] = [];
  const connectStart = performance.now();
  for (let start = 0; start < players.length; start += CONNECT_BATCH) {
    sockets.push(...(await Promise.all(players.slice(start, start + CONNECT_BATCH).map((player) => connectPlayer(server.baseUrl, player, arrivals)))));
  }
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const after = await server.ask({ type: 'memory' }, 'memory');
  await server.ask({ type: 'emits' }, 'emits');

  let next = 0;
  const pay = async () => {
    while (next < players.length) {
      const player = players[next++]!;
      const response = await fetch(`${server.baseUrl}/api/v2/game/player/coins/chest`, {
        method: 'POST',
        headers: { authorization: player.authorization, 'x-xsrf-token': player.csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ chest_id: chestId, amount: 9 }),
      });
      if (response.status !== 200) throw new Error(`chest payout answered ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: PAY_CONCURRENCY }, pay));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const { emits } = await server.ask({ type: 'emits' }, 'emits');
  const latencies = emits
    .map(([key, emittedAt]) => (arrivals.has(key) ? arrivals.get(key)! - emittedAt : null))
    .filter((latency): latency is number => latency !== null)
    .sort((a, b) => a - b);
  for (const socket of sockets) socket.close();

  const figure: FanoutFigure = {
    sockets: players.length,
    events: emits.length,
    received: latencies.length,
    latencyP50Ms: round(percentile(latencies, 50)),
    latencyP99Ms: round(percentile(latencies, 99)),
    latencyMaxMs: round(latencies.at(-1) ?? Number.NaN),
    rssPerConnectionKb: round((after.rss - before.rss) / players.length / 1024),
    heapPerConnectionKb: round((after.heapUsed - before.heapUsed) / players.length / 1024),
    connectSeconds: round(connectSeconds),
  };
  console.log(
    `  ${figure.sockets} sockets: coin_change p50 ${figure.latencyP50Ms} ms, p99 ${figure.latencyP99Ms} ms, max ${figure.latencyMaxMs} ms (${figure.received}/${figure.events} received); ` +
      `${figure.rssPerConnectionKb} KB RSS and ${figure.heapPerConnectionKb} KB heap per connection; connected in ${figure.connectSeconds} s`,
  );
  return figure;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
