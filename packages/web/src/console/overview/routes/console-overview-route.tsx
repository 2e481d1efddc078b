import { ConsoleOverview } from '../components/console-overview.js';
import { useConsole } from '../../shared/console-services.js';

/** `/console`: who is using the console and what they can do from here. */
export function ConsoleOverviewRoute() {
  const { me, role } = useConsole();
  return <ConsoleOverview role={role} business={me.business?.name ?? null} items={me.raffle_items} />;
}
