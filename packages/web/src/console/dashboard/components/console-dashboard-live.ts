import type { ConsoleDashboardResponse, ConsoleLiveDashboard } from '@dubloon-quest/core/console';

const HOUR_MS = 3_600_000;

/** The history ranges the dashboard offers, in hours: 6 hours, a day, a week. */
export const DASHBOARD_RANGES = [6, 24, 168] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
/** The server's own default. */
const DEFAULT_DASHBOARD_RANGE: DashboardRange = 24;

/** The range named by the page's `?hours=` (one of {@link DASHBOARD_RANGES}), else the default. Pure. */
export function dashboardRange(param: string | null): DashboardRange {
  return DASHBOARD_RANGES.find((hours) => String(hours) === param) ?? DEFAULT_DASHBOARD_RANGE;
}

/**
 * The loaded dashboard with a `console_dashboard` push applied: the live part replaced, the players registered
 * and verified taken from it, and the last hour of the players' chart following them while the push falls
 * in that hour (its figures are running totals up to now). A push older than what is shown changes nothing
 * (the dashboard loaded after it). Pure.
 */
export function withLiveDashboard(
  dashboard: ConsoleDashboardResponse,
  live: ConsoleLiveDashboard,
): ConsoleDashboardResponse {
  const at = Date.parse(live.at);
  if (at < Date.parse(dashboard.live.at)) return dashboard;
  const last = dashboard.timeline.at(-1);
  const lastHour = last ? Date.parse(last.hour) : Number.NaN;
  const inLastHour = at >= lastHour && at < lastHour + HOUR_MS;
  return {
    ...dashboard,
    players: { ...dashboard.players, registered: live.registered, verified: live.verified },
    timeline:
      last && inLastHour
        ? [...dashboard.timeline.slice(0, -1), { ...last, registered: live.registered, verified: live.verified }]
        : dashboard.timeline,
    live,
  };
}
