import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import type { JsonValue } from './canonical-json.js';

const json: fc.Arbitrary<JsonValue> = fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<JsonValue>;

/** The same value with every object's keys inserted in reverse order. */
const reversedKeys = (value: JsonValue): JsonValue => {
  if (Array.isArray(value)) return (value as JsonValue[]).map(reversedKeys);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, member]) => [key, reversedKeys(member)]),
    );
  return value;
};

describe('canonicalJson', () => {
  it('sorts keys and writes no whitespace', () => {
    expect(canonicalJson({ b: [1, { d: true, c: null }], a: 'x y', é: 0 })).toBe(
      '{"a":"x y","b":[1,{"c":null,"d":true}],"é":0}',
    );
    expect(canonicalJson('line\nbreak "quoted"')).toBe('"line\\nbreak \\"quoted\\""');
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(RangeError);
    expect(() => canonicalJson({ a: undefined } as unknown as JsonValue)).toThrow(RangeError);
  });

  test.prop([json])(
    'parses back to the same value (-0 is written 0, as JSON.stringify and RFC 8785 do)',
    (value) => {
      expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
    },
  );

  test.prop([json])('does not depend on the order keys were inserted in', (value) => {
    expect(canonicalJson(reversedKeys(value))).toBe(canonicalJson(value));
  });

  test.prop([json])('is a fixed point: canonical text of the parsed canonical text is itself', (value) => {
    const text = canonicalJson(value);
    expect(canonicalJson(JSON.parse(text) as JsonValue)).toBe(text);
    expect(text).not.toMatch(/^\s|\s$/);
  });
});
