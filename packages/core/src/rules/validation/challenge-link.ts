import { messages } from '../../messages/catalogue.js';
import type { FieldProblem } from './field-problems.js';

/**
 * A Google Docs document link: `https://docs.google.com/document/d/<id>`, the id made of letters, digits,
 * `_` and `-`, then the end or a `/`, `?` or `#` (so `/edit?usp=sharing` may follow).
 */
const GOOGLE_DOC_LINK = /^https:\/\/docs\.google\.com\/document\/d\/[A-Za-z0-9_-]+(?:[/?#]|$)/i;

/** An opening or closing script tag, spaces allowed after `<` and `/`. */
const SCRIPT_TAG = /<\s*\/?\s*script\b/i;

/** An inline event handler attribute such as `onload=` or ` onerror =`, not inside a longer word. */
const EVENT_HANDLER = /(?:^|[^a-z0-9])on[a-z]+\s*=/i;

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  equals: '=',
  quot: '"',
  apos: "'",
  amp: '&',
  sol: '/',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

const fromCodePoint = (code: number) => (Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** One round of every encoding a browser or a server might undo: percent, HTML entities, JS escapes. */
const decodeOnce = (text: string): string =>
  text
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, digits: string) => fromCodePoint(Number(digits)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\\u\{([0-9a-f]+)\}/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Enough rounds for any realistic nesting (`%253C` is `<` encoded twice). */
const MAX_DECODE_ROUNDS = 5;

/** The text as given and each of its decodings, plus each with control characters removed. */
function readings(text: string): string[] {
  const found = [text];
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const next = decodeOnce(current);
    if (next === current) break;
    found.push(next);
    current = next;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
  return [...found, ...found.map((reading) => reading.replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, ''))];
}

/**
 * Whether a text carries a script tag or an inline event handler (`on...=`) in any letter case, as given or
 * once percent-encoding, HTML entities or JavaScript escapes are undone (repeatedly) and control characters
 * dropped. Pure.
 */
export function containsScriptOrHandler(text: string): boolean {
  return readings(text).some((reading) => SCRIPT_TAG.test(reading) || EVENT_HANDLER.test(reading));
}

/**
 * Checks a challenge answer link (spec section 5): it must start with a Google Docs document URL with a
 * document id and must not contain a script tag or an inline event handler; otherwise the code
 * `googleDocLink.invalid` ("Not a valid Google Doc link"). The link is checked as given (not trimmed). Null when valid. Pure.
 */
export function validateChallengeLink(link: string): FieldProblem | null {
  return GOOGLE_DOC_LINK.test(link) && !containsScriptOrHandler(link) ? null : { code: 'googleDocLink.invalid' };
}

/**
 * The text for the link input's custom validity (`setCustomValidity`): "Invalid Player Id" when the link is
 * not valid, the empty string (no error) when it is (spec section 5). Pure.
 */
export function challengeLinkValidity(link: string): string {
  return validateChallengeLink(link) === null ? '' : messages.validation.invalidGoogleDocLinkValidity;
}
