import type { monitorEventLoopDelay } from 'node:perf_hooks';

/** What a benchmarked server process answers over its IPC channel (game-server.ts, bare-socket-server.ts). */
export type GameServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number }
  | { type: 'emits'; emits: [string, number][]; callMicros: number[] }
  | { type: 'cpu'; micros: number; systemMicros: number }
  | { type: 'lag'; p50Ms: number; p99Ms: number; maxMs: number }
  | { type: 'totalsEmits'; emits: [string, number][] };
export type GameServerRequest = { type: 'memory' } | { type: 'emits' } | { type: 'cpu' } | { type: 'lag' } | { type: 'totalsEmits' } | { type: 'stop' };

/** The rehearsal's extra probes (rehearsal-server.ts): raffle-totals emits and the event loop's delay. */
export interface ExtraProbes {
  /** How long each recorded emit's call took in the server (µs): the synchronous write to the sockets is inside it. */
  callMicros?: number[];
  /** The raffle totals' key to when it left the broadcaster (the first time). */
  totals: Map<string, number>;
  /** The event loop's delay since the last read (then reset). */
  lag: ReturnType<typeof monitorEventLoopDelay>;
}

/**
 * Answers the benchmark's probes over the IPC channel: the wall-clock time at which each recorded `coin_change`
 * left (`emitted`, then forgotten), the process's memory after a full GC, its CPU time so far; `stop` closes
 * the server (`close`) and ends the process.
 */
export function answerProbes(emitted: Map<string, number>, close: () => Promise<unknown>, extra?: ExtraProbes): void {
  const send = (message: GameServerMessage) => process.send?.(message);
  process.on('message', (request: GameServerRequest) => {
    if (request.type === 'memory') {
      globalThis.gc?.();
      globalThis.gc?.();
      const usage = process.memoryUsage();
      send({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed });
    } else if (request.type === 'cpu') {
      const usage = process.cpuUsage();
      send({ type: 'cpu', micros: usage.user + usage.system, systemMicros: usage.system });
    } else if (request.type === 'lag') {
      const lag = extra?.lag;
      send({ type: 'lag', p50Ms: lag ? lag.percentile(50) / 1e6 : 0, p99Ms: lag ? lag.percentile(99) / 1e6 : 0, maxMs: lag ? lag.max / 1e6 : 0 });
      lag?.reset();
    } else if (request.type === 'totalsEmits') {
      send({ type: 'totalsEmits', emits: [...(extra?.totals ?? [])] });
      extra?.totals.clear();
    } else if (request.type === 'emits') {
      send({ type: 'emits', emits: [...emitted], callMicros: [...(extra?.callMicros ?? [])] });
      emitted.clear();
      extra?.callMicros?.splice(0);
    } else {
      // A profiled process ends at once: closing waits for the players' connections, and a process killed after
      // the wait writes no profile.
      if (process.env.BENCH_PROFILE) process.exit(0);
      void close().finally(() => process.exit(0));
    }
  });
}
