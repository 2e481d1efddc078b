import { readerLanguageTag } from '../../../locale/catalogues.js';
/** Dates and times as the players screens show them: the organizer's own locale and time zone. */
const dateTime = () => new Intl.DateTimeFormat(readerLanguageTag(), { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO timestamp as a readable local date and time. Pure (for a fixed locale and zone). */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateTime().format(ms);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A time as the value of a `datetime-local` input (local time, to the minute). Pure. */
export function toLocalInput(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` input's value (local time) as an ISO timestamp, or null when it is empty or no date. Pure. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  // A date-time without an offset is local time (ECMAScript's Date.parse), as the input shows it.
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
