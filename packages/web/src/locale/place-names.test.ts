import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerCatalogues, switchCatalogues } from './catalogues.js';
import { countryLabel, inReadersOrder, regionLabel, rememberCountryCodes } from './place-names.js';
import { placeNamesCatalogues } from './player-catalogues.js';

beforeAll(async () => {
  await registerCatalogues(placeNamesCatalogues);
});

afterEach(async () => {
  await switchCatalogues('en', false);
});

describe('country and region names in the reader’s language', () => {
  it('shows the stored English names to an English reader', () => {
    expect(countryLabel('United States')).toBe('United States');
    expect(regionLabel('Quebec', 'Canada')).toBe('Quebec');
  });

  it('names countries and Canada’s provinces in French for a French reader, and back in English', async () => {
    await switchCatalogues('fr', false);
    expect(countryLabel('Canada')).toBe('Canada');
    expect(countryLabel('United States')).toBe('États-Unis');
    expect(countryLabel('Germany')).toBe('Allemagne');
    expect(regionLabel('Quebec', 'Canada')).toBe('Québec');
    expect(regionLabel('British Columbia', 'canada')).toBe('Colombie-Britannique');
    expect(regionLabel('Prince Edward Island', 'Canada')).toBe('Île-du-Prince-Édouard');
    // Another country's region and an absent one stay as stored.
    expect(regionLabel('California', 'United States')).toBe('California');
    expect(regionLabel(null, 'Canada')).toBeNull();
    await switchCatalogues('en', false);
    expect(regionLabel('Quebec', 'Canada')).toBe('Quebec');
    expect(countryLabel('United States')).toBe('United States');
  });

  it('lists countries and regions in the order of their shown names in the reader’s language (issue 40, item 5)', async () => {
    const countries = ['American Samoa', 'Algeria', 'Germany', 'Egypt', 'Canada'];
    expect(inReadersOrder(countries, countryLabel)).toEqual(['Algeria', 'American Samoa', 'Canada', 'Egypt', 'Germany']);
    await switchCatalogues('fr', false);
    // Algérie, Allemagne, Canada, Égypte, Samoa américaines: "Égypte" among the E, not after the Z.
    expect(inReadersOrder(countries, countryLabel)).toEqual(['Algeria', 'Germany', 'Canada', 'Egypt', 'American Samoa']);
    const regions = ['Quebec', 'Prince Edward Island', 'British Columbia', 'Ontario'];
    expect(inReadersOrder(regions, (region) => regionLabel(region, 'Canada'))).toEqual([
      'British Columbia',
      'Prince Edward Island',
      'Ontario',
      'Quebec',
    ]);
  });

  it('names a country the platform spells otherwise by the code the server gave with it', async () => {
    await switchCatalogues('fr', false);
    expect(countryLabel('Korea, Republic of')).toBe('Korea, Republic of');
    rememberCountryCodes([{ name: 'Korea, Republic of', code: 'KR' }, { name: 'Nowhere' }]);
    expect(countryLabel('Korea, Republic of')).toBe('Corée du Sud');
    expect(countryLabel('Nowhere')).toBe('Nowhere');
    expect(countryLabel('')).toBe('');
  });
});
