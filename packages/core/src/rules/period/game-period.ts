import { GAME_NOT_STARTED, GAME_PERIODS, type GamePeriod } from '../../contract/timestamps.schema.js';
import { messages } from '../../messages/catalogue.js';
import { formattingLocale, type Locale } from '../../messages/locale.js';
import { fail, succeed } from '../result.js';
import type { RuleResult } from '../result.js';

export { GAME_PERIODS, type GamePeriod };

/** The event's boundaries as ISO strings, as login sends them. `pre_game` is informational only. */
export interface EventTimestamps {
  game_start: string;
  review_start: string;
  review_end: string;
  game_end: string;
  pre_game?: string;
  /** When challenge answers open and close (both or neither); without them, while the businesses are open. */
  challenges_open?: string;
  challenges_close?: string;
  /** When the Q&A wrap-up meeting starts, when the event has set it. */
  meeting?: string;
}

/** The period at some instant, and when it ends (epoch ms; null in gameEnd, which never ends). */
export interface PeriodAt {
  readonly period: GamePeriod;
  readonly endsAt: number | null;
}

/** The four boundaries in epoch ms, checked to be in order. */
export interface EventSchedule {
  readonly gameStart: number;
  readonly reviewStart: number;
  readonly reviewEnd: number;
  readonly gameEnd: number;
}

export type ScheduleFailureCode = 'PERIOD.INVALID_TIMESTAMP' | 'PERIOD.UNORDERED_TIMESTAMPS';

const BOUNDARY_FIELDS = ['game_start', 'review_start', 'review_end', 'game_end'] as const;

/**
 * Parses the timestamps into a schedule. Fails with `PERIOD.INVALID_TIMESTAMP` when a boundary is not a
 * date, `PERIOD.UNORDERED_TIMESTAMPS` when a boundary comes before the previous one (equal boundaries are
 * fine: that period lasts no time). `pre_game` is not checked: no rule depends on it. Pure.
 */
export function parseEventSchedule(timestamps: EventTimestamps): RuleResult<EventSchedule, ScheduleFailureCode> {
  const instants = BOUNDARY_FIELDS.map((field) => Date.parse(timestamps[field]));
  if (instants.some((ms) => !Number.isFinite(ms)))
    return fail('PERIOD.INVALID_TIMESTAMP', messages.period.invalidTimestamp);
  if (instants.some((ms, i) => i > 0 && ms < (instants[i - 1] ?? ms)))
    return fail('PERIOD.UNORDERED_TIMESTAMPS', messages.period.unorderedTimestamps);
  const [gameStart = 0, reviewStart = 0, reviewEnd = 0, gameEnd = 0] = instants;
  return succeed({ gameStart, reviewStart, reviewEnd, gameEnd });
}

/**
 * The period of a schedule at `nowMs`. Each boundary instant belongs to the period it starts: before
 * game_start is preGame; game_start <= now < review_start is gameStart; review_start <= now < review_end is
 * reviewStart; review_end <= now < game_end is winnersAnnounced; game_end and after is gameEnd. Pure.
 */
export function periodOfSchedule(schedule: EventSchedule, nowMs: number): PeriodAt {
  if (nowMs < schedule.gameStart) return { period: 'preGame', endsAt: schedule.gameStart };
  if (nowMs < schedule.reviewStart) return { period: 'gameStart', endsAt: schedule.reviewStart };
  if (nowMs < schedule.reviewEnd) return { period: 'reviewStart', endsAt: schedule.reviewEnd };
  if (nowMs < schedule.gameEnd) return { period: 'winnersAnnounced', endsAt: schedule.gameEnd };
  return { period: 'gameEnd', endsAt: null };
}

/**
 * The game period at `nowMs` from the event's timestamps (spec section 4), with the instant it ends; see
 * {@link periodOfSchedule} for the boundaries. Total: timestamps that are not dates or not in order, or a
 * `nowMs` that is not a number, give `gameEnd` (everything but results closed) rather than a guess; use
 * {@link parseEventSchedule} to learn why. Pure.
 */
export function gamePeriodAt(timestamps: EventTimestamps, nowMs: number): PeriodAt {
  const schedule = parseEventSchedule(timestamps);
  if (!schedule.ok || Number.isNaN(nowMs)) return { period: 'gameEnd', endsAt: null };
  return periodOfSchedule(schedule.value, nowMs);
}

/** Position of a period in the event (preGame 0 ... gameEnd 4). Pure. */
export function periodIndex(period: GamePeriod): number {
  return GAME_PERIODS.indexOf(period);
}

/** Milliseconds until the current period ends (never below 0), or null in gameEnd. Pure. */
export function msUntilPeriodEnd(timestamps: EventTimestamps, nowMs: number): number | null {
  const { endsAt } = gamePeriodAt(timestamps, nowMs);
  return endsAt === null ? null : Math.max(0, endsAt - nowMs);
}

/**
 * Whether login's `timestamps` is the string "The game has not started yet" rather than the boundaries:
 * then only /profile is open (spec section 4). Any other string is not a schedule either, but is not this
 * case. Pure.
 */
export function isGameNotStarted(timestamps: EventTimestamps | string | null | undefined): timestamps is string {
  return timestamps === GAME_NOT_STARTED;
}

/**
 * Tells login's two `timestamps` shapes apart: `notStarted` for the string, `scheduled` for the boundaries,
 * `invalid` for anything else (another string, or boundaries that are not dates or not in order). Pure.
 */
export function classifyLoginTimestamps(
  timestamps: EventTimestamps | string,
):
  | { readonly kind: 'notStarted' }
  | { readonly kind: 'scheduled'; readonly timestamps: EventTimestamps; readonly schedule: EventSchedule }
  | { readonly kind: 'invalid' } {
  if (isGameNotStarted(timestamps)) return { kind: 'notStarted' };
  if (typeof timestamps === 'string') return { kind: 'invalid' };
  const schedule = parseEventSchedule(timestamps);
  return schedule.ok ? { kind: 'scheduled', timestamps, schedule: schedule.value } : { kind: 'invalid' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Formats a countdown for the footer. In English `HH:MM:SS`, with a `Nd ` prefix from one day on (e.g.
 * `1d 02:03:04`). In French a duration as French writes one, its units after a non-breaking space and the largest
 * first (`1 j 2 h 03 min 04 s`, `5 min 08 s`, `9 s`: decision 0190). Seconds are rounded up, so zero shows only
 * when the time is really up; negative and non-finite inputs show zero. The language is the one a front end set
 * (`setFormattingLocale`) unless one is given. Pure.
 */
export function formatCountdown(ms: number, locale: Locale = formattingLocale()): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (locale === 'fr') {
    const parts: string[] = [];
    if (days > 0) parts.push(`${days}\u00a0j`);
    if (parts.length > 0 || hours > 0) parts.push(`${hours}\u00a0h`);
    if (parts.length > 0 || minutes > 0) parts.push(`${parts.length > 0 ? pad(minutes) : minutes}\u00a0min`);
    parts.push(`${parts.length > 0 ? pad(seconds) : seconds}\u00a0s`);
    return parts.join(' ');
  }
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
