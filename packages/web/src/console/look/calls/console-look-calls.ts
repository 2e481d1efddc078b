import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the look-and-mails area makes: its screens reach the server through these alone. */
const LOOK_CALLS = ['consoleGetEvent', 'consoleUpdateBrand', 'consoleUpdateHelp', 'consoleUpdateMailText', 'consoleUploadImage'] as const;

/** The look-and-mails area's calls over the console's API. */
export function useLookCalls() {
  return useAreaCalls(LOOK_CALLS);
}
