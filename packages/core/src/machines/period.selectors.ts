import type { SnapshotFrom } from 'xstate';
import { formatCountdown, isGameNotStarted } from '../rules/period/game-period.js';
import type { GamePeriod } from '../rules/period/game-period.js';
import type { GameConfigState, PeriodMachine } from './period.machine.js';

type PeriodSnapshot = SnapshotFrom<PeriodMachine>;

/** The current game period, or null without a schedule. Pure. */
export function currentPeriod(snapshot: PeriodSnapshot): GamePeriod | null {
  return snapshot.context.period;
}

/** The footer countdown (`HH:MM:SS`, `Nd HH:MM:SS` from a day on), or null when there is none. Pure. */
export function footerCountdown(snapshot: PeriodSnapshot): string | null {
  const { remainingMs } = snapshot.context;
  return remainingMs === null ? null : formatCountdown(remainingMs);
}

/** Login said "The game has not started yet": only /profile is open. Pure. */
export function gameNotStarted(snapshot: PeriodSnapshot): boolean {
  return isGameNotStarted(snapshot.context.timestamps);
}

/** Whether the countdown ran out and the logout is 2.5 s away. Pure. */
export function timerRanOut(snapshot: PeriodSnapshot): boolean {
  return snapshot.matches({ running: 'timerRanOut' });
}

/** The `newPeriod` counter: views that depend on the period re-read when it changes. Pure. */
export function newPeriodCount(snapshot: PeriodSnapshot): number {
  return snapshot.context.newPeriod;
}

/** The `gameConfig` slice to persist (spec section 3). Pure. */
export function persistedGameConfig(snapshot: PeriodSnapshot): GameConfigState {
  const { newPeriod, config, timestamps } = snapshot.context;
  return { newPeriod, config, timestamps };
}

/** The timestamps in force (or the not-started string), the same object until they change. Pure. */
export function scheduleTimestamps(snapshot: PeriodSnapshot): GameConfigState['timestamps'] {
  return snapshot.context.timestamps;
}
