import type { Clock } from '../ports/clock.port.js';

/** The moment a `FakeClock` starts at unless told otherwise: during the demo event's dates. */
export const FAKE_CLOCK_START_MS = Date.parse('2026-04-21T12:00:00.000Z');

/** A clock that moves only when the test says so. */
export class FakeClock implements Clock {
  private currentMs: number;

  constructor(startMs: number = FAKE_CLOCK_START_MS) {
    this.currentMs = startMs;
  }

  now(): number {
    return this.currentMs;
  }

  /** Sets the time (epoch ms). */
  set(ms: number): void {
    this.currentMs = ms;
  }

  /** Moves the time forward (or back, with a negative amount). */
  advance(ms: number): void {
    this.currentMs += ms;
  }
}
