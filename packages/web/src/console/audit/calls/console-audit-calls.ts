import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the audit area makes: its screens reach the server through these alone. */
const AUDIT_CALLS = [
  'consoleListAudit',
] as const;

/** The audit area's calls over the console's API. */
export function useAuditCalls() {
  return useAreaCalls(AUDIT_CALLS);
}
