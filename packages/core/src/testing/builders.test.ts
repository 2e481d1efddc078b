import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { loginResponseSchema } from '../contract/auth.schema.js';
import { businessSchema } from '../contract/business.schema.js';
import { chestSchema } from '../contract/chest.schema.js';
import { consoleLiveDashboardSchema } from '../contract/console/console-dashboard.schema.js';
import { encodeContract, safeParseContract } from '../contract/parse.js';
import { coinHistoryEntrySchema, referralSchema } from '../contract/profile.schema.js';
import { raffleItemSchema } from '../contract/raffle.schema.js';
import { resultsResponseSchema } from '../contract/results.schema.js';
import { eventTimestampsSchema } from '../contract/timestamps.schema.js';
import { userSchema } from '../contract/user.schema.js';
import { GAME_PERIODS, gamePeriodAt } from '../rules/period/game-period.js';
import {
  buildBusiness,
  buildChest,
  buildCoinHistoryEntry,
  buildConsoleLiveDashboard,
  buildLoginResponse,
  buildRaffleItem,
  buildReferral,
  buildResults,
  buildTimestamps,
  buildUser,
} from './builders.js';
import { demoSeed } from './demo-seed.js';

/** Whether a built value (ids as numbers, as core uses them) is what its schema reads from the wire. */
const valid = (schema: z.ZodMiniType, value: unknown) => {
  try {
    const result = safeParseContract(schema, encodeContract(schema, value as never, 'built value'), 'built value');
    return result.ok ? 'valid' : result.error.message;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('builders', () => {
  it.each([
    ['user', userSchema, buildUser()],
    ['raffle item', raffleItemSchema, buildRaffleItem()],
    ['chest without answers', chestSchema, buildChest()],
    ['chest with answers', chestSchema, buildChest({ correct: ['a', 'b', 'c'] })],
    ['business', businessSchema, buildBusiness()],
    ['results', resultsResponseSchema, buildResults()],
    ['referral', referralSchema, buildReferral()],
    ['console live dashboard', consoleLiveDashboardSchema, buildConsoleLiveDashboard()],
    ['coin history entry', coinHistoryEntrySchema, buildCoinHistoryEntry()],
    ['login response', loginResponseSchema, buildLoginResponse()],
  ] as const)('build a valid %s', (_name, schema, value) => {
    expect(valid(schema, value)).toBe('valid');
  });

  it('seed the demo with valid chests, users and results', () => {
    const seed = demoSeed();
    for (const chest of seed.chests) expect(valid(chestSchema, chest)).toBe('valid');
    for (const account of seed.accounts) expect(valid(userSchema, account.user)).toBe('valid');
    expect(valid(resultsResponseSchema, seed.results)).toBe('valid');
  });

  test.prop([fc.constantFrom(...GAME_PERIODS), fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 60_000, max: 30 * 86_400_000 })])(
    'buildTimestamps puts the time in the middle of the asked period',
    (period, nowMs, periodMs) => {
      const timestamps = buildTimestamps(period, nowMs, periodMs);
      expect(valid(eventTimestampsSchema, timestamps)).toBe('valid');
      expect(gamePeriodAt(timestamps, nowMs).period).toBe(period);
    },
  );
});
