import type { Timers } from '../../src/storage/timers.js';

/** Timers that fire only when the test advances time: `advance(ms)` runs every timer due by then, in order. */
export class ManualTimers implements Timers {
  private nowMs = 0;
  private nextId = 1;
  private readonly scheduled = new Map<number, { at: number; callback: () => void }>();

  setTimeout(callback: () => void, delayMs: number): unknown {
    const id = this.nextId++;
    this.scheduled.set(id, { at: this.nowMs + delayMs, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.scheduled.delete(handle as number);
  }

  /** The simulated time, in ms since the timers were made. */
  get now(): number {
    return this.nowMs;
  }

  /** Timers not yet fired. */
  get pendingCount(): number {
    return this.scheduled.size;
  }

  advance(ms: number): void {
    const until = this.nowMs + ms;
    for (;;) {
      const due = [...this.scheduled.entries()].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
      if (due === undefined) break;
      const [id, timer] = due;
      this.scheduled.delete(id);
      this.nowMs = timer.at;
      timer.callback();
    }
    this.nowMs = until;
  }
}
