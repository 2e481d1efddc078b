import { buildReferral, buildUser } from '@dubloon-quest/core/testing';
import { describe, expect, it } from 'vitest';
import { profileValuesOf, referralRowsOf } from './profile-view.js';

describe('profileValuesOf', () => {
  it('turns the user into form values, absent fields as empty text', () => {
    const user = buildUser({ name: 'Ann', email: 'ann@example.com', education: 'Grade 9', school: null, country: 'Canada', region: null, city: null });
    expect(profileValuesOf(user)).toEqual({ name: 'Ann', email: 'ann@example.com', education: 'Grade 9', school: '', country: 'Canada', region: '', city: '' });
  });

  it('gives an empty form without a user', () => {
    expect(Object.values(profileValuesOf(null)).every((value) => value === '')).toBe(true);
  });
});

describe('referralRowsOf', () => {
  it("keeps core's order (newest first) and formats the dates", () => {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC' });
    const rows = referralRowsOf(
      [
        buildReferral({ created_at: '2026-04-20T10:00:00.000Z', invited_user: { name: 'Old', email: 'old@example.com' } }),
        buildReferral({ created_at: '2026-04-22T10:00:00.000Z', invited_user: { name: 'New', email: 'new@example.com' } }),
      ],
      format,
    );
    expect(rows.map((row) => [row.name, row.date])).toEqual([
      ['New', '2026-04-22'],
      ['Old', '2026-04-20'],
    ]);
  });
});
