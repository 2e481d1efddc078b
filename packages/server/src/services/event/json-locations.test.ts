import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { jsonLocations, JsonSyntaxError, locationOf } from './json-locations.js';

const syntaxErrorOf = (text: string): JsonSyntaxError => {
  try {
    jsonLocations(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error;
    throw error;
  }
  throw new Error('no syntax error');
};

describe('jsonLocations', () => {
  const text =
    '{\n  "name": "Cove",\n  "chests": [\n    { "chest_id": 1, "group": [] },\n    {"chest_id": 2}\n  ],\n  "odd key": {"x": null}\n}';

  it('answers where each value starts, by path', () => {
    const locations = jsonLocations(text);
    expect(locations.get('$')).toEqual({ line: 1, column: 1 });
    expect(locations.get('name')).toEqual({ line: 2, column: 11 });
    expect(locations.get('chests[0].group')).toEqual({ line: 4, column: 31 });
    expect(locations.get('chests[1].chest_id')).toEqual({ line: 5, column: 18 });
    expect(locations.get('["odd key"].x')).toEqual({ line: 7, column: 20 });
  });

  it('tells the root from a first key named like it ($)', () => {
    const locations = jsonLocations('{"$":""}');
    expect(locations.get('$')).toEqual({ line: 1, column: 1 });
    expect(locations.get('["$"]')).toEqual({ line: 1, column: 6 });
  });

  it('places a missing field at its closest existing parent', () => {
    const locations = jsonLocations(text);
    expect(locationOf(locations, 'chests[1].group[0].answers')).toEqual({ line: 5, column: 5 });
    expect(locationOf(locations, 'timestamps')).toEqual({ line: 1, column: 1 });
    expect(locationOf(locations, '["odd key"].y')).toEqual({ line: 7, column: 14 });
  });

  it('names the line and column of the first syntax error', () => {
    expect(syntaxErrorOf('{\n  "a": 1,\n  "b": 2,\n}').message).toBe(
      'line 4, column 1: expected a "quoted" field name but found "}"',
    );
    expect(syntaxErrorOf('{\n  "a": 1\n  "b": 2\n}').message).toBe(
      'line 3, column 3: expected "," or "}" after a field but found "\\""',
    );
    expect(syntaxErrorOf('[1, 2').location).toEqual({ line: 1, column: 6 });
    expect(syntaxErrorOf('{"a": "line\nbreak"}').location).toEqual({ line: 1, column: 12 });
    expect(syntaxErrorOf('{"a": tru}').location).toEqual({ line: 1, column: 7 });
    expect(syntaxErrorOf('{} {}').message).toContain('after the end of the JSON value');
  });

  test.prop([fc.jsonValue(), fc.constantFrom(0, 2, 4)])(
    'reads every JSON text JSON.stringify writes, at any indentation',
    (value, indent) => {
      const locations = jsonLocations(JSON.stringify(value, null, indent));
      expect(locations.get('$')).toEqual({ line: 1, column: 1 });
    },
  );

  test.prop([
    fc.jsonValue(),
    fc.nat(),
    fc.constantFrom('', ',', '}', ']', '"', ':', 'x', '\n', '0', '-', '\\', '{', '['),
    fc.boolean(),
  ])('refuses exactly the texts JSON.parse refuses', (value, position, inserted, replace) => {
    const valid = JSON.stringify(value, null, 1);
    const at = position % (valid.length + 1);
    const text = valid.slice(0, at) + inserted + valid.slice(replace ? at + 1 : at);
    let parses = true;
    try {
      JSON.parse(text);
    } catch {
      parses = false;
    }
    if (parses) expect(() => jsonLocations(text)).not.toThrow();
    else expect(() => jsonLocations(text)).toThrow(JsonSyntaxError);
  });
});
