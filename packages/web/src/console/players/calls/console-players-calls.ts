import { useAreaCalls } from '../../shared/console-calls.js';

/** The server calls the players area makes: its screens reach the server through these alone. */
const PLAYERS_CALLS = [
  'consoleListPlayers',
  'consoleGetPlayer',
  'consoleGetEvent',
  'consoleAdjustCoins',
  'consoleBanPlayer',
  'consoleKickPlayer',
  'consoleResendInvitation',
] as const;

/** The players area's calls over the console's API. */
export function usePlayersCalls() {
  return useAreaCalls(PLAYERS_CALLS);
}
