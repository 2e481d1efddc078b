import { buildBusiness, buildChallengeQuestion } from '@dubloon-quest/core/testing';
import { describe, expect, it } from 'vitest';
import { businessDetailOf, businessFromState, businessTilesOf } from './business-view.js';

describe('businessTilesOf', () => {
  it('links each business to its page with the business as navigation state, and its answer count', () => {
    const business = buildBusiness({ name: 'Harbour Books', challenge_question: buildChallengeQuestion({ challenge_id: 4, answers_count: 7 }) });
    expect(businessTilesOf([business])).toEqual([
      { key: '4', name: 'Harbour Books', logo: business.logo, answersCount: 7, to: '/businesses/harbour-books', navigationState: { business } },
    ]);
  });
});

describe('businessFromState', () => {
  it('reads the business the grid passed', () => {
    const business = buildBusiness();
    expect(businessFromState({ business })).toEqual(business);
  });

  it('is null without state or with something that is not a business (spec 2: could not find)', () => {
    expect(businessFromState(null)).toBeNull();
    expect(businessFromState({})).toBeNull();
    expect(businessFromState({ business: { name: 'only a name' } })).toBeNull();
  });
});

describe('businessDetailOf', () => {
  it('carries the video and the challenge with its count and whether the player answered', () => {
    const business = buildBusiness({ challenge_question: buildChallengeQuestion({ title: 'Pitch', answers_count: 2, answer_submitted: true }) });
    expect(businessDetailOf(business)).toMatchObject({
      videoTitle: business.video_title,
      videoUrl: business.video_url,
      challenge: { title: 'Pitch', answersCount: 2, submitted: true },
    });
  });
});
