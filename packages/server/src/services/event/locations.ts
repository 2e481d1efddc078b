import { allCountries } from 'country-region-data';

/** Countries and their regions, from the maintained `country-region-data` package (MIT). */
export class Locations {
  private readonly regionsByCountry = new Map<string, string[]>();
  /** Each country's name (stored on a player's record) and ISO 3166-1 code (a front end names it in its reader's language by it). */
  readonly countries: { name: string; code: string }[];

  constructor() {
    for (const [name, , regions] of allCountries) this.regionsByCountry.set(name.toLowerCase(), regions.map(([region]) => region));
    this.countries = allCountries.map(([name, code]) => ({ name, code }));
  }

  /** The regions of a country (by name, any letter case); an empty list when unknown or without regions. */
  regionsOf(country: string): { name: string }[] {
    return (this.regionsByCountry.get(country.trim().toLowerCase()) ?? []).map((name) => ({ name }));
  }
}
