import { describe, expect, it } from 'vitest';
import { GAME_PERIODS } from '../period/game-period.js';
import { isFeatureOpen, isPlayer } from './feature-access.js';
import type { Feature } from './feature-access.js';

describe('isFeatureOpen', () => {
  // Rows: feature; columns: preGame, gameStart, reviewStart, winnersAnnounced, gameEnd (spec section 4).
  const table: Record<Feature, boolean[]> = {
    learn: [true, false, false, false, false],
    raffle: [true, true, false, false, false],
    businesses: [false, true, false, false, false],
    results: [true, true, true, true, true],
  };

  for (const [feature, row] of Object.entries(table) as [Feature, boolean[]][])
    GAME_PERIODS.forEach((period, i) => {
      it(`${feature} in ${period} is ${row[i] ? 'open' : 'closed'}`, () => {
        expect(isFeatureOpen(feature, period)).toBe(row[i]);
      });
    });
});

describe('isPlayer', () => {
  it('accepts exactly "Player"', () => {
    expect(isPlayer('Player')).toBe(true);
    for (const role of ['player', 'PLAYER', 'Partner', 'Organizer', '', null, undefined]) expect(isPlayer(role)).toBe(false);
  });
});
