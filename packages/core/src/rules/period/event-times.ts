import type { EventTimestamps } from './game-period.js';
import { formatterFor, formattingLocale, type Locale } from '../../messages/locale.js';

/** When players may answer the businesses' challenges, as the event set it. */
export interface ChallengeWindow {
  readonly opens: string;
  readonly closes: string;
}

/** The times of an event that players read, beyond its periods: each null when the event has not set it. */
export interface EventTimes {
  readonly challenges: ChallengeWindow | null;
  readonly meeting: string | null;
}

/** The times players read, from the timestamps in force (none while unscheduled or not started). Pure. */
export function eventTimesOf(timestamps: EventTimestamps | string | null | undefined): EventTimes {
  if (timestamps === null || timestamps === undefined || typeof timestamps === 'string')
    return { challenges: null, meeting: null };
  const { challenges_open: opens, challenges_close: closes, meeting } = timestamps;
  return {
    challenges: opens !== undefined && closes !== undefined ? { opens, closes } : null,
    meeting: meeting ?? null,
  };
}

/**
 * Whether a challenge answer is accepted at `nowMs` as far as the window goes: inside it when the event set one
 * (from its opening, up to its close), always otherwise (the businesses' period gate still applies). Pure.
 */
export function isChallengeWindowOpen(timestamps: EventTimestamps, nowMs: number): boolean {
  const { challenges } = eventTimesOf(timestamps);
  if (challenges === null) return true;
  return nowMs >= Date.parse(challenges.opens) && nowMs < Date.parse(challenges.closes);
}

/**
 * An event time as a player reads it: weekday, date and time with its time zone named, in the reader's own time
 * zone unless `timeZone` is given ("Sunday, April 26, 2026 at 2:00 PM Eastern Daylight Time"). Pure.
 */
export function formatEventTime(iso: string, timeZone?: string, locale: Locale = formattingLocale()): string {
  return formatterFor(locale).eventTime(iso, timeZone);
}
