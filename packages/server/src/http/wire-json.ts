/**
 * An answer already in its wire form: encoded with its call's response schema (and so checked against it) and
 * serialized to JSON text. A handler returns one when most of its answer is shared by every caller and was
 * encoded once (the raffle page); the routes send the text as it is.
 */
export class WireJson {
  constructor(readonly text: string) {}
}

/**
 * The JSON text of `value` (an object in wire form) cut around the value of `key`: `head + JSON.stringify(x) +
 * tail` is `JSON.stringify({ ...value, [key]: x })`, keys in the same order. For answers whose only
 * per-caller part is one number of each object. `key` must be one of `value`'s own keys. Pure.
 */
export function jsonAround(value: Readonly<Record<string, unknown>>, key: string): { head: string; tail: string } {
  const before: string[] = [];
  const after: string[] = [];
  let seen = false;
  for (const [name, field] of Object.entries(value)) {
    if (name === key) {
      seen = true;
      continue;
    }
    const text = JSON.stringify(field) as string | undefined;
    // JSON.stringify leaves out undefined values (and functions) the same way.
    if (text !== undefined) (seen ? after : before).push(`${JSON.stringify(name)}:${text}`);
  }
  if (!seen) throw new Error(`jsonAround: the object has no key "${key}"`);
  const head = `{${before.map((part) => `${part},`).join('')}${JSON.stringify(key)}:`;
  const tail = `${after.map((part) => `,${part}`).join('')}}`;
  return { head, tail };
}
