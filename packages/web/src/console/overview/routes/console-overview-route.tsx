import { overviewNextStep } from '@dubloon-quest/core/console';
import { LoadState } from '../../../components/feedback/load-state.js';
import { ConsoleOverview } from '../components/console-overview.js';
import { ConsoleEventGlance } from '../components/console-event-glance.js';
import { useOverviewCalls } from '../calls/console-overview-calls.js';
import { useConsole } from '../../shared/console-services.js';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';

/**
 * `/console`: where organizers and partners land after login. A partner sees their business and items; an
 * organizer also the event at a glance and the next thing to do.
 */
export function ConsoleOverviewRoute() {
  const { me, role } = useConsole();
  return (
    <ConsoleOverview role={role} business={me.business?.name ?? null} items={me.raffle_items}>
      {role === 'Organizer' ? <OrganizerGlance /> : null}
    </ConsoleOverview>
  );
}

function OrganizerGlance() {
  const calls = useOverviewCalls();
  const query = useConsoleQuery(() => calls.consoleGetOverview());
  return (
    <LoadState value={query.value} onRetry={query.retry}>
      {(overview) => <ConsoleEventGlance overview={overview} nextStep={overviewNextStep(overview)} />}
    </LoadState>
  );
}
