import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the business area makes: its screens reach the server through these alone. */
const BUSINESS_CALLS = [
  'consoleGetBusiness',
  'consoleUpdateBusinessProfile',
  'consoleUpdateBusinessChest',
  'consoleUploadImage',
] as const;

/** The business area's calls over the console's API. */
export function useBusinessCalls() {
  return useAreaCalls(BUSINESS_CALLS);
}
