import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the outbox area makes: its screens reach the server through these alone. */
const OUTBOX_CALLS = ['consoleListOutbox'] as const;

/** The outbox area's calls over the console's API. */
export function useOutboxCalls() {
  return useAreaCalls(OUTBOX_CALLS);
}
