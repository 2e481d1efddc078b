import type { SnapshotFrom } from 'xstate';
import type { Business } from '../contract/business.schema.js';
import { businessSlug } from '../rules/access/business-path.js';
import type { BusinessesMachine, BusinessesState } from './businesses.machine.js';

type BusinessesSnapshot = SnapshotFrom<BusinessesMachine>;

/** The businesses, in the server's order. Pure. */
export function businessList(snapshot: BusinessesSnapshot): readonly Business[] {
  return snapshot.context.list;
}

/** The business whose challenge has this id, if any (the detail page keeps it current). Pure. */
export function businessByChallenge(snapshot: BusinessesSnapshot, challengeId: number): Business | undefined {
  return snapshot.context.list.find((business) => business.challenge_question.challenge_id === challengeId);
}

/**
 * The business whose page this path segment names (`businessSlug` of its name), if any: a business's link
 * opened without the grid (a new session, a bookmark, a reload) finds its business this way. Pure.
 */
export function businessBySlug(snapshot: BusinessesSnapshot, slug: string): Business | undefined {
  return snapshot.context.list.find((business) => businessSlug(business.name) === slug);
}

/** Where the list stands. Pure. */
export function businessesStatus(snapshot: BusinessesSnapshot): 'idle' | 'loading' | 'loaded' | 'failed' {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('failed')) return 'failed';
  return 'idle';
}

/** The `businesses` slice to persist (spec section 3). Pure. */
export function persistedBusinesses(snapshot: BusinessesSnapshot): BusinessesState {
  const { list, expiresAt } = snapshot.context;
  return { list, expiresAt };
}
