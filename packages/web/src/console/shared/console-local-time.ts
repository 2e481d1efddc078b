import { readerLanguageTag } from '../../locale/catalogues.js';
/** An instant as the organizer reads it: date and time in the browser's time zone. */
export function formatLocal(iso: string | number): string {
  return new Intl.DateTimeFormat(readerLanguageTag(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
