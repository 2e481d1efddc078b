/** Minutes of request counts kept. */
const METRIC_MINUTES = 30;

/** Requests and server errors of one minute (start of the minute, epoch ms). */
export interface MinuteCount {
  minute: number;
  requests: number;
  errors: number;
}

/**
 * This process's requests and server errors (status 500 and above) per minute, for the last 30 minutes. The
 * dashboard adds up every server's.
 */
export class RequestMetrics {
  private readonly minutes = new Map<number, MinuteCount>();

  /** Counts one answered request at `nowMs`. */
  count(nowMs: number, status: number): void {
    const minute = Math.floor(nowMs / 60_000) * 60_000;
    const entry = this.minutes.get(minute) ?? { minute, requests: 0, errors: 0 };
    entry.requests += 1;
    if (status >= 500) entry.errors += 1;
    this.minutes.set(minute, entry);
    for (const key of this.minutes.keys())
      if (key <= minute - METRIC_MINUTES * 60_000) this.minutes.delete(key);
  }

  /** The last 30 minutes up to `nowMs`, oldest first, minutes without requests included as 0. */
  recent(nowMs: number): MinuteCount[] {
    const last = Math.floor(nowMs / 60_000) * 60_000;
    return Array.from({ length: METRIC_MINUTES }, (_, index) => {
      const minute = last - (METRIC_MINUTES - 1 - index) * 60_000;
      return this.minutes.get(minute) ?? { minute, requests: 0, errors: 0 };
    });
  }
}

/** Adds several servers' minutes together, minute by minute. Pure. */
export function sumMinutes(series: readonly (readonly MinuteCount[])[]): MinuteCount[] {
  const byMinute = new Map<number, MinuteCount>();
  for (const minutes of series) {
    for (const { minute, requests, errors } of minutes) {
      const entry = byMinute.get(minute) ?? { minute, requests: 0, errors: 0 };
      entry.requests += requests;
      entry.errors += errors;
      byMinute.set(minute, entry);
    }
  }
  return [...byMinute.values()].sort((a, b) => a.minute - b.minute);
}
