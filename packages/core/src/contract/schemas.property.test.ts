import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { loginRequestSchema } from './auth.schema.js';
import { questionAnswersSchema } from './chest.schema.js';
import { choiceLetterSchema, idSchema } from './common.schema.js';
import { safeParseContract } from './parse.js';
import { raffleItemSchema, type RaffleItem } from './raffle.schema.js';

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const text = fc.string({ maxLength: 30 });
const coins = fc.nat({ max: 10_000 });

const raffleItem: fc.Arbitrary<RaffleItem> = fc.record(
  {
    item_id: fc.integer({ min: 1, max: 2 ** 31 }),
    name: text,
    description: text,
    image_src: text,
    stock: coins,
    coins,
    silver: fc.boolean(),
    raffle_partner: fc.record({
      name: text,
      logo: text,
      resource_link: text,
      resource_category: text,
      resource_logo: text,
      resource_name: text,
    }),
    total_staked: coins,
  },
  { requiredKeys: ['item_id', 'name', 'description', 'image_src', 'stock', 'coins', 'silver', 'raffle_partner'] },
);

describe('contract properties', () => {
  test.prop([raffleItem])('a raffle item survives a JSON round trip unchanged', (item) => {
    const result = safeParseContract(raffleItemSchema, JSON.parse(JSON.stringify(item)), 'item');
    expect(result).toEqual({ ok: true, value: item });
  });

  test.prop([fc.oneof(fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER + 1))])(
    'an id is exactly a positive safe whole number',
    (value) => {
      expect(accepts(idSchema, value)).toBe(Number.isSafeInteger(value) && value > 0);
    },
  );

  test.prop([fc.oneof(fc.string({ maxLength: 3 }), letter)])('a choice is exactly one lower-case letter', (value) => {
    expect(accepts(choiceLetterSchema, value)).toBe(/^[a-z]$/.test(value));
  });

  test.prop([fc.dictionary(letter, text, { minKeys: 1 }), letter])(
    'a correct answer is accepted exactly when it is one of the choices',
    (choices, correct) => {
      expect(accepts(questionAnswersSchema, { choices, correct })).toBe(Object.hasOwn(choices, correct));
    },
  );

  test.prop([fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue())])(
    'fields outside a request schema never reach the parsed request',
    (extra) => {
      const result = safeParseContract(loginRequestSchema, { ...extra, email: 'a@b.co', password: 'Treasure-2026' }, 'body');
      expect(result).toEqual({ ok: true, value: { email: 'a@b.co', password: 'Treasure-2026' } });
    },
  );
});
