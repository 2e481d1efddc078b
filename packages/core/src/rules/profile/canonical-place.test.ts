import { describe, expect, it } from 'vitest';
import { foldPlaceName, placeNaming } from './canonical-place.js';

const naming = placeNaming([
  {
    name: 'Canada',
    aliases: ['CA'],
    regions: [
      { name: 'Quebec', aliases: ['QC', 'Québec'] },
      { name: 'British Columbia', aliases: ['BC', 'Colombie-Britannique'] },
    ],
  },
  { name: 'United States', aliases: ['US', 'États-Unis'], regions: [{ name: 'Texas', aliases: ['TX'] }] },
]);

describe('placeNaming (issue 40, item 5)', () => {
  it('stores the list’s names for any spelling it knows: names, codes, French, any case and accents', () => {
    for (const [country, region] of [
      ['Canada', 'Quebec'],
      ['canada', 'Québec'],
      [' CA ', 'qc'],
      ['Canada', 'QUEBEC'],
    ] as const)
      expect(naming(country, region)).toEqual({ country: 'Canada', region: 'Quebec' });
    expect(naming('Etats-Unis', 'tx')).toEqual({ country: 'United States', region: 'Texas' });
    expect(naming('canada', 'colombie britannique')).toEqual({ country: 'Canada', region: 'British Columbia' });
  });

  it('keeps what it does not know as written, trimmed, and a blank region as none', () => {
    expect(naming(' Atlantis ', ' Poseidonia ')).toEqual({ country: 'Atlantis', region: 'Poseidonia' });
    expect(naming('Canada', 'Nowhere')).toEqual({ country: 'Canada', region: 'Nowhere' });
    expect(naming('Canada', '  ')).toEqual({ country: 'Canada', region: null });
    expect(naming('', null)).toEqual({ country: '', region: null });
  });

  it('folds letter case, accents, spaces and punctuation', () => {
    expect(foldPlaceName('Île-du-Prince-Édouard')).toBe('ileduprinceedouard');
    expect(foldPlaceName(' Québec ')).toBe('quebec');
  });
});
