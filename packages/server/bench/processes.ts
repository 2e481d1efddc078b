import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameServerMessage, GameServerRequest } from './probes.js';

const benchDir = dirname(fileURLToPath(import.meta.url));

/** Sends a request over a child process's IPC channel and resolves with the first answer of the given type. */
export function askChild<M extends { type: string }, T extends M['type']>(child: ChildProcess, request: unknown, answer: T): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve) => {
    const listener = (message: M) => {
      if (message.type !== answer) return;
      child.off('message', listener);
      resolve(message as Extract<M, { type: T }>);
    };
    child.on('message', listener);
    child.send(request as never);
  });
}

/** A server the benchmark started in its own process, with its IPC channel. */
export interface ServerProcess {
  port: number;
  baseUrl: string;
  /** Sends a request and resolves with the first answer of the given type. */
  ask<T extends GameServerMessage['type']>(request: GameServerRequest, answer: T): Promise<Extract<GameServerMessage, { type: T }>>;
  stop(): Promise<void>;
}

/**
 * Starts `bench/<script>` in a child Node process (TypeScript through tsx, the source condition), with the
 * given environment added, and waits for its `ready` message.
 */
export async function startServerProcess(
  script: 'game-server.ts' | 'hello-server.ts' | 'bare-socket-server.ts' | 'rehearsal-server.ts' | 'bare-ledger-server.ts',
  env: Record<string, string>,
  /** The CPUs to pin the process to from its start (`taskset -c`, e.g. "0"), every thread of it; unpinned without. */
  cpus?: string,
): Promise<ServerProcess> {
  // BENCH_PROFILE=<folder> writes a CPU profile of each server process there (see docs/performance.md).
  const nodeArgs = ['--conditions=@dubloon-quest/source', '--import', 'tsx', '--expose-gc', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [])];
  const child: ChildProcess = fork(join(benchDir, script), [], {
    env: { ...process.env, ...env },
    // Pinned: taskset starts Node on those CPUs, so its threads (the libuv pool's hashing among them) inherit them.
    ...(cpus === undefined ? { execArgv: nodeArgs } : { execPath: 'taskset', execArgv: ['-c', cpus, process.execPath, ...nodeArgs] }),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    child.on('message', (message: GameServerMessage) => {
      if (message.type === 'ready') resolve(message.port);
    });
  });
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    ask(request, answer) {
      return askChild<GameServerMessage, typeof answer>(child, request, answer);
    },
    async stop() {
      if (child.exitCode === null) child.send({ type: 'stop' } satisfies GameServerRequest);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
