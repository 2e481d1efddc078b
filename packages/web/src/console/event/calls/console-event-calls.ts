import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the event area makes: its screens reach the server through these alone. */
const EVENT_CALLS = [
  'consoleGetEvent',
  'consoleCreatePartner',
  'consoleUpdatePartner',
  'consoleCreateItem',
  'consoleUpdateItem',
  'consoleCreateBusiness',
  'consoleUpdateBusiness',
  'consoleCreateChest',
  'consoleUpdateChest',
  'consoleRetirePartner',
  'consoleRetireItem',
  'consoleRetireBusiness',
  'consoleRetireChest',
  'consoleUploadImage',
  'consoleExportEvent',
  'consoleImportEvent',
] as const;

/** The event area's calls over the console's API. */
export function useEventCalls() {
  return useAreaCalls(EVENT_CALLS);
}
