import { allCountries } from 'country-region-data';

/** Countries and their regions, from the maintained `country-region-data` package (MIT). */
export class Locations {
  private readonly regionsByCountry = new Map<string, string[]>();
  readonly countries: { name: string }[];

  constructor() {
    for (const [name, , regions] of allCountries) this.regionsByCountry.set(name.toLowerCase(), regions.map(([region]) => region));
    this.countries = allCountries.map(([name]) => ({ name }));
  }

  /** The regions of a country (by name, any letter case); an empty list when unknown or without regions. */
  regionsOf(country: string): { name: string }[] {
    return (this.regionsByCountry.get(country.trim().toLowerCase()) ?? []).map((name) => ({ name }));
  }
}
