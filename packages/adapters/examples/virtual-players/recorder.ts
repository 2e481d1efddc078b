import { performance } from 'node:perf_hooks';

/** The wall-clock time in ms with sub-millisecond precision, comparable across processes of one machine. */
export const wallClock = (): number => performance.timeOrigin + performance.now();

/** Latency percentiles of a delivery (socket events) or a wait. */
export interface Distribution {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function distribution(values: number[]): Distribution {
  const sorted = values.sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** The name a call is counted under: its method and path, ids replaced by `:id`, without the query. */
export function callName(method: string, url: string): string {
  const path = new URL(url).pathname.replace(/^\/api\/v2/, '').replace(/\/\d+(?=\/|$)/g, '/:id');
  return `${method.toUpperCase()} ${path}`;
}

/** Counts every call the virtual players make, by the phase the rehearsal is in. */
export class Recorder {
  phase = 'setup';
  private readonly latencies = new Map<string, number[]>();
  private readonly statuses = new Map<string, Record<string, number>>();

  record(call: string, status: number | 'network', ms: number): void {
    const key = `${this.phase}\u0000${call}`;
    let list = this.latencies.get(key);
    if (!list) {
      list = [];
      this.latencies.set(key, list);
      this.statuses.set(key, {});
    }
    list.push(ms);
    const counts = this.statuses.get(key)!;
    counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  }

  /**
   * A fetch that counts each call under the current phase and sends `x-forwarded-for: address` (the rehearsal's
   * server trusts its loopback proxy, so each class of players arrives from an address of its own, as a crowd
   * does).
   */
  fetchFor(address: string | null): typeof fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      if (address !== null) request.headers.set('x-forwarded-for', address);
      const name = callName(request.method, request.url);
      const started = performance.now();
      try {
        const response = await fetch(request);
        this.record(name, response.status, performance.now() - started);
        return response;
      } catch (error) {
        this.record(name, 'network', performance.now() - started);
        throw error;
      }
    };
  }

  /** Every latency, by phase and call (`<phase> <call>`), and the answers by status: for merging processes. */
  raw(): { key: string; latencies: number[]; statuses: Record<string, number> }[] {
    return [...this.latencies].map(([key, latencies]) => ({
      key,
      latencies: latencies.map((ms) => Math.round(ms * 10) / 10),
      statuses: this.statuses.get(key)!,
    }));
  }
}
