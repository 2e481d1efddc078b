import { referralTable, type ReferralInput, type User } from '@dubloon-quest/core';
import type { ProfileValues, ReferralRow } from '../components/profile-screen.js';
import { readerLanguageTag } from '../../../locale/catalogues.js';

/** The profile form's values from the logged-in user (empty strings for what is not given). Pure. */
export function profileValuesOf(user: User | null): ProfileValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    education: user?.education ?? '',
    school: user?.school ?? '',
    country: user?.country ?? '',
    region: user?.region ?? '',
    city: user?.city ?? '',
  };
}

const dateFormat = () => new Intl.DateTimeFormat(readerLanguageTag(), { dateStyle: 'medium' });

/** The referrals table's rows (core's order: newest first), dates in the reader's locale. Pure but for the locale. */
export function referralRowsOf(referrals: readonly ReferralInput[], format: Intl.DateTimeFormat = dateFormat()): ReferralRow[] {
  return referralTable(referrals).rows.map((row) => ({
    date: row.createdAtMs === null ? row.createdAt : format.format(row.createdAtMs),
    name: row.name,
    coins: row.coins,
  }));
}
