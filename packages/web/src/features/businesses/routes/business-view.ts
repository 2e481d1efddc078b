import { businessPath, businessSchema, requestJson, safeParseContract, type Business } from '@dubloon-quest/core';
import type { BusinessDetailView } from '../components/business-detail-screen.js';
import type { BusinessTile } from '../components/businesses-screen.js';

/** What the businesses grid passes to a detail page as navigation state (spec 2). */
interface BusinessNavigationState {
  business: Business;
}

/** The grid's tiles: each links to its page, with the business as navigation state. Pure. */
export function businessTilesOf(businesses: readonly Business[]): BusinessTile[] {
  return businesses.map((business) => ({
    key: String(business.challenge_question.challenge_id),
    name: business.name,
    logo: business.logo,
    answersCount: business.challenge_question.answers_count,
    to: businessPath(business.name),
    navigationState: { business } satisfies BusinessNavigationState,
  }));
}

/**
 * The business a detail page was given in its navigation state, checked with the contract's schema: null
 * when the page was opened without it (a typed address, a bookmark, a link opened before logging in), when the
 * page finds it by its path in core's businesses list instead. Pure.
 */
export function businessFromState(state: unknown): Business | null {
  if (typeof state !== 'object' || state === null || !('business' in state)) return null;
  // The grid passes the business as parsed (ids as numbers); back to its wire form, then checked as any answer.
  const parsed = safeParseContract(businessSchema, requestJson(businessSchema, state.business), 'the business');
  return parsed.ok ? parsed.value : null;
}

/** The detail page's view of a business. Pure. */
export function businessDetailOf(business: Business): BusinessDetailView {
  const { challenge_question: challenge } = business;
  return {
    name: business.name,
    logo: business.logo,
    description: business.description,
    videoTitle: business.video_title,
    videoUrl: business.video_url,
    challenge: {
      title: challenge.title,
      description: challenge.description,
      answersCount: challenge.answers_count,
      submitted: challenge.answer_submitted,
    },
  };
}
