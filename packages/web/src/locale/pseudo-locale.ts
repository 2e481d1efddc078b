import { showDerivedTexts } from './catalogues.js';

/**
 * The pseudo-locale (docs/decisions/0171): every English text of the catalogues accented, lengthened by about a
 * third and wrapped in ⟦ ⟧, so that a glance (or the browser walk `pseudo-locale.browser.test.ts`) shows any text
 * a screen writes without the catalogues, and a layout too tight for a longer language. Derived at runtime from
 * the English, so it never lags behind it; a chunk of its own, downloaded only when chosen (`pseudo-choice.ts`).
 */

/** Its language tag: `en-XA`, the private-use region pseudo-locales take (Android, Chromium). */
const PSEUDO_LOCALE_TAG = 'en-XA';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const ACCENT = new Map([...PLAIN].map((letter, index) => [letter, ACCENTED[index] ?? letter]));

/**
 * What stays as written: mail variables (`{{link}}`), placeholders in braces, addresses of pages and mail, and
 * markup (tags, entities), which code or a reader must still recognize.
 */
const KEPT = /\{\{[^}]*\}\}|\{[^}]*\}|https?:\/\/[^\s)]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|<[^>]+>|&#?\w+;/g;

const accent = (text: string): string => text.replace(/[A-Za-z]/g, (letter) => ACCENT.get(letter) ?? letter);

/** Splits `text` into the parts to accent and the parts kept as they are (`kept` first, then `KEPT`). */
function accentOutside(text: string, kept: readonly string[]): { shown: string; letters: number } {
  let shown = '';
  let letters = 0;
  let rest = text;
  while (rest !== '') {
    let at = rest.length;
    let length = 0;
    for (const piece of kept) {
      const index = rest.indexOf(piece);
      if (index !== -1 && (index < at || (index === at && piece.length > length))) [at, length] = [index, piece.length];
    }
    KEPT.lastIndex = 0;
    const markup = KEPT.exec(rest);
    if (markup && markup.index < at) [at, length] = [markup.index, markup[0].length];
    const plain = rest.slice(0, at);
    letters += plain.replace(/[^A-Za-z]/g, '').length;
    const piece = rest.slice(at, at + length);
    // What the function was given, between ‹ ›: the walk checks it on its own (a name passes, a code shown raw fails).
    const isMarkup = piece === '' || (markup !== null && markup.index === at && markup[0] === piece);
    shown += accent(plain) + (isMarkup ? piece : `‹${piece}›`);
    rest = rest.slice(at + length);
  }
  return { shown, letters };
}

/**
 * One text in the pseudo-locale: `⟦Ļöĝ îñ ··⟧` for "Log in". `kept` are pieces of it to leave as they are, marked
 * `‹ ›` (what a function of the catalogue was given: a name, an already pseudo-localized text), so that a check can
 * tell them apart. A text without a letter of its own (a dash, a number) is returned as it is; spaces around it stay
 * outside the markers.
 */
export function pseudoText(text: string, kept: readonly string[] = []): string {
  const { shown, letters } = accentOutside(text, kept);
  if (letters === 0) return text;
  const [, before = '', core = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(shown) ?? [];
  const padding = Math.ceil(letters * 0.3);
  // In words of five, so that a lengthened text wraps where a longer language's would.
  const filler = Array.from({ length: Math.ceil(padding / 5) }, (_, index) => '·'.repeat(Math.min(5, padding - index * 5)));
  return `${before}⟦${core} ${filler.join(' ')}⟧${after}`;
}

/** The texts among a function's arguments (nested in lists and objects too): kept as given in what it returns. */
function argumentTexts(args: readonly unknown[]): string[] {
  const texts: string[] = [];
  const collect = (value: unknown, depth: number): void => {
    if (typeof value === 'string' && value.trim() !== '') texts.push(value);
    else if (depth < 3 && typeof value === 'object' && value !== null) Object.values(value).forEach((item) => collect(item, depth + 1));
  };
  args.forEach((arg) => collect(arg, 0));
  return texts.sort((a, b) => b.length - a.length);
}

/**
 * A catalogue value in the pseudo-locale: texts pseudo-localized, lists and objects through, and a function
 * wrapped so that what it returns is, with what it was given kept as given (so a count's plural, a list joined by
 * `Intl` or a name in a sentence still reads right).
 */
function pseudoValue(value: unknown, kept: readonly string[]): unknown {
  if (typeof value === 'string') return pseudoText(value, kept);
  if (typeof value === 'function') {
    const original = value as (...args: unknown[]) => unknown;
    return function (this: unknown, ...args: unknown[]): unknown {
      return pseudoValue(original.apply(this, args), argumentTexts(args));
    };
  }
  if (Array.isArray(value)) return value.map((item) => pseudoValue(item, kept));
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoValue(item, kept)]));
  return value;
}

/** An English catalogue object in the pseudo-locale (a new object: the English one is left as it is). */
export function pseudoCatalogue(english: object): object {
  return pseudoValue(english, []) as object;
}

/** Shows the whole app in the pseudo-locale, the parts registered later too. */
export function showPseudoLocale(): Promise<void> {
  return showDerivedTexts(PSEUDO_LOCALE_TAG, pseudoCatalogue);
}
