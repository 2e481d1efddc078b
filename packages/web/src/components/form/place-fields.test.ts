import { describe, expect, it } from 'vitest';
import { placeAvailability, withCountry, type PlaceValues } from './place-fields.js';

const empty: PlaceValues = { education: '', school: '', country: '', region: '', city: '' };

describe('placeAvailability (spec 5)', () => {
  it('closes school, region and city on an empty form', () => {
    expect(placeAvailability(empty, false, 0)).toEqual({ school: false, region: false, city: false });
  });

  it('opens school once an education level is chosen', () => {
    expect(placeAvailability({ ...empty, education: 'Grade 10' }, false, 0).school).toBe(true);
  });

  it('opens region only when a country is picked and its regions have loaded', () => {
    const withCanada = { ...empty, country: 'Canada' };
    expect(placeAvailability(withCanada, false, 0).region).toBe(false);
    expect(placeAvailability(withCanada, true, 13).region).toBe(true);
    expect(placeAvailability(withCanada, true, 0).region).toBe(false);
    expect(placeAvailability(empty, true, 13).region).toBe(false);
  });

  it('opens city once there is a region or a city', () => {
    expect(placeAvailability({ ...empty, region: 'Ontario' }, true, 1).city).toBe(true);
    expect(placeAvailability({ ...empty, city: 'Toronto' }, false, 0).city).toBe(true);
  });
});

describe('withCountry', () => {
  it('resets the region when the country changes', () => {
    const values = { ...empty, country: 'Canada', region: 'Ontario', city: 'Toronto' };
    expect(withCountry(values, 'Mexico')).toEqual({ ...values, country: 'Mexico', region: '' });
  });

  it('keeps the region when the same country is chosen again', () => {
    const values = { ...empty, country: 'Canada', region: 'Ontario' };
    expect(withCountry(values, 'Canada')).toBe(values);
  });
});
