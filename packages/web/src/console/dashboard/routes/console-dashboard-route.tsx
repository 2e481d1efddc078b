import { realtimeStatus } from '@dubloon-quest/core';
import { type ConsoleDashboardResponse, type ConsoleLiveDashboard } from '@dubloon-quest/core/console';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGame } from '../../../services/app-services.js';
import type { Loadable } from '@dubloon-quest/core';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { ConsoleDashboard } from '../components/console-dashboard.js';
import { dashboardRange, withLiveDashboard, type DashboardRange } from '../components/console-dashboard-live.js';
import { useDashboardCalls } from '../calls/console-dashboard-calls.js';

/**
 * `/console/dashboard` (organizers): loads `GET /console/dashboard` for the range in the page's `?hours=` (so a
 * reload or a shared link keeps it) and applies every `console_dashboard` push the game's realtime connection
 * receives (the server pushes it every 5 s to organizers' sockets; decision 0090). The connection itself belongs
 * to the game logic's realtime machine, which connects after login; the screen only listens, and shows the
 * machine's state so that an organizer knows when the live figures have stopped.
 */
export function ConsoleDashboardRoute() {
  const calls = useDashboardCalls();
  const { logic, realtime } = useGame();
  const [params, setParams] = useSearchParams();
  const range = dashboardRange(params.get('hours'));
  const query = useConsoleQuery(
    () => calls.consoleGetDashboard({ query: { hours: String(range) } }),
    String(range),
  );
  const connection = useSelector(logic.realtime, realtimeStatus);
  const [live, setLive] = useState<ConsoleLiveDashboard | null>(null);
  useEffect(() => realtime.onConsoleDashboard(setLive), [realtime]);

  const value: Loadable<ConsoleDashboardResponse> =
    query.value.status === 'ready' && live
      ? { status: 'ready', data: withLiveDashboard(query.value.data, live) }
      : query.value;

  return (
    <ConsoleDashboard
      value={value}
      range={range}
      onRangeChange={(next: DashboardRange) => setParams({ hours: String(next) }, { replace: true })}
      connection={connection}
      onReload={query.retry}
    />
  );
}
