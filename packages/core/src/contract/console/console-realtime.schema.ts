/**
 * The console's socket events. Organizers' sockets (an access token of an Organizer) receive
 * `console_dashboard` ({@link consoleLiveDashboardSchema}) every few seconds; everyone receives the game's
 * `schedule_change` (`REALTIME_EVENTS.scheduleChange`).
 */
export const CONSOLE_REALTIME_EVENTS = {
  dashboard: 'console_dashboard',
} as const;

/** How often organizers' sockets receive the live dashboard, in milliseconds. */
export const CONSOLE_DASHBOARD_PUSH_MS = 5_000;
