import { GAME_PERIODS } from '@dubloon-quest/core';
import { describe, expect, it } from 'vitest';
import { mapCards } from './map-cards.js';

const openCards = (period: Parameters<typeof mapCards>[0]) =>
  mapCards(period)
    .filter((card) => card.open)
    .map((card) => card.key);

describe('mapCards (spec 4)', () => {
  it('lists the five cards in the order of spec section 2', () => {
    expect(mapCards('gameStart').map((card) => card.key)).toEqual(['profile', 'businesses', 'learn', 'raffle', 'results']);
  });

  it.each([
    ['preGame', ['profile', 'learn', 'raffle', 'results']],
    ['gameStart', ['profile', 'businesses', 'raffle', 'results']],
    ['reviewStart', ['profile', 'results']],
    ['winnersAnnounced', ['profile', 'results']],
    ['gameEnd', ['profile', 'results']],
  ] as const)('opens in %s: %j', (period, open) => {
    expect(openCards(period)).toEqual(open);
  });

  it('opens only the profile when the game has not started', () => {
    expect(openCards(null)).toEqual(['profile']);
  });

  it('always keeps the profile open', () => {
    for (const period of GAME_PERIODS) expect(mapCards(period)[0]).toMatchObject({ key: 'profile', open: true });
  });
});
