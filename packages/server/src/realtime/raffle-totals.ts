import { RAFFLE_TOTALS_MIN_INTERVAL_MS, type RaffleTotalsEvent } from '@dubloon-quest/core';

/** What the announcer reads and where it sends. */
export interface RaffleTotalsDeps {
  /** Every item's total staked now (read after the commit that triggered it). */
  read(): Promise<RaffleTotalsEvent>;
  /** To every socket (every server's, through the Redis adapter). */
  send(event: RaffleTotalsEvent): void;
  /** Told when a read fails (the next change tries again). */
  warn(message: string): void;
  /** The time in epoch ms; `Date.now` by default (the coalescing runs on real timers). */
  now?: () => number;
  /** The least time between two announcements; {@link RAFFLE_TOTALS_MIN_INTERVAL_MS} by default. */
  intervalMs?: number;
}

/**
 * Announces `raffle_totals` after stakes are committed, at most once per interval per server: the first change
 * after a quiet interval is announced at once; changes while an announcement is waiting or being read join it;
 * a change during a read leads to one more announcement an interval after it. Two announcements are always at
 * least an interval apart (measured from sending to sending). Each reads the totals afresh, so it carries
 * every commit made before it.
 */
export class RaffleTotalsAnnouncer {
  private readonly now: () => number;
  private readonly intervalMs: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private reading = false;
  /** A change arrived since the current read started. */
  private pending = false;
  /** When the last announcement was sent (or failed): the next one starts an interval later at the soonest. */
  private lastDoneAt = Number.NEGATIVE_INFINITY;
  private closed = false;

  constructor(private readonly deps: RaffleTotalsDeps) {
    this.now = deps.now ?? Date.now;
    this.intervalMs = deps.intervalMs ?? RAFFLE_TOTALS_MIN_INTERVAL_MS;
  }

  /** Stakes were committed: announce the new totals soon. */
  changed(): void {
    if (this.closed) return;
    if (this.reading) {
      this.pending = true;
      return;
    }
    if (this.timer !== null) return;
    const wait = Math.max(0, this.lastDoneAt + this.intervalMs - this.now());
    this.timer = setTimeout(() => void this.announce(), wait);
    this.timer.unref?.();
  }

  /** Stops announcing (the server closes). */
  close(): void {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async announce(): Promise<void> {
    this.timer = null;
    this.reading = true;
    this.pending = false;
    try {
      const event = await this.deps.read();
      if (!this.closed) this.deps.send(event);
    } catch (error) {
      this.deps.warn(`could not announce the raffle totals: ${(error as Error).message}`);
    } finally {
      this.lastDoneAt = this.now();
      this.reading = false;
      if (this.pending) this.changed();
    }
  }
}
