import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonAround } from './wire-json.js';

describe('jsonAround', () => {
  it('cuts the JSON text around one key so that filling it gives JSON.stringify of the object', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.string(),
        fc.nat(),
        fc.option(fc.jsonValue(), { nil: undefined }),
        (rest, key, fill, before) => {
          const value: Record<string, unknown> = { ...rest, [key]: before, after: undefined };
          const { head, tail } = jsonAround(value, key);
          expect(`${head}${JSON.stringify(fill)}${tail}`).toBe(JSON.stringify({ ...value, [key]: fill }));
        },
      ),
    );
  });

  it('keeps the key order and leaves out undefined values as JSON.stringify does', () => {
    const { head, tail } = jsonAround({ item_id: '1', name: 'a "quoted" name', coins: 0, skipped: undefined, total_staked: 4 }, 'coins');
    expect(head).toBe('{"item_id":"1","name":"a \\"quoted\\" name","coins":');
    expect(tail).toBe(',"total_staked":4}');
  });

  it('refuses a key the object does not have', () => {
    expect(() => jsonAround({ coins: 1 }, 'stake')).toThrow('jsonAround: the object has no key "stake"');
  });
});
