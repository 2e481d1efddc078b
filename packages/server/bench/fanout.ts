import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { ReceiversMessage, ReceiversRequest } from './fanout-receivers.js';
import { askChild, type ServerProcess } from './processes.js';
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
  /** While the events were sent: the server's CPU time per event (its payout or `/pay` call included) and its event loop's delay. */
  serverCpuMicrosPerEvent: number;
  /** The server's own time inside the emit's call (the write to the socket is synchronous, inside it), p50 and p99. */
  emitCallP50Micros: number;
  emitCallP99Micros: number;
  serverLoopLagP99Ms: number;
  /** The receiving side's event loop delay (the receivers' process, fanout-receivers.ts) meanwhile. */
  clientLoopLagP99Ms: number;
  /** The bare socket.io server's p50 and p99 with as many sockets, measured just before (bare-socket-server.ts). */
  bareLatencyP50Ms?: number;
  bareLatencyP99Ms?: number;
}

const PAY_CONCURRENCY = 32;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The receivers' process (fanout-receivers.ts), started for one measurement. */
function startReceivers(): { ask<T extends ReceiversMessage['type']>(request: ReceiversRequest, answer: T): Promise<Extract<ReceiversMessage, { type: T }>>; close(): void } {
  const child = fork(join(dirname(fileURLToPath(import.meta.url)), 'fanout-receivers.ts'), [], {
    execArgv: ['--conditions=@dubloon-quest/source', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<never>((_resolve, reject) => child.once('exit', (code) => reject(new Error(`the fan-out's receivers exited with ${code}`))));
  return {
    ask(request, answer) {
      return Promise.race([askChild<ReceiversMessage, typeof answer>(child, request, answer), exited]);
    },
    close() {
      exited.catch(() => undefined);
      if (child.exitCode === null) child.send({ type: 'close' } satisfies ReceiversRequest);
    },
  };
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

/** Asks the bare socket.io server (bare-socket-server.ts) to pay `chestId` to the player (its own tables) and emit a `coin_change` to the player's room. */
export function barePayment(server: ServerProcess, chestId: number): Payment {
  return async (player) => {
    const response = await fetch(`${server.baseUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: player.email, user_id: player.userId, chest_id: chestId }),
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
  const receivers = startReceivers();
  try {
    const { seconds: connectSeconds } = await receivers.ask({ type: 'connect', baseUrl: server.baseUrl, players: players.map((player) => ({ userId: player.userId, email: player.email, token: player.authorization.slice('Bearer '.length) })) }, 'connected');
    return await measureConnected(server, players, pay, receivers, { label, before, connectSeconds, paced: options.paymentsPerSecond });
  } finally {
    receivers.close();
  }
}

/** The measurement once every socket is connected and registered (see {@link measureFanout}). */
async function measureConnected(
  server: ServerProcess,
  players: readonly BenchPlayer[],
  pay: Payment,
  receivers: ReturnType<typeof startReceivers>,
  { label, before, connectSeconds, paced }: { label: string; before: { rss: number; heapUsed: number }; connectSeconds: number; paced: number | undefined },
): Promise<FanoutFigure> {
  const after = await server.ask({ type: 'memory' }, 'memory');
  await server.ask({ type: 'emits' }, 'emits');
  await receivers.ask({ type: 'arrivals' }, 'arrivals');
  await server.ask({ type: 'lag' }, 'lag');
  const cpuBefore = await server.ask({ type: 'cpu' }, 'cpu');

  let next = 0;
  const payStart = performance.now();
  // Paced (the bare server): payment i is not sent before its time at the given rate.
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
  const cpuAfter = await server.ask({ type: 'cpu' }, 'cpu');
  const serverLag = await server.ask({ type: 'lag' }, 'lag');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const { emits, callMicros } = await server.ask({ type: 'emits' }, 'emits');
  const sortedCalls = [...callMicros].sort((a, b) => a - b);
  const received = await receivers.ask({ type: 'arrivals' }, 'arrivals');
  const arrivals = new Map(received.arrivals);
  const latencies = emits
    .map(([key, emittedAt]) => (arrivals.has(key) ? arrivals.get(key)! - emittedAt : null))
    .filter((latency): latency is number => latency !== null)
    .sort((a, b) => a - b);

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
    serverCpuMicrosPerEvent: Math.round((cpuAfter.micros - cpuBefore.micros) / players.length),
    emitCallP50Micros: Math.round(percentile(sortedCalls, 50)),
    emitCallP99Micros: Math.round(percentile(sortedCalls, 99)),
    serverLoopLagP99Ms: round(serverLag.p99Ms),
    clientLoopLagP99Ms: round(received.loopLagP99Ms),
  };
  console.log(
    `  ${figure.sockets} sockets${label}: coin_change p50 ${figure.latencyP50Ms} ms, p99 ${figure.latencyP99Ms} ms, max ${figure.latencyMaxMs} ms (${figure.received}/${figure.events} received, ${figure.paymentsPerSecond} events/s); ` +
      `server ${figure.serverCpuMicrosPerEvent} µs CPU per event, emit call p50 ${figure.emitCallP50Micros} µs, p99 ${figure.emitCallP99Micros} µs, loop lag p99 ${figure.serverLoopLagP99Ms} ms; receiving loop lag p99 ${figure.clientLoopLagP99Ms} ms; ` +
      `${figure.rssPerConnectionKb} KB RSS and ${figure.heapPerConnectionKb} KB heap per connection; connected in ${figure.connectSeconds} s`,
  );
  return figure;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
