import {
  formatCountdown,
  gamePeriodAt,
  type EventTimestamps,
  type GamePeriod,
} from '@dubloon-quest/core';
import { type ConsoleProblems, consoleScheduleText, validateSchedule } from '@dubloon-quest/core/console';
import { formatLocal } from '../../shared/console-local-time.js';
import { readerLanguageTag } from '../../../locale/catalogues.js';

/**
 * The five boundaries in the order they come, then the event's times players read (the challenge window and
 * the wrap-up meeting), as the schedule's fields name them.
 */
export const SCHEDULE_FIELDS = [
  'pre_game',
  'game_start',
  'review_start',
  'review_end',
  'game_end',
  'challenges_open',
  'challenges_close',
  'meeting',
] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

/** The fields a schedule may leave empty. */
const OPTIONAL_FIELDS: readonly ScheduleField[] = [
  'pre_game',
  'challenges_open',
  'challenges_close',
  'meeting',
];

/** Whether a schedule may leave a field empty (the four boundaries after pre-game are required). */
export const isOptionalField = (field: ScheduleField): boolean => OPTIONAL_FIELDS.includes(field);

/** The form's values: each boundary as a `datetime-local` value in the browser's time zone ('' when empty). */
export type ScheduleDraft = Record<ScheduleField, string>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value (`YYYY-MM-DDTHH:mm`) in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (read in the browser's time zone) as an ISO instant; null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The form's values for a schedule (all empty when there is none). */
export function draftOf(timestamps: EventTimestamps | null): ScheduleDraft {
  const draft = {} as ScheduleDraft;
  for (const field of SCHEDULE_FIELDS) {
    const value = timestamps?.[field];
    draft[field] = value === undefined ? '' : toLocalInput(value);
  }
  return draft;
}

/** Whether the form still shows the given schedule unedited. */
export function isPristine(draft: ScheduleDraft, timestamps: EventTimestamps | null): boolean {
  const original = draftOf(timestamps);
  return SCHEDULE_FIELDS.every((field) => draft[field] === original[field]);
}

/**
 * The schedule the form would save, or the problems it has, keyed as the server keys them (`timestamps` for
 * the order, `timestamps.<field>` for one boundary). A boundary the organizer left as loaded keeps its exact
 * instant (seconds included), so saving never moves what was not edited. The order is checked with core's
 * `validateSchedule`, the server's own rule. The problems are codes, written when the form renders (so they
 * follow a switch of language).
 */
export function readDraft(
  draft: ScheduleDraft,
  original: EventTimestamps | null,
):
  | { readonly timestamps: EventTimestamps; readonly errors: null }
  | { readonly timestamps: null; readonly errors: ConsoleProblems } {
  const errors: ConsoleProblems = {};
  const values: Partial<Record<ScheduleField, string>> = {};
  const loaded = draftOf(original);
  for (const field of SCHEDULE_FIELDS) {
    const input = draft[field];
    if (input === '') {
      if (!OPTIONAL_FIELDS.includes(field)) errors[`timestamps.${field}`] = [{ code: 'content.required' }];
      continue;
    }
    const kept = original?.[field];
    const iso = input === loaded[field] && kept !== undefined ? kept : fromLocalInput(input);
    if (iso === null) errors[`timestamps.${field}`] = [{ code: 'content.required' }];
    else values[field] = iso;
  }
  if (Object.keys(errors).length > 0) return { timestamps: null, errors };
  const optional = Object.fromEntries(
    OPTIONAL_FIELDS.flatMap((field) => (values[field] === undefined ? [] : [[field, values[field]]])),
  ) as Partial<EventTimestamps>;
  const timestamps: EventTimestamps = {
    ...optional,
    game_start: values.game_start!,
    review_start: values.review_start!,
    review_end: values.review_end!,
    game_end: values.game_end!,
  };
  const problems = validateSchedule(timestamps);
  return Object.keys(problems).length > 0
    ? { timestamps: null, errors: problems }
    : { timestamps, errors: null };
}

/**
 * The period players are in under a schedule at `nowMs`: null while there is none or before its `pre_game`
 * (the server then answers "The game has not started yet"), as the server's schedule reads it. Pure.
 */
export function periodUnder(
  timestamps: EventTimestamps | null,
  nowMs: number,
): { readonly period: GamePeriod; readonly endsAt: number | null } | null {
  if (timestamps === null) return null;
  if (timestamps.pre_game !== undefined && nowMs < Date.parse(timestamps.pre_game)) return null;
  return gamePeriodAt(timestamps, nowMs);
}

/** What saving a schedule does to the players now. */
export type ScheduleEffect =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'move'; readonly from: GamePeriod; readonly to: GamePeriod }
  | { readonly kind: 'open'; readonly to: GamePeriod }
  | { readonly kind: 'close'; readonly from: GamePeriod }
  | { readonly kind: 'stillClosed' }
  | { readonly kind: 'stay'; readonly period: GamePeriod; readonly endsAt: number | null };

