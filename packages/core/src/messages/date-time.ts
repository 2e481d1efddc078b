/**
 * A moment as a person reads it: weekday, date, time and the time zone's name, e.g. "Saturday, November 28,
 * 2026, 1:21 AM GMT+1". Without `timeZone` it is the host's own zone (the player's, in a browser); the server
 * passes `UTC` for texts that reach clients unable to convert. An unreadable timestamp is returned as given.
 */
export function formatDateTimeNamed(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(at);
}
