import type { SnapshotFrom } from 'xstate';
import { hasWinners } from '../rules/winners/group-winners.js';
import type { GroupedWinners } from '../rules/winners/group-winners.js';
import type { WinnersMachine, WinnersState } from './winners.machine.js';

type WinnersSnapshot = SnapshotFrom<WinnersMachine>;

/** The partners grouped for the results carousel, or null before they arrive. Pure. */
export function winnerPartners(snapshot: WinnersSnapshot): GroupedWinners | null {
  return snapshot.context.partners;
}

/**
 * Whether the results are out: the organizers published them on the console (the fetched results carry when)
 * and they list at least one winner. An event file's own results (a demo, a template) are not "out". Route
 * access lets a player in the review open them then. Pure.
 */
export function resultsOut(snapshot: WinnersSnapshot): boolean {
  const { partners } = snapshot.context;
  return partners !== null && typeof partners.publishedAt === 'string' && hasWinners(partners);
}

/** Where the results stand. Pure. */
export function winnersStatus(snapshot: WinnersSnapshot): 'idle' | 'loading' | 'loaded' | 'failed' {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('failed')) return 'failed';
  return 'idle';
}

/** The `winners` slice to persist (spec section 3). Pure. */
export function persistedWinners(snapshot: WinnersSnapshot): WinnersState {
  return { partners: snapshot.context.partners };
}
