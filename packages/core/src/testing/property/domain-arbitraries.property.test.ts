import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type * as z from 'zod/mini';
import { registerRequestSchema } from '../../contract/auth.schema.js';
import { chestSchema } from '../../contract/chest.schema.js';
import { encodeContract, safeParseContract } from '../../contract/parse.js';
import { raffleItemSchema, submitStakesRequestSchema } from '../../contract/raffle.schema.js';
import { eventTimestampsSchema } from '../../contract/timestamps.schema.js';
import { userSchema } from '../../contract/user.schema.js';
import { NEW_PLAYER_FREE_COINS } from '../../rules/constants.js';
import { gamePeriodAt } from '../../rules/period/game-period.js';
import { isValid, validateRegistration } from '../../rules/validation/form-validators.js';
import { FakeGameApi } from '../fake-game-api.js';
import { FAKE_REFERRAL_BONUS, FakeGameServer } from '../fake-game-server.js';
import {
  chestArb,
  instantInPeriodArb,
  periodArb,
  playerArb,
  raffleItemsArb,
  referralChainArb,
  registrationArb,
  scheduleArb,
  stakeRequestArb,
} from './domain-arbitraries.js';

/** Whether a generated value (ids as numbers, as core uses them) is what its schema reads from the wire. */
const wireValid = (schema: z.ZodMiniType, value: unknown) => {
  const result = safeParseContract(schema, encodeContract(schema, value as never, 'generated value'), 'generated value');
  return result.ok ? 'valid' : result.error.message;
};

describe('the domain arbitraries generate what the contract accepts', () => {
  test.prop([playerArb])('players', (player) => {
    expect(wireValid(userSchema, player)).toBe('valid');
  });
  test.prop([raffleItemsArb()])('raffle items, ids distinct, silver exactly when nobody staked', (items) => {
    for (const item of items) {
      expect(wireValid(raffleItemSchema, item)).toBe('valid');
      expect(item.silver).toBe(item.total_staked === 0);
    }
    expect(new Set(items.map((item) => item.item_id)).size).toBe(items.length);
  });
  test.prop([fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1 }).chain((ids) => stakeRequestArb(ids))])('stake requests, each item once', (request) => {
    expect(wireValid(submitStakesRequestSchema, request)).toBe('valid');
    expect(new Set(request.staked_items.map((entry) => entry.item_id)).size).toBe(request.staked_items.length);
  });
  test.prop([chestArb()])('chests: three questions, the correct letter one of the choices', (chest) => {
    expect(wireValid(chestSchema, chest)).toBe('valid');
  });
  test.prop([registrationArb])('registrations the validators accept', (form) => {
    expect(wireValid(registerRequestSchema, form)).toBe('valid');
    expect(isValid(validateRegistration(form))).toBe(true);
  });
  test.prop([scheduleArb.chain((timestamps) => fc.tuple(fc.constant(timestamps), periodArb).chain(([t, period]) => fc.tuple(fc.constant(t), fc.constant(period), instantInPeriodArb(t, period))))])(
    'schedules, and instants inside the period asked for',
    ([timestamps, period, instant]) => {
      expect(wireValid(eventTimestampsSchema, timestamps)).toBe('valid');
      expect(gamePeriodAt(timestamps, instant).period).toBe(period);
    },
  );
});

describe('a referral chain on the fake server (registration open)', () => {
  test.prop([referralChainArb(4)], { numRuns: 15 })(
    'every player gets the signup coins, and every referrer the bonus once per player they invited',
    async (chain) => {
      const server = new FakeGameServer({ demo: false });
      const api = new FakeGameApi(server);
      let referralCode: string | null = null;
      for (const form of chain) {
        await api.register({ ...form, referral_code: referralCode });
        await api.verifyEmail({ token: server.lastMailedToken(form.email, 'verification')! });
        const { data } = await api.login({ email: form.email, password: form.password });
        referralCode = new URL(data.user.referral_link).searchParams.get('referral');
      }
      chain.forEach((form, index) => {
        const invited = index < chain.length - 1 ? 1 : 0;
        expect(server.balanceOf(form.email)).toBe(NEW_PLAYER_FREE_COINS + invited * FAKE_REFERRAL_BONUS);
      });
    },
  );
});
