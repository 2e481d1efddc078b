import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { INT4_MAX, numbersOutOfRange } from './number-range.js';

describe('numbersOutOfRange', () => {
  it('names every id and number past a PostgreSQL integer, by path', () => {
    expect(
      numbersOutOfRange({
        chest_id: '2147483648',
        amount: 9,
        staked_items: [{ item_id: '1', coins: 2 ** 31 }],
        name: '99999999999',
      }),
    ).toEqual({ chest_id: [{ code: 'number.tooLarge', max: INT4_MAX }], 'staked_items[0].coins': [{ code: 'number.tooLarge', max: INT4_MAX }] });
    expect(numbersOutOfRange({ user_id: '9999999999' }, true)).toEqual({ user_id: [{ code: 'number.tooLarge', max: INT4_MAX }] });
    expect(numbersOutOfRange({ page: '2147483648' }, true)).toEqual({ page: [{ code: 'number.tooLarge', max: INT4_MAX }] });
  });

  test.prop([fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.constantFrom(INT4_MAX, INT4_MAX + 1, -INT4_MAX - 1))])(
    'a number or an id text is refused exactly when no integer column holds it',
    (value) => {
      const refused = Math.abs(value) > INT4_MAX;
      expect(Object.keys(numbersOutOfRange({ coins: value })).length > 0).toBe(refused);
      expect(Object.keys(numbersOutOfRange({ business_id: String(value) })).length > 0).toBe(refused);
    },
  );
});
