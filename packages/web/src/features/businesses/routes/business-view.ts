import { businessPath, businessSchema, requestJson, safeParseContract, type Business, type Locale } from '@dubloon-quest/core';
import { pageText } from '../../../locale/content-text.js';
import type { BusinessDetailView } from '../components/business-detail-screen.js';
import type { BusinessTile } from '../components/businesses-screen.js';

/** What the businesses grid passes to a detail page as navigation state (spec 2). */
interface BusinessNavigationState {
  business: Business;
}

/**
 * The grid's tiles: each links to its page (by its English name: the address stays the same in both languages),
 * with the business as navigation state. Pure.
 */
export function businessTilesOf(businesses: readonly Business[], locale: Locale = 'en'): BusinessTile[] {
  return businesses.map((business) => ({
    key: String(business.challenge_question.challenge_id),
    ...shownName(business, locale),
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

function shownName(business: Business, locale: Locale): { name: string; nameLang?: Locale } {
  const name = pageText(business.name, business.name_fr, locale);
  return { name: name.text, nameLang: name.lang };
}

/** The detail page's view of a business, its texts in the reader's language where written (else English, marked). Pure. */
export function businessDetailOf(business: Business, locale: Locale = 'en'): BusinessDetailView {
  const { challenge_question: challenge } = business;
  const description = pageText(business.description, business.description_fr, locale);
  const videoTitle = pageText(business.video_title, business.video_title_fr, locale);
  const title = pageText(challenge.title, challenge.title_fr, locale);
  const challengeDescription = pageText(challenge.description, challenge.description_fr, locale);
  return {
    ...shownName(business, locale),
    logo: business.logo,
    description: description.text,
    descriptionLang: description.lang,
    videoTitle: videoTitle.text,
    videoTitleLang: videoTitle.lang,
    videoUrl: business.video_url,
    challenge: {
      title: title.text,
      titleLang: title.lang,
      description: challengeDescription.text,
      descriptionLang: challengeDescription.lang,
      answersCount: challenge.answers_count,
      submitted: challenge.answer_submitted,
    },
  };
}
