/** A value canonical JSON can write: what `JSON.parse` returns, with finite numbers only. */
export type JsonValue =
  null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * The one canonical JSON text of a value: object keys sorted by UTF-16 code units (JavaScript's default
 * sort), no whitespace, strings and numbers written as `JSON.stringify` writes them. For the values a draw
 * record holds (integers, strings, booleans, arrays, objects) this is the JSON Canonicalization Scheme of
 * RFC 8785, so other languages can reproduce it byte for byte. Pure.
 * @throws RangeError for a number that is not finite or a value JSON cannot hold (a programming error: callers
 *   pass parsed JSON or the draw's own types).
 */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`canonical JSON cannot hold ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${(value as readonly JsonValue[]).map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const record = value as { readonly [key: string]: JsonValue };
    const members = Object.keys(record)
      .sort()
      .map((key) => {
        const member = record[key];
        if (member === undefined)
          throw new RangeError(`canonical JSON cannot hold undefined (at key ${JSON.stringify(key)})`);
        return `${JSON.stringify(key)}:${canonicalJson(member)}`;
      });
    return `{${members.join(',')}}`;
  }
  throw new RangeError(`canonical JSON cannot hold a ${typeof value}`);
}
