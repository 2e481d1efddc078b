import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the accounts area makes: its screens reach the server through these alone. */
const ACCOUNTS_CALLS = [
  'consoleListAccounts',
  'consoleGetEvent',
  'consoleInviteAccount',
  'consoleUpdateAccount',
  'consoleResendInvitation',
] as const;

/** The accounts area's calls over the console's API. */
export function useAccountsCalls() {
  return useAreaCalls(ACCOUNTS_CALLS);
}
