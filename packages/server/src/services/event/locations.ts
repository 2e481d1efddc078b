import { CANADIAN_REGIONS_FR } from '@dubloon-quest/core';
import { type KnownCountry, placeNaming } from '@dubloon-quest/core/internal';
import { allCountries } from 'country-region-data';

/** Stores a player's country and region by the list's names (decision 0188). */
export interface Places {
  canonical(country: string, region: string | null): { country: string; region: string | null };
}

/** English and French country names by ISO code, as the platform names them; common short names besides. */
function countryAliases(code: string): string[] {
  const aliases = [code];
  for (const locale of ['en', 'fr', 'fr-CA']) {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
    if (name) aliases.push(name);
  }
  if (code === 'US') aliases.push('USA', 'United States of America', 'États-Unis d’Amérique');
  return aliases;
}

/** Countries and their regions, from the maintained `country-region-data` package (MIT). */
export class Locations implements Places {
  private readonly regionsByCountry = new Map<string, string[]>();
  /** Each country's name (stored on a player's record) and ISO 3166-1 code (a front end names it in its reader's language by it). */
  readonly countries: { name: string; code: string }[];

  constructor() {
    for (const [name, , regions] of allCountries) this.regionsByCountry.set(name.toLowerCase(), regions.map(([region]) => region));
    this.countries = allCountries.map(([name, code]) => ({ name, code }));
    const known: KnownCountry[] = allCountries.map(([name, code, regions]) => ({
      name,
      aliases: countryAliases(code),
      regions: regions.map(([region, short]) => ({
        name: region,
        aliases: [...(short ? [short] : []), ...(code === 'CA' && CANADIAN_REGIONS_FR.has(region) ? [CANADIAN_REGIONS_FR.get(region)!] : [])],
      })),
    }));
    this.naming = placeNaming(known);
  }

  private readonly naming: (country: string, region: string | null) => { country: string; region: string | null };

  /** A country and region by the list's names, whatever spelling the list knows (decision 0188). */
  canonical(country: string, region: string | null): { country: string; region: string | null } {
    return this.naming(country, region);
  }

  /** The regions of a country (by name, any letter case); an empty list when unknown or without regions. */
  regionsOf(country: string): { name: string }[] {
    return (this.regionsByCountry.get(country.trim().toLowerCase()) ?? []).map((name) => ({ name }));
  }
}
