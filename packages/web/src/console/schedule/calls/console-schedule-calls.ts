import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the schedule area makes: its screens reach the server through these alone. */
const SCHEDULE_CALLS = [
  'consoleGetSchedule',
  'consoleRenameEvent',
  'consoleUpdateSchedule',
] as const;

/** The schedule area's calls over the console's API. */
export function useScheduleCalls() {
  return useAreaCalls(SCHEDULE_CALLS);
}
