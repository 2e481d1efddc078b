import { shownText, type Locale } from '@dubloon-quest/core';

/**
 * One of the event's texts as a page in `locale` shows it (core's `shownText`): the words, and `lang` only when
 * they are not in the page's language (English shown on a French page where the organizers wrote no French),
 * for the element to carry so that screen readers pronounce them as English. Pure.
 */
export function pageText(english: string, french: string | undefined, locale: Locale): { text: string; lang?: Locale } {
  const shown = shownText(english, french, locale);
  return shown.lang === locale ? { text: shown.text } : { text: shown.text, lang: shown.lang };
}
