import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { validateChallengeLink } from '../rules/validation/challenge-link.js';
import { challengeLinkFor, DEFAULT_CROWD, nextAnswer, planStakes, planVirtualPlayer, seededRandom } from './virtual-player.js';

const CHOICES = ['A', 'B', 'C', 'D'];

describe('a virtual player answers a question', () => {
  test.prop([fc.subarray(CHOICES), fc.integer({ min: 0, max: 4 }), fc.option(fc.constantFrom(...CHOICES), { nil: null })])(
    'never gives a choice twice, and gives one while one is left',
    (tried, wrongLeft, correct) => {
      const answer = nextAnswer(CHOICES, tried, wrongLeft, correct);
      if (tried.length === CHOICES.length) expect(answer).toBeNull();
      else {
        expect(answer).not.toBeNull();
        expect(tried).not.toContain(answer);
      }
    },
  );

  test.prop([fc.constantFrom(...CHOICES), fc.integer({ min: 0, max: 3 })])(
    'gives exactly its planned wrong tries, then the right answer',
    (correct, wrongTries) => {
      const tried: string[] = [];
      for (;;) {
        const answer = nextAnswer(CHOICES, tried, wrongTries - tried.length, correct);
        tried.push(answer!);
        if (answer === correct) break;
      }
      expect(tried.length).toBe(Math.min(wrongTries, CHOICES.length - 1) + 1);
    },
  );

  it('tries the choices in order when the server alone knows the right one', () => {
    expect(nextAnswer(CHOICES, ['A'], 0, null)).toBe('B');
  });
});

describe('a virtual player stakes', () => {
  test.prop([fc.integer({ min: 0, max: 500 }), fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 12 }), fc.integer()])(
    'every coin it has, on one to three distinct open items, at least one coin each',
    (coins, itemIds, seed) => {
      const stakes = planStakes(coins, itemIds, seededRandom(seed));
      if (coins === 0 || itemIds.length === 0) {
        expect(stakes).toEqual([]);
        return;
      }
      expect(stakes.reduce((sum, stake) => sum + stake.coins, 0)).toBe(coins);
      expect(stakes.length).toBeGreaterThanOrEqual(1);
      expect(stakes.length).toBeLessThanOrEqual(3);
      expect(new Set(stakes.map((stake) => stake.itemId)).size).toBe(stakes.length);
      for (const stake of stakes) {
        expect(itemIds).toContain(stake.itemId);
        expect(stake.coins).toBeGreaterThanOrEqual(1);
      }
    },
  );
});

describe('a crowd of virtual players', () => {
  test.prop([fc.integer(), fc.nat({ max: 100_000 })])('is the same crowd for the same seed', (seed, index) => {
    expect(planVirtualPlayer(seed, index)).toEqual(planVirtualPlayer(seed, index));
  });

  test.prop([fc.integer(), fc.nat({ max: 100_000 })])('plans within the crowd shape', (seed, index) => {
    const plan = planVirtualPlayer(seed, index);
    expect(plan.arrivesAt).toBeGreaterThanOrEqual(0);
    expect(plan.arrivesAt).toBeLessThan(1);
    expect(plan.wrongTries).toHaveLength(DEFAULT_CROWD.chests);
    for (const chest of plan.wrongTries) {
      expect(chest).toHaveLength(3);
      for (const tries of chest) expect(tries).toBeLessThanOrEqual(DEFAULT_CROWD.maxWrongTries);
    }
  });

  it('has its shares of registrations and last-minute stakes', () => {
    const plans = Array.from({ length: 4_000 }, (_, index) => planVirtualPlayer(7, index));
    const share = (count: number) => count / plans.length;
    expect(share(plans.filter((plan) => plan.registers).length)).toBeCloseTo(DEFAULT_CROWD.registerShare, 1);
    expect(share(plans.filter((plan) => plan.stakeTiming === 'rush').length)).toBeCloseTo(DEFAULT_CROWD.rushStakeShare, 1);
    expect(share(plans.filter((plan) => plan.stakeTiming === 'spread').length)).toBeCloseTo(DEFAULT_CROWD.spreadStakeShare, 1);
  });
});

test.prop([fc.nat()])('a challenge link is a valid Google Doc link', (index) => {
  expect(validateChallengeLink(challengeLinkFor(index))).toBeNull();
});
