import { describe, expect, it } from 'vitest';
import { profileChanges } from './profile-diff.js';

const saved = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  education: 'Grade 11',
  school: 'Analytical High',
  country: 'Canada',
  region: 'Ontario',
  city: null,
};

describe('profileChanges', () => {
  it('says "Nothing to update" when nothing changed', () => {
    expect(profileChanges(saved, {})).toEqual({ ok: false, code: 'PROFILE.NOTHING_TO_UPDATE', message: 'Nothing to update' });
    expect(profileChanges(saved, { ...saved })).toMatchObject({ ok: false, code: 'PROFILE.NOTHING_TO_UPDATE' });
  });

  it('sends only the changed fields', () => {
    expect(profileChanges(saved, { ...saved, name: 'Ada King', city: 'Toronto' })).toEqual({ ok: true, value: { name: 'Ada King', city: 'Toronto' } });
  });

  it('ignores surrounding spaces and sends values trimmed', () => {
    expect(profileChanges(saved, { name: ' Ada Lovelace ' }).ok).toBe(false);
    expect(profileChanges(saved, { name: ' Ada King ' })).toEqual({ ok: true, value: { name: 'Ada King' } });
  });

  it('treats an empty optional field as null, both ways', () => {
    expect(profileChanges(saved, { city: '' }).ok).toBe(false);
    expect(profileChanges(saved, { school: '  ' })).toEqual({ ok: true, value: { school: null } });
    expect(profileChanges(saved, { region: null })).toEqual({ ok: true, value: { region: null } });
  });

  it('keeps an emptied required field as an empty text, for the validator to refuse', () => {
    expect(profileChanges(saved, { name: '' })).toEqual({ ok: true, value: { name: '' } });
  });

  it('ignores fields that are not profile fields and fields left undefined', () => {
    const edited = { ...saved, role: 'Organizer', email: undefined } as Parameters<typeof profileChanges>[1];
    expect(profileChanges(saved, edited).ok).toBe(false);
  });
});
