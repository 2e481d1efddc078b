import { isLocale, LANGUAGE_COOKIE, LOCALE_TAGS, type Locale, negotiateLocale, setFormattingLocale } from '@dubloon-quest/core';

/**
 * The reader's language in the web app (docs/decisions/0150). Every screen reads core's catalogue objects when it
 * renders; switching the language writes the French texts into those same objects (and the English back), then
 * the app renders again. So no screen changes how it reads its texts, the English stays the catalogue's own, and
 * the French arrives only for a French reader, in a chunk of its own per part of the app (player, console).
 */

/** English catalogue objects, each with its French. */
export type CataloguePairs = readonly (readonly [english: object, french: object])[];

/**
 * A part of the app's catalogues (the player's, the contract's, the console's): how to download its French, in a
 * chunk that brings the English objects it writes into (already loaded by then, or loaded with it).
 */
export interface CataloguePack {
  readonly french: () => Promise<CataloguePairs>;
  /**
   * How to download its English, when the build keeps it apart (docs/decisions/0169): the objects the app reads
   * are then empty shells until the reader's texts are written into them. Without it, the English is the objects'
   * own, kept the first time French is written.
   */
  readonly english?: () => Promise<CataloguePairs>;
}

const STORAGE_KEY = 'dubloon-quest:locale';

const packs: CataloguePack[] = [];
/** Each English object's own texts, kept the first time French is written into it. */
const originals = new Map<object, object>();
let current: Locale = 'en';
/**
 * The language last asked for: texts of the other language that arrive after it (a chunk still downloading when
 * the reader switched, or registered before the language was set) are not written.
 */
let wanted: Locale = 'en';
/** The texts made from the English ones at runtime, while the pseudo-locale is shown (docs/decisions/0171), else null. */
let derive: ((english: object) => object) | null = null;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a catalogue object: nested objects copied, texts, lists and functions kept. */
function snapshot(source: object): object {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, isPlainObject(value) ? snapshot(value) : value]),
  );
}

/**
 * Writes `source`'s texts into `target`, nested objects into the same nested objects; a nested object `target`
 * lacks (a shell's) is copied, never shared, so that later writes cannot change `source`.
 */
function writeInto(target: object, source: object): void {
  const into = target as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    const existing = into[key];
    if (isPlainObject(existing) && isPlainObject(value)) {
      if (existing !== value) writeInto(existing, value);
    } else into[key] = isPlainObject(value) ? snapshot(value) : value;
  }
}

async function writeFrench(pack: CataloguePack): Promise<void> {
  const pairs = await pack.french();
  if (wanted !== 'fr') return;
  for (const [english, french] of pairs) {
    if (!originals.has(english)) originals.set(english, snapshot(english));
    writeInto(english, french);
  }
}

/** Writes a pack's English when the build keeps it apart (after `originals`, which hold a shell's nothing). */
async function writeEnglish(pack: CataloguePack): Promise<void> {
  const pairs = (await pack.english?.()) ?? [];
  if (wanted !== 'en') return;
  for (const [target, english] of pairs) writeInto(target, english);
}

/**
 * Writes texts made from each English object's own (`derived`) into it: a language derived at runtime. Called once
 * the pack's English is written (a shell of the build holds its English only then).
 */
async function writeDerived(pack: CataloguePack, derived: (english: object) => object): Promise<void> {
  for (const [english] of await pack.french()) {
    if (!originals.has(english)) originals.set(english, snapshot(english));
    writeInto(english, derived(originals.get(english) ?? english));
  }
}

/** The language tag the server is told on every call (`Accept-Language`): its texts and mail follow it. */
export function readerLanguageTag(): string {
  return LOCALE_TAGS[current];
}

/** The privacy page the build ships (`public/privacy.html`), with its French beside it (`public/privacy-fr.html`). */
export const SHIPPED_PRIVACY_URL = '/privacy.html';

/**
 * The privacy page for a reader: the shipped page's French for a French reader; an event's own page
 * (`VITE_PRIVACY_URL`) as configured, since only its owner knows whether it has another language.
 */
export function privacyUrlFor(url: string, locale: Locale = current): string {
  return url === SHIPPED_PRIVACY_URL && locale === 'fr' ? '/privacy-fr.html' : url;
}

/** The language the app shows now. */
export function currentLocale(): Locale {
  return current;
}

/**
 * Switches every registered part of the app to `locale`: downloads its French when needed, writes the texts,
 * sets `<html lang>` and the formatting language, and remembers the choice on this device.
 */
export async function switchCatalogues(locale: Locale, remember = true): Promise<void> {
  wanted = locale;
  derive = null;
  if (locale === 'fr') await Promise.all(packs.map(writeFrench));
  else {
    for (const [english, own] of originals) writeInto(english, own);
    await Promise.all(packs.map(writeEnglish));
  }
  // Switched again while downloading: that switch shows its language.
  if (wanted !== locale) return;
  current = locale;
  setFormattingLocale(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
  // Tells the server the language shown, for `<html lang>` in the next page it serves (before any script runs).
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // A browser refusing storage still switches, only for this visit.
    }
  }
}

/**
 * Adds a part of the app (the player's, at start; the console, once downloaded) and brings it to the language
 * shown now: set that language first (`switchCatalogues`), so a reader downloads only their language's texts.
 */
export async function registerCatalogues(pack: CataloguePack): Promise<void> {
  if (packs.includes(pack)) return;
  packs.push(pack);
  if (wanted === 'fr') await writeFrench(pack);
  else {
    await writeEnglish(pack);
    if (derive) await writeDerived(pack, derive);
  }
}

/**
 * Shows texts derived from the English ones (the pseudo-locale, docs/decisions/0171), in every registered part of
 * the app and in those registered later: English otherwise (formatting, the event's content, the server's texts),
 * `<html lang>` set to `tag`. Not remembered here: switching to English or French ends it.
 */
export async function showDerivedTexts(tag: string, derived: (english: object) => object): Promise<void> {
  await switchCatalogues('en', false);
  derive = derived;
  await Promise.all(packs.map((pack) => writeDerived(pack, derived)));
  document.documentElement.lang = tag;
}

/** The language of a first visit: the one chosen on this device before, else the browser's, else English. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // No storage: the browser's language.
  }
  return negotiateLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}
