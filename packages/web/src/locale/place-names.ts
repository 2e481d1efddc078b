/**
 * Country and region names in the reader's language (issue 30, docs/decisions/0165). A player's country and region
 * are stored as the server's list names them (the `country-region-data` package, in English) and stay so: only
 * what is shown changes. An English reader sees them as stored; the French player catalogue writes its own
 * naming into `placeNames` (`place-names-fr.ts`), so the way to name them in French reaches a French reader only.
 */

/** Country codes (ISO 3166-1) by the names the server's list gives them, once a form has loaded the list. */
export const countryCodes = new Map<string, string>();

/** Remembers the ISO code of each country of the server's list (a server without codes adds nothing). */
export function rememberCountryCodes(
  countries: readonly { name: string; code?: string | undefined }[],
): void {
  for (const country of countries)
    if (country.code) countryCodes.set(country.name.trim().toLowerCase(), country.code);
}

let englishOrder: Intl.Collator | null = null;

/** How a stored name shows: as stored, in English; and the order of names in a list, English's. */
export const placeNames = {
  country: (name: string): string => name,
  region: (region: string, _country: string): string => region,
  compare: (a: string, b: string): number => (englishOrder ??= new Intl.Collator('en')).compare(a, b),
};

/**
 * Stored names in the order of their shown names in the reader's language ("Algérie" before "Allemagne" in French,
 * "Samoa américaines" among the S), by `Intl.Collator` (issue 40, item 5). Pure but for the catalogue read.
 */
export function inReadersOrder(names: readonly string[], label: (name: string) => string): string[] {
  return names
    .map((name) => ({ name, shown: label(name) }))
    .sort((a, b) => placeNames.compare(a.shown, b.shown))
    .map(({ name }) => name);
}

/** A stored country name in the reader's language. */
export function countryLabel(name: string): string {
  return placeNames.country(name);
}

/** A stored region name (or none) in the reader's language. */
export function regionLabel(region: string, country: string): string;
export function regionLabel(region: string | null, country: string): string | null;
export function regionLabel(region: string | null, country: string): string | null {
  return region === null ? null : placeNames.region(region, country);
}
