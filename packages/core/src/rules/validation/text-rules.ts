import type { FieldProblem, FieldProblems } from './field-problems.js';

/** Longest display name (register, profile, invitations): a full name fits, a 60 KB one does not. */
export const NAME_MAX_LENGTH = 80;
/** Longest school, country, region or city. */
export const PLACE_MAX_LENGTH = 100;

/**
 * NUL, a lone UTF-16 surrogate (what a broken `\ud800` escape decodes to), or U+FFFD, the character a decoder
 * puts where the bytes were not UTF-8. None of these is ever typed by a player; PostgreSQL refuses NUL in text.
 */
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- the NUL is exactly what this refuses
  /\u0000|\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a character no field accepts (see {@link UNSAFE_CHARACTER}). Pure. */
export function hasUnsafeCharacter(value: string): boolean {
  return UNSAFE_CHARACTER.test(value);
}

/** Number of Unicode code points (💰 is one), as every length limit counts. Pure. */
export function characterCount(value: string): number {
  return [...value].length;
}

/**
 * Checks a free text field: no unsafe character and at most `max` characters. Null when valid. Pure.
 * The server applies the character rule to every text of every request body too ({@link unsafeTextFields}).
 */
export function validateText(value: string | null | undefined, max: number): FieldProblem | null {
  if (value === null || value === undefined) return null;
  if (hasUnsafeCharacter(value)) return { code: 'text.invalidCharacters' };
  return characterCount(value) > max ? { code: 'text.tooLong', max } : null;
}

/**
 * Every text inside a JSON value that holds an unsafe character, keyed by its path (`name`, `items[2].name`),
 * with the code `text.invalidCharacters`: what the server answers 422 with before any handler runs. Pure.
 */
export function unsafeTextFields(value: unknown, path = ''): FieldProblems {
  const errors: FieldProblems = {};
  const invalid = (): FieldProblem[] => [{ code: 'text.invalidCharacters' }];
  const visit = (node: unknown, at: string, depth: number): void => {
    if (depth > 32) return;
    if (typeof node === 'string') {
      if (hasUnsafeCharacter(node)) errors[at === '' ? 'body' : at] = invalid();
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${at}[${index}]`, depth + 1));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        if (hasUnsafeCharacter(key))
          errors[at === '' ? 'body' : at] = invalid();
        else visit(item, at === '' ? key : `${at}.${key}`, depth + 1);
      }
    }
  };
  visit(value, path, 0);
  return errors;
}
