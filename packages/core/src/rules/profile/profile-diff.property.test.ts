import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { PROFILE_FIELDS, profileChanges } from './profile-diff.js';

const text = fc.oneof(fc.constantFrom('', ' ', 'Ada', ' Ada', 'Ada ', 'Bo'), fc.string({ maxLength: 8 }));
const profile = fc.record({
  name: text,
  email: text,
  education: text,
  school: fc.option(text),
  country: text,
  region: fc.option(text),
  city: fc.option(text),
});
const edits = fc.record(
  { name: text, email: text, education: text, school: fc.option(text), country: text, region: fc.option(text), city: fc.option(text) },
  { requiredKeys: [] },
);

describe('profile diff properties', () => {
  test.prop([profile])('a profile compared with itself has nothing to update', (saved) => {
    expect(profileChanges(saved, saved)).toMatchObject({ ok: false, code: 'PROFILE.NOTHING_TO_UPDATE' });
  });

  test.prop([profile, edits])('applying the changes to the saved profile leaves nothing to update', (saved, edited) => {
    const result = profileChanges(saved, edited);
    if (!result.ok) return;
    expect(Object.keys(result.value).length).toBeGreaterThan(0);
    for (const field of Object.keys(result.value)) expect(PROFILE_FIELDS).toContain(field);
    const updated = { ...saved, ...result.value };
    expect(profileChanges(updated, edited).ok).toBe(false);
  });

  test.prop([profile, edits])('only edited fields appear, and only if their trimmed value differs', (saved, edited) => {
    const result = profileChanges(saved, edited);
    const changed = result.ok ? result.value : {};
    for (const field of PROFILE_FIELDS) {
      const before = (saved[field] ?? '').trim();
      const after = edited[field] === undefined ? before : (edited[field] ?? '').trim();
      expect(field in changed).toBe(after !== before);
    }
  });
});
