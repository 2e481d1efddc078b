import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the judging area makes: its screens reach the server through these alone. */
const JUDGING_CALLS = [
  'consoleListSubmissions',
  'consoleRateSubmission',
  'consoleSetChallengeWinners',
] as const;

/** The judging area's calls over the console's API. */
export function useJudgingCalls() {
  return useAreaCalls(JUDGING_CALLS);
}
