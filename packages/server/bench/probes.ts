/** What a benchmarked server process answers over its IPC channel (game-server.ts, bare-socket-server.ts). */
export type GameServerMessage =
  | { type: 'ready'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number }
  | { type: 'emits'; emits: [string, number][] }
  | { type: 'cpu'; micros: number; systemMicros: number };
export type GameServerRequest = { type: 'memory' } | { type: 'emits' } | { type: 'cpu' } | { type: 'stop' };

/**
 * Answers the benchmark's probes over the IPC channel: the wall-clock time at which each recorded `coin_change`
 * left (`emitted`, then forgotten), the process's memory after a full GC, its CPU time so far; `stop` closes
 * the server (`close`) and ends the process.
 */
export function answerProbes(emitted: Map<string, number>, close: () => Promise<unknown>): void {
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
    } else if (request.type === 'emits') {
      send({ type: 'emits', emits: [...emitted] });
      emitted.clear();
    } else {
      void close().finally(() => process.exit(0));
    }
  });
}
