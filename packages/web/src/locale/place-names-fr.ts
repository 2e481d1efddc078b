import { CANADIAN_REGIONS_FR, type Catalogue } from '@dubloon-quest/core';
import type { CataloguePairs } from './catalogues.js';
import { countryCodes, placeNames } from './place-names.js';

/**
 * Stored country and region names in French (docs/decisions/0165). Countries by the platform
 * (`Intl.DisplayNames`), so no list of countries is shipped: by the ISO code the server gave with the name, else by
 * the platform's English names, which match the server's list for most countries (Canada, the United States and
 * France among them). Canada's provinces and territories, where the game's events are held, by their official
 * French names; a region of another country, or a name the platform does not know, stays as stored.
 */

/** Canada's provinces and territories, by the name the server's list gives them (any case), in their official French. */
const canadianRegionsFr: ReadonlyMap<string, string> = new Map(
  [...CANADIAN_REGIONS_FR].map(([english, french]) => [english.toLowerCase(), french]),
);

let platformCodes: Map<string, string> | null = null;

/** The code of a country by its stored name: the server's list when loaded, else the platform's English names. */
function countryCode(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  const known = countryCodes.get(key);
  if (known) return known;
  if (platformCodes === null) {
    platformCodes = new Map();
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const first of letters)
      for (const second of letters) {
        const englishName = english.of(first + second);
        if (englishName) platformCodes.set(englishName.toLowerCase(), first + second);
      }
  }
  return platformCodes.get(key);
}

let frenchNames: Intl.DisplayNames | null = null;
let frenchOrder: Intl.Collator | null = null;

const placeNamesFr: Catalogue<typeof placeNames> = {
  country: (name) => {
    const code = name === '' ? undefined : countryCode(name);
    if (!code) return name;
    frenchNames ??= new Intl.DisplayNames(['fr-CA'], { type: 'region', fallback: 'none' });
    return frenchNames.of(code) ?? name;
  },
  region: (region, country) =>
    countryCode(country) === 'CA' ? (canadianRegionsFr.get(region.trim().toLowerCase()) ?? region) : region,
  compare: (a, b) => (frenchOrder ??= new Intl.Collator('fr-CA')).compare(a, b),
};

/** The naming of places in French, written over the English one for a French reader. */
export const placeNamesCataloguesFr: CataloguePairs = [[placeNames, placeNamesFr]];
