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
  /** The rate at which the server was made to send the events (the game's chest payouts; the bare server paced to it). */
  paymentsPerSecond: number;
  /** The bare socket.io server's p50 and p99 with as many sockets, measured just before (bare-socket-server.ts). */
  bareLatencyP50Ms?: number;
  bareLatencyP99Ms?: number;
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

/** Makes the server send one `coin_change` to a player: a chest payout on the game server. */
export type Payment = (player: BenchPlayer) => Promise<void>;

/** Pays `chestId` (already answered) to the player through the game's API. */
export function chestPayment(server: ServerProcess, chestId: number): Payment {
  return async (player) => {
    const response = await fetch(`${server.baseUrl}/api/v2/game/player/coins/chest`, {
      method: 'POST',
      headers: { authorization: player.authorization, 'x-xsrf-token': player.csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ chest_id: chestId, amount: 9 }),
    });
    if (response.status !== 200) throw new Error(`chest payout answered ${response.status}: ${await response.text()}`);
  };
}

/** Asks the bare socket.io server (bare-socket-server.ts) to emit a `coin_change` to the player's room. */
export function barePayment(server: ServerProcess): Payment {
  return async (player) => {
    const response = await fetch(`${server.baseUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: player.email, user_id: player.userId, balance: 9 }),
    });
    if (response.status !== 200) throw new Error(`the bare server's /pay answered ${response.status}`);
  };
}

/**
 * Connects `players.length` sockets to one server process, measures the memory they add, then has the server
 * send each player one `coin_change` (`pay`: a chest payout through the game's API), {@link PAY_CONCURRENCY} at
 * a time (at most `paymentsPerSecond` when given), and measures for each the time from the server's
 * broadcaster call to its arrival at the socket.
 */
export async function measureFanout(server: ServerProcess, players: readonly BenchPlayer[], pay: Payment, options: { label?: string; paymentsPerSecond?: number } = {}): Promise<FanoutFigure> {
  const label = options.label ?? '';
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
  const payStart = performance.now();
  // Paced (the bare server): payment i is not sent before its time at the given rate.
  const paced = options.paymentsPerSecond;
  const payEach = async () => {
    while (next < players.length) {
      const index = next++;
      if (paced !== undefined) {
        const wait = payStart + (index * 1000) / paced - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      await pay(players[index]!);
    }
  };
  await Promise.all(Array.from({ length: PAY_CONCURRENCY }, payEach));
  const paymentsPerSecond = Math.round(players.length / ((performance.now() - payStart) / 1000));
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
    paymentsPerSecond,
  };
  console.log(
    `  ${figure.sockets} sockets${label}: coin_change p50 ${figure.latencyP50Ms} ms, p99 ${figure.latencyP99Ms} ms, max ${figure.latencyMaxMs} ms (${figure.received}/${figure.events} received, ${figure.paymentsPerSecond} events/s); ` +
      `${figure.rssPerConnectionKb} KB RSS and ${figure.heapPerConnectionKb} KB heap per connection; connected in ${figure.connectSeconds} s`,
  );
  return figure;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
