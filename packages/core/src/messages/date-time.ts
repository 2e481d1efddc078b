import { formatterFor, formattingLocale, type Locale } from './locale.js';

/**
 * A moment as a person reads it: weekday, date, time and the time zone's name, e.g. "Saturday, November 28,
 * 2026, 1:21 AM GMT+1" (French: « samedi 28 novembre 2026, 1 h 21 UTC+1 »). Without `timeZone` it is the host's
 * own zone (the player's, in a browser); the server passes `UTC` for texts that reach clients unable to convert.
 * An unreadable timestamp is returned as given.
 */
export function formatDateTimeNamed(iso: string, timeZone?: string, locale: Locale = formattingLocale()): string {
  return formatterFor(locale).dateTimeNamed(iso, timeZone);
}