const same = (a: EventTimestamps | null, b: EventTimestamps | null) => {
  if (a === null || b === null) return a === b;
  return SCHEDULE_FIELDS.every(
    (field) =>
      (a[field] === undefined ? undefined : Date.parse(a[field])) ===
      (b[field] === undefined ? undefined : Date.parse(b[field])),
  );
};

/** What replacing the schedule `before` by `after` at `nowMs` does to the period players are in. Pure. */
export function scheduleEffect(
  before: EventTimestamps | null,
  after: EventTimestamps | null,
  nowMs: number,
): ScheduleEffect {
  if (same(before, after)) return { kind: 'unchanged' };
  const from = periodUnder(before, nowMs);
  const to = periodUnder(after, nowMs);
  if (from === null) return to === null ? { kind: 'stillClosed' } : { kind: 'open', to: to.period };
  if (to === null) return { kind: 'close', from: from.period };
  if (from.period !== to.period) return { kind: 'move', from: from.period, to: to.period };
  return { kind: 'stay', period: to.period, endsAt: to.endsAt };
}

/** Whether a change moves players out of the period they are in (it asks for a confirmation first). Pure. */
export function movesPeriod(effect: ScheduleEffect): boolean {
  return effect.kind === 'move' || effect.kind === 'open' || effect.kind === 'close';
}

/** The browser's time zone: its IANA name and its offset from UTC at `nowMs` (`UTC+02:00`). */
export function localTimeZone(nowMs: number): { readonly zone: string; readonly offset: string } {
  // The zone is the device's whatever the language; the language is given all the same, as everywhere.
  const zone = new Intl.DateTimeFormat(readerLanguageTag()).resolvedOptions().timeZone;
  const minutes = -new Date(nowMs).getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return { zone, offset: `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}` };
}

/** The sentence that says what saving does, in the catalogue's words. */
export function describeEffect(
  effect: ScheduleEffect,
  periodName: (period: GamePeriod) => string,
  nowMs: number,
): string {
  const text = consoleScheduleText.effects;
  switch (effect.kind) {
    case 'unchanged':
      return text.unchanged;
    case 'move':
      return text.move(periodName(effect.from), periodName(effect.to));
    case 'open':
      return text.open(periodName(effect.to));
    case 'close':
      return text.close(periodName(effect.from));
    case 'stillClosed':
      return text.stillClosed;
    case 'stay':
      return effect.endsAt === null
        ? text.stayForever(periodName(effect.period))
        : text.stay(periodName(effect.period), endsText(effect.endsAt, nowMs));
  }
}

/** "at 25 Nov 2026, 09:00 (in 02:59:59)". */
export function endsText(endsAt: number, nowMs: number): string {
  return consoleScheduleText.endsAt(formatLocal(endsAt), formatCountdown(endsAt - nowMs));
}
