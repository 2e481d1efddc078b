import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the raffle area makes: its screens reach the server through these alone. */
const RAFFLE_CALLS = [
  'consoleGetRaffle',
  'consoleGetSchedule',
  'consoleGetResults',
  'consoleGetItemStakes',
  'consoleCommitDraw',
  'consoleRunDraw',
  'consolePublishResults',
] as const;

/** The raffle area's calls over the console's API. */
export function useRaffleCalls() {
  return useAreaCalls(RAFFLE_CALLS);
}
