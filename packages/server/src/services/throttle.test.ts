import { describe, expect, it } from 'vitest';
import { Throttle } from './throttle.js';

const budget = { max: 3, windowMs: 60_000 };

describe('Throttle.startAttempt (in memory)', () => {
  it('counts only the attempts settled as failures', async () => {
    const throttle = new Throttle(null);
    for (let round = 0; round < 10; round += 1) await (await throttle.startAttempt('k', budget)).settle(false);
    for (let failure = 0; failure < budget.max; failure += 1) {
      const attempt = await throttle.startAttempt('k', budget);
      expect(attempt.allowed).toBe(true);
      await attempt.settle(true);
    }
    const refused = await throttle.startAttempt('k', budget);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
  });

  it('holds no more attempts in flight than the budget, so parallel guesses slip past by one budget at most', async () => {
    const throttle = new Throttle(null);
    const inFlight = await Promise.all(Array.from({ length: budget.max }, () => throttle.startAttempt('k', budget)));
    expect(inFlight.every((attempt) => attempt.allowed)).toBe(true);
    expect((await throttle.startAttempt('k', budget)).allowed).toBe(false);
    await inFlight[0]!.settle(false);
    expect((await throttle.startAttempt('k', budget)).allowed).toBe(true);
  });
});
