import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { loginRequestSchema } from './auth.schema.js';
import { questionAnswersSchema } from './chest.schema.js';
import { choiceLetterSchema, idSchema, lenientIdSchema } from './common.schema.js';
import { encodeContract, safeParseContract } from './parse.js';
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
  test.prop([raffleItem])('a raffle item survives a JSON round trip of its wire form unchanged, its id a string on the wire', (item) => {
    const wire = JSON.parse(JSON.stringify(encodeContract(raffleItemSchema, item, 'item'))) as { item_id: unknown };
    expect(wire.item_id).toBe(String(item.item_id));
    const result = safeParseContract(raffleItemSchema, wire, 'item');
    expect(result).toEqual({ ok: true, value: item });
  });

  const safeWholeNumber = fc.oneof(fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER + 1), fc.maxSafeInteger());
  const isId = (value: number) => Number.isSafeInteger(value) && value > 0;

  test.prop([safeWholeNumber])('an id on the wire is exactly a positive safe whole number written as a string, never a number', (value) => {
    expect(accepts(idSchema, value)).toBe(false);
    expect(accepts(idSchema, String(value))).toBe(isId(value));
  });

  test.prop([fc.oneof(fc.string({ maxLength: 4 }), fc.stringMatching(/^[0-9]{1,3}$/))])('an id string has no sign, leading zero, space or other character', (text) => {
    expect(accepts(idSchema, text)).toBe(/^[1-9][0-9]*$/.test(text));
  });

  test.prop([safeWholeNumber])('a request id is a positive safe whole number, as a string or leniently as a number, read as the number', (value) => {
    expect(accepts(lenientIdSchema, value)).toBe(isId(value));
    if (isId(value)) {
      expect(lenientIdSchema.parse(value)).toBe(value);
      expect(lenientIdSchema.parse(String(value))).toBe(value);
      expect(encodeContract(lenientIdSchema, value, 'id')).toBe(String(value));
    }
  });

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
