import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the dashboard area makes: its screens reach the server through these alone. */
const DASHBOARD_CALLS = [
  'consoleGetDashboard',
] as const;

/** The dashboard area's calls over the console's API. */
export function useDashboardCalls() {
  return useAreaCalls(DASHBOARD_CALLS);
}
