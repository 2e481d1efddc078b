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
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.amount !== undefined ? { amount: options.amount } : { duration: options.durationS ?? 10 }),
    requests: [{ method: options.method ?? 'GET', setupRequest }],
  });
  // autocannon's own `duration` is in whole seconds; the start and finish times are exact.
  const durationS = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  const figure: HttpFigure = {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.total / durationS),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    durationS: Math.round(durationS * 100) / 100,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(`  ${figure.name}: ${figure.requestsPerSecond} req/s, p50 ${figure.latencyP50Ms} ms, p99 ${figure.latencyP99Ms} ms (${figure.requests} requests, ${figure.non2xx} not 2xx, ${figure.errors} errors)`);
  return figure;
}
