/**
 * One stored name per country and region (issue 40, item 5; decision 0188). A player's country and region are
 * stored as the server's list names them (`country-region-data`, English: "Canada", "Quebec"); a class list or an
 * older client may write "Québec", "QC" or "Colombie-Britannique". These rules turn any known spelling into the
 * list's name; what is shown is then the reader's language's (the web's `countryLabel`, `regionLabel`).
 */

/** Canada's provinces and territories, by the list's English name, in their official French (the game's home). */
export const CANADIAN_REGIONS_FR: ReadonlyMap<string, string> = new Map([
  ['Alberta', 'Alberta'],
  ['British Columbia', 'Colombie-Britannique'],
  ['Manitoba', 'Manitoba'],
  ['New Brunswick', 'Nouveau-Brunswick'],
  ['Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  ['Northwest Territories', 'Territoires du Nord-Ouest'],
  ['Nova Scotia', 'Nouvelle-Écosse'],
  ['Nunavut', 'Nunavut'],
  ['Ontario', 'Ontario'],
  ['Prince Edward Island', 'Île-du-Prince-Édouard'],
  ['Quebec', 'Québec'],
  ['Saskatchewan', 'Saskatchewan'],
  ['Yukon', 'Yukon'],
]);

/** A place of the list: its stored name and the other spellings that mean it (a code, another language's name). */
interface KnownPlace {
  readonly name: string;
  readonly aliases: readonly string[];
}

/** A country of the list with its regions. */
export interface KnownCountry extends KnownPlace {
  readonly regions: readonly KnownPlace[];
}

/** A place's name folded for comparison: no letter case, accents, spaces or punctuation ("Québec" is "quebec"). Pure. */
export function foldPlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The list's places by each folded spelling; a later spelling never overwrites an earlier one (names first). */
function index<Place extends KnownPlace>(places: readonly Place[]): Map<string, Place> {
  const byName = new Map<string, Place>();
  for (const pass of ['names', 'aliases'] as const)
    for (const place of places)
      for (const spelling of pass === 'names' ? [place.name] : place.aliases) {
        const key = foldPlaceName(spelling);
        if (key !== '' && !byName.has(key)) byName.set(key, place);
      }
  return byName;
}

/** A country and region as stored. */
export interface StoredPlace {
  readonly country: string;
  readonly region: string | null;
}

/**
 * Makes the canonical naming of a list of countries: `canonical(country, region)` gives the list's names for any
 * spelling the list knows (its name, code or alias, in any letter case, with or without accents), and leaves an
 * unknown country or region as written (trimmed), for the other rules to judge. A blank stays blank. Pure.
 */
export function placeNaming(countries: readonly KnownCountry[]): (country: string, region: string | null) => StoredPlace {
  const byCountry = index(countries);
  const regionsOf = new Map<KnownCountry, Map<string, KnownPlace>>();
  return (country, region) => {
    const known = byCountry.get(foldPlaceName(country));
    const regionText = region === null || region.trim() === '' ? null : region.trim();
    if (!known) return { country: country.trim(), region: regionText };
    if (!regionsOf.has(known)) regionsOf.set(known, index(known.regions));
    const knownRegion = regionText === null ? undefined : regionsOf.get(known)!.get(foldPlaceName(regionText));
    return { country: known.name, region: knownRegion?.name ?? regionText };
  };
}
