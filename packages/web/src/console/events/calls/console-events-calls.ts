import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the events area makes: its screens reach the server through these alone. */
const EVENTS_CALLS = [
  'consoleListEvents',
  'consoleArchiveEvent',
  'consoleGetArchivedEvent',
  'consoleExportArchivedEvent',
] as const;

/** The events area's calls over the console's API. */
export function useEventsCalls() {
  return useAreaCalls(EVENTS_CALLS);
}
