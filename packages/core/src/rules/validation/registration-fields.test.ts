import { describe, expect, it } from 'vitest';
import { changeCountry, registrationFieldEnablement } from './registration-fields.js';

const empty = { education: '', country: '', region: '', city: '' };

describe('registrationFieldEnablement', () => {
  it('enables nothing on an empty form', () => {
    expect(registrationFieldEnablement(empty, false)).toEqual({ school: false, region: false, city: false });
  });

  it('enables school once an education level is chosen', () => {
    expect(registrationFieldEnablement({ ...empty, education: 'Other' }, false).school).toBe(true);
  });

  it('enables region only once a country is picked and its regions have loaded', () => {
    expect(registrationFieldEnablement({ ...empty, country: 'Canada' }, false).region).toBe(false);
    expect(registrationFieldEnablement({ ...empty, country: 'Canada' }, true).region).toBe(true);
    expect(registrationFieldEnablement(empty, true).region).toBe(false);
  });

  it('enables city once there is a region or a city', () => {
    expect(registrationFieldEnablement({ ...empty, region: 'Ontario' }, true).city).toBe(true);
    expect(registrationFieldEnablement({ ...empty, city: 'Toronto' }, true).city).toBe(true);
    expect(registrationFieldEnablement({ ...empty, region: null, city: null }, true).city).toBe(false);
  });
});

describe('changeCountry', () => {
  it('resets the region when the country changes', () => {
    expect(changeCountry({ ...empty, country: 'Canada', region: 'Ontario', city: 'Toronto' }, 'Mexico')).toEqual({
      ...empty,
      country: 'Mexico',
      region: '',
      city: 'Toronto',
    });
  });

  it('keeps everything when the same country is picked', () => {
    const form = { ...empty, country: 'Canada', region: 'Ontario' };
    expect(changeCountry(form, 'Canada')).toBe(form);
  });
});
