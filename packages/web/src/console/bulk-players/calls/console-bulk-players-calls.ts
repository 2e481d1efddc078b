import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the players-in-bulk area makes: its screens reach the server through these alone. */
const BULK_PLAYERS_CALLS = [
  'consolePreviewPlayerImport',
  'consoleImportPlayers',
  'consolePlayerImportProgress',
  'consoleListGroups',
  'consoleCreateGroup',
] as const;

/** The players-in-bulk area's calls over the console's API. */
export function useBulkPlayersCalls() {
  return useAreaCalls(BULK_PLAYERS_CALLS);
}
