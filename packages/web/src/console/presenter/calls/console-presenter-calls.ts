import { useAreaCalls } from '../../shared/console-calls.js';

/**
 * The console calls the presenter view makes: the schedule alone, for the event's name and the period. Everything
 * it shows of the raffle comes from the game's public answers instead (decision 0159).
 */
const PRESENTER_CALLS = ['consoleGetSchedule'] as const;

/** The presenter's console calls over the console's API. */
export function usePresenterCalls() {
  return useAreaCalls(PRESENTER_CALLS);
}
