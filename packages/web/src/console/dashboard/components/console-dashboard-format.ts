import { readerLanguageTag } from '../../../locale/catalogues.js';
/*
 * How the dashboard writes counts and times: in the browser's language and time zone (an organizer reads the
 * event's hours as their own clock shows them).
 */

const counts = () => new Intl.NumberFormat(readerLanguageTag(), { maximumFractionDigits: 0 });
const clock = () => new Intl.DateTimeFormat(readerLanguageTag(), { hour: 'numeric', minute: '2-digit' });
const clockWithSeconds = () => new Intl.DateTimeFormat(readerLanguageTag(), { hour: 'numeric', minute: '2-digit', second: '2-digit' });
const dayAndHour = () => new Intl.DateTimeFormat(readerLanguageTag(), { weekday: 'short', hour: 'numeric' });
const dateAndClock = () => new Intl.DateTimeFormat(readerLanguageTag(), { dateStyle: 'medium', timeStyle: 'short' });

/** A count with the locale's digit grouping ("1,234"). Pure. */
export function formatCount(value: number): string {
  return counts().format(value);
}

/** An instant as a clock time ("2:05 PM", "14:05"). Pure. */
export function formatClock(iso: string): string {
  return clock().format(new Date(iso));
}

/** An instant as a clock time with seconds ("14:05:30"), for the last live update. Pure. */
export function formatClockWithSeconds(iso: string): string {
  return clockWithSeconds().format(new Date(iso));
}

/** An hour of the players' chart on its axis: its clock time, or its weekday and hour when more than a day is shown. Pure. */
export function formatHourTick(iso: string, hours: number): string {
  return (hours > 24 ? dayAndHour() : clock()).format(new Date(iso));
}

/** An instant in full ("Nov 25, 2026, 2:05 PM"), for the tables of figures. Pure. */
export function formatDateTime(iso: string): string {
  return dateAndClock().format(new Date(iso));
}
