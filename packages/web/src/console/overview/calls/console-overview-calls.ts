import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the overview area makes: its screens reach the server through these alone. */
const OVERVIEW_CALLS = ['consoleGetOverview'] as const;

/** The overview area's calls over the console's API. */
export function useOverviewCalls() {
  return useAreaCalls(OVERVIEW_CALLS);
}
