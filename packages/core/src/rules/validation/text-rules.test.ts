import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacter, unsafeTextFields, validateText } from './text-rules.js';

describe('hasUnsafeCharacter', () => {
  it.each(['Ott\u0000awa', 'Caf\uFFFD', 'a\uD800', '\uDC00b'])('flags %j', (text) => {
    expect(hasUnsafeCharacter(text)).toBe(true);
  });

  it.each(['Ottawa', 'Montréal', '💰 coins', 'Zürich\tnorth', '日本'])('accepts %j', (text) => {
    expect(hasUnsafeCharacter(text)).toBe(false);
  });
});

describe('validateText', () => {
  it('names the broken text first, then the length', () => {
    expect(validateText('a\u0000', 5)).toEqual({ code: 'text.invalidCharacters' });
    expect(validateText('abcdef', 5)).toEqual({ code: 'text.tooLong', max: 5 });
    expect(validateText('💰💰💰💰💰', 5)).toBeNull();
    expect(validateText(null, 5)).toBeNull();
  });
});

describe('unsafeTextFields', () => {
  it('names the path of every broken text, nested ones included', () => {
    expect(
      unsafeTextFields({
        name: 'ok',
        items: [{ name: 'x' }, { name: 'b\u0000' }],
        profile: { city: '\uFFFD' },
      }),
    ).toEqual({
      'items[1].name': [{ code: 'text.invalidCharacters' }],
      'profile.city': [{ code: 'text.invalidCharacters' }],
    });
    expect(unsafeTextFields('\u0000')).toEqual({ body: [{ code: 'text.invalidCharacters' }] });
  });

  test.prop([fc.json()])('finds nothing in JSON made of well-formed text without NUL or U+FFFD', (text) => {
    const value: unknown = JSON.parse(text);
    const serialized = JSON.stringify(value);
    const broken =
      serialized.includes('\\u0000') || serialized.includes('\uFFFD') || hasUnsafeCharacter(serialized);
    if (!broken) expect(unsafeTextFields(value)).toEqual({});
  });

  test.prop([fc.string(), fc.string(), fc.nat(5)])(
    'always finds a NUL, wherever it sits',
    (before, after, depth) => {
      let value: unknown = `${before}\u0000${after}`;
      for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { field: value } : [value];
      expect(Object.keys(unsafeTextFields(value))).toHaveLength(1);
    },
  );
});
