import { performance } from 'node:perf_hooks';
import autocannon, { type Request } from 'autocannon';
import type { BenchPlayer } from './seed.js';

/** One HTTP figure: the rate and latencies autocannon measured, and how many answers were not 2xx. */
export interface HttpFigure {
  name: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  durationS: number;
  non2xx: number;
  errors: number;
  /** The bare-Fastify rate measured just before this figure (the machine's load drifts during a run). */
  baselineRequestsPerSecond?: number;
  /** Writes on PostgreSQL: the bare-Fastify server making the same row changes in one transaction, measured right after. */
  writeBaselineRequestsPerSecond?: number;
  writeBaselineCpuMicrosPerRequest?: number;
  /** The bare-Fastify server's CPU time per request in that measurement. */
  baselineCpuMicrosPerRequest?: number;
  /** CPU time per request of the server process, and of the database's server processes serving it. */
  serverCpuMicrosPerRequest?: number;
  /** The part of the server's CPU time spent in the kernel (system calls: sockets). */
  serverSystemCpuMicrosPerRequest?: number;
  databaseCpuMicrosPerRequest?: number;
}

/** Reads CPU time used so far (µs), before and after a load: the server process's and, where known, the database's. */
export interface CpuMeter {
  read(): Promise<{ server: number; serverSystem: number; database: number | null }>;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  connections: number;
  /** Run for this many seconds (reads) ... */
  durationS?: number;
  /** ... or send exactly this many requests (writes that may each be made once). */
  amount?: number;
  /** Fills in request `index`: the player whose token it carries and, for writes, the body. */
  request?: (index: number) => { player: BenchPlayer; body?: unknown };
  cpu?: CpuMeter;
}

/** Drives one URL with autocannon over loopback and reads the figures. */
export async function load(options: LoadOptions): Promise<HttpFigure> {
  let next = 0;
  const setupRequest = (request: Request): Request => {
    if (!options.request) return request;
    const { player, body } = options.request(next++);
    return {
      ...request,
      headers: { ...request.headers, authorization: player.authorization, 'x-xsrf-token': player.csrf, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
  };
  const cpuBefore = await options.cpu?.read();
  // autocannon reports at its next one-second tick after the last answer; the rate is taken from the answers.
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        ...(options.amount !== undefined ? { amount: options.amount } : { duration: options.durationS ?? 10 }),
        requests: [{ method: options.method ?? 'GET', setupRequest }],
      },
      (error: unknown, finished) => (error ? reject(error instanceof Error ? error : new Error('autocannon failed')) : resolve(finished)),
    );
    instance.on('response', () => {
      lastAnswerAt = performance.now();
    });
  });
  const durationS = (lastAnswerAt - startedAt) / 1000;
  const figure: HttpFigure = {
    name: options.name,
    requestsPerSecond: durationS > 0 ? Math.round(result.requests.total / durationS) : 0,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    durationS: Math.round(durationS * 100) / 100,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  const cpuAfter = await options.cpu?.read();
  if (cpuBefore && cpuAfter && figure.requests > 0) {
    figure.serverCpuMicrosPerRequest = Math.round((cpuAfter.server - cpuBefore.server) / figure.requests);
    figure.serverSystemCpuMicrosPerRequest = Math.round((cpuAfter.serverSystem - cpuBefore.serverSystem) / figure.requests);
    if (cpuAfter.database !== null && cpuBefore.database !== null) figure.databaseCpuMicrosPerRequest = Math.round((cpuAfter.database - cpuBefore.database) / figure.requests);
  }
  const cpu = figure.serverCpuMicrosPerRequest === undefined ? '' : `; CPU per request: server ${figure.serverCpuMicrosPerRequest} µs (${figure.serverSystemCpuMicrosPerRequest ?? '?'} in the kernel)${figure.databaseCpuMicrosPerRequest === undefined ? '' : `, database ${figure.databaseCpuMicrosPerRequest} µs`}`;
  console.log(`  ${figure.name}: ${figure.requestsPerSecond} req/s, p50 ${figure.latencyP50Ms} ms, p99 ${figure.latencyP99Ms} ms (${figure.requests} requests, ${figure.non2xx} not 2xx, ${figure.errors} errors)${cpu}`);
  return figure;
}
