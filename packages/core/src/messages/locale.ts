/**
 * The game's two languages and the one formatting module every side uses (docs/decisions/0150): English, the
 * default and the language of every text the specification quotes, and French (Canada). Dates, times, numbers,
 * plurals and lists go through `Intl` in the reader's language; nothing here builds a plural by hand.
 */

/** The languages a person can read the game in. */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The BCP 47 tag `Intl` and `<html lang>` get for each language. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en', fr: 'fr-CA' };

/**
 * The type of a catalogue in another language: the English catalogue's shape, with its literal texts widened to
 * `string` (and tuples kept to their length), so that a missing or extra key in the French catalogue is a type
 * error, and a function keeps its parameters.
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: infer A) => infer R
        ? (...args: A) => Catalogue<R>
        : T extends object
          ? { readonly [K in keyof T]: Catalogue<T[K]> }
          : T;

/**
 * The cookie in which the web app names the language it shows (`en` or `fr`), so that the server writes
 * `<html lang>` into the page it serves before any script runs (docs/decisions/0165).
 */
export const LANGUAGE_COOKIE = 'dubloon-quest-locale';

/** Is this text one of the game's languages? */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a list of language preferences, best first (`navigator.languages`, or an `Accept-Language`
 * header read by `acceptedLanguages`): the first one that is French or English by its primary subtag; English
 * when none is (or the list is empty), so a client that says nothing keeps today's English.
 */
export function negotiateLocale(preferences: readonly string[]): Locale {
  for (const preference of preferences) {
    const primary = preference.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

/** The languages of an `Accept-Language` header, best first (quality values honoured, `q=0` left out). */
export function acceptedLanguages(header: string | undefined | null): string[] {
  if (typeof header !== 'string') return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The formatting functions of one language: every side formats through these. */
export interface Formatter {
  readonly locale: Locale;
  /** A whole or decimal number with the language's separators ("1,234.5", "1 234,5"). */
  number(value: number, maximumFractionDigits?: number): string;
  /** Picks the word for a count by the language's plural rules (`Intl.PluralRules`): "1 coin", "0 pièce". */
  plural(count: number, forms: { one: string; other: string }): string;
  /** `count` then its word, by the language's plural rules. */
  count(count: number, forms: { one: string; other: string }): string;
  /** A list joined by the language's "and" ("a, b and c", « a, b et c »). */
  list(items: readonly string[]): string;
  /** A moment with its weekday, date, time and short time zone name; an unreadable timestamp is returned as given. */
  dateTimeNamed(iso: string, timeZone?: string): string;
  /** A moment with its weekday, date, time and long time zone name (an event's times in the instructions). */
  eventTime(iso: string, timeZone?: string): string;
  /** A moment's date and time, short ("2026-04-26, 2:00 p.m."), in the reader's zone. */
  dateTime(iso: string): string;
  /** An amount of whole dollars ("$25", « 25 $ »). */
  dollars(amount: number): string;
}

const formatters = new Map<Locale, Formatter>();

let ambient: Locale = 'en';

/**
 * The language dates are written in when a caller names none: English unless a front end with one reader (the
 * web app) sets its reader's language. The server never sets it: it names the language of each answer.
 */
export function setFormattingLocale(locale: Locale): void {
  ambient = locale;
}

/** The language set by `setFormattingLocale` (English by default). */
export function formattingLocale(): Locale {
  return ambient;
}

/** The formatter of a language (made once per language). */
export function formatterFor(locale: Locale): Formatter {
  const known = formatters.get(locale);
  if (known) return known;
  const tag = LOCALE_TAGS[locale];
  const rules = new Intl.PluralRules(tag);
  const lists = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' });
  const moment = (iso: string, timeZoneName: 'short' | 'long', timeZone?: string): string => {
    const at = new Date(iso);
    if (Number.isNaN(at.getTime())) return iso;
    return new Intl.DateTimeFormat(tag, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName,
      ...(timeZone === undefined ? {} : { timeZone }),
    }).format(at);
  };
  const plural = (count: number, forms: { one: string; other: string }) =>
    rules.select(count) === 'one' ? forms.one : forms.other;
  const formatter: Formatter = {
    locale,
    number: (value, maximumFractionDigits = 2) => value.toLocaleString(tag, { maximumFractionDigits }),
    plural,
    count: (count, forms) => `${count.toLocaleString(tag)} ${plural(count, forms)}`,
    list: (items) => lists.format(items),
    dateTimeNamed: (iso, timeZone) => moment(iso, 'short', timeZone),
    eventTime: (iso, timeZone) => moment(iso, 'long', timeZone),
    dateTime: (iso) => {
      const at = new Date(iso);
      return Number.isNaN(at.getTime())
        ? iso
        : at.toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' });
    },
    dollars: (amount) =>
      new Intl.NumberFormat(tag, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(amount),
  };
  formatters.set(locale, formatter);
  return formatter;
}
