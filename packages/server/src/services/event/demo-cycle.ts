import type { EventTimestamps } from '@dubloon-quest/core';
import type { EventSchedule } from './game-event.js';

/** One demo cycle: pre-game for the first half, game start for the second, then again. */
export const DEMO_CYCLE_MS = 10 * 60 * 1000;
const HALF = DEMO_CYCLE_MS / 2;
/** Review and winners periods the demo announces but never reaches: the next cycle starts first. */
const ANNOUNCED_TAIL_MS = 60 * 1000;

/**
 * The demo's schedule: cycles of 10 minutes aligned on the clock (xx:00, xx:10, ...), each 5 minutes of
 * preGame (Learn and Earn and the raffle open) then 5 minutes of gameStart (the raffle and the businesses
 * open). The timestamps handed out at time t describe t's cycle, so a client counting down reaches
 * review_start exactly when the server starts the next cycle. Pure.
 */
export function demoTimestampsAt(nowMs: number): EventTimestamps {
  const start = Math.floor(nowMs / DEMO_CYCLE_MS) * DEMO_CYCLE_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    pre_game: iso(start),
    game_start: iso(start + HALF),
    review_start: iso(start + DEMO_CYCLE_MS),
    review_end: iso(start + DEMO_CYCLE_MS + ANNOUNCED_TAIL_MS),
    game_end: iso(start + DEMO_CYCLE_MS + 2 * ANNOUNCED_TAIL_MS),
  };
}

/** The demo schedule as an {@link EventSchedule}. */
export const demoSchedule: EventSchedule = { timestampsAt: demoTimestampsAt };
