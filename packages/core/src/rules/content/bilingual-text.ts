import type { Locale } from '../../messages/locale.js';

/**
 * An event's text as one reader sees it: the words, and the language they are written in. Where French is
 * missing on a French page, `lang` is `'en'`, so the page marks the English words for screen readers
 * (docs/decisions/0164-bilingual-event-content.md).
 */
export interface ShownText {
  readonly text: string;
  readonly lang: Locale;
}

/**
 * The text of the event's content a reader of `locale` is shown: the French when the reader reads French and the
 * French is given (not blank), else the English, each with its language. Organizers enter French optionally, so
 * English is always the fallback. Pure.
 */
export function shownText(english: string, french: string | null | undefined, locale: Locale): ShownText {
  if (locale === 'fr' && typeof french === 'string' && french.trim() !== '') return { text: french, lang: 'fr' };
  return { text: english, lang: 'en' };
}

/**
 * A piece of the event's content with every blank French text (`<field>_fr`, and each French choice, and the French
 * choices when none is left) left out, so
 * that the stored event holds no empty French: a form's blank French field means "none", and the English shows.
 * Everything else is kept as it is. Pure.
 */
export function withoutBlankFrench<T>(content: T): T {
  return strip(content, false) as T;
}

function strip(value: unknown, french: boolean): unknown {
  if (Array.isArray(value)) return value.map((entry: unknown) => strip(entry, false));
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const isFrench = french || key.endsWith('_fr');
    if (isFrench && typeof entry === 'string' && entry.trim() === '') continue;
    const stripped = strip(entry, isFrench);
    // French choices all blank leave no `choices_fr: {}` behind: the question is then as it was before French.
    if (isFrench && isEmptyObject(stripped)) continue;
    kept[key] = stripped;
  }
  return kept;
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}
