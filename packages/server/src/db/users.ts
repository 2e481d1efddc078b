import { isLocale, type Locale } from '@dubloon-quest/core';
import type { DbTransaction, Row } from './db.js';
import { textOrNull, toDate } from './row-values.js';

export type Role = 'Player' | 'Partner' | 'Organizer';

/** A stored account. `coins` is the balance not yet staked. */
export interface UserRecord {
  id: number;
  email: string;
  passwordHash: string;
  name: string;
  education: string;
  school: string | null;
  country: string;
  region: string | null;
  city: string | null;
  role: Role;
  emailVerified: boolean;
  referralCode: string;
  referredBy: number | null;
  attendMeeting: boolean | null;
  coins: number;
  lastStakeAt: Date | null;
  sandboxOf: number | null;
  expiresAt: Date | null;
  createdAt: Date;
  /** The language of the mail written outside this person's own request (decision 0163). */
  language: Locale;
}

/** Locks a player's row until the transaction ends, so that the player's coin-moving writes are serialized. */
export const LOCK_USER = 'SELECT * FROM users WHERE id = $1 FOR UPDATE';

/** The row {@link LOCK_USER} answered, as a record. @throws when the account vanished. */
export function lockedUser(rows: readonly Row[], userId: number): UserRecord {
  if (!rows[0]) throw new Error(`user ${userId} vanished`);
  return toUser(rows[0]);
}

/** Locks the rows of the accounts among `userIds` that still exist, in id order (as every writer locks them). @returns their ids. */
export async function lockUsers(tx: Pick<DbTransaction, 'query'>, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await tx.query('SELECT id FROM users WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [`{${userIds.join(',')}}`]);
  return new Set(rows.map((row) => Number(row.id)));
}

export function toUser(row: Row): UserRecord {
  return {
    id: Number(row.id),
    email: String(row.email),
    passwordHash: String(row.password_hash),
    name: String(row.name),
    education: String(row.education),
    school: textOrNull(row.school),
    country: String(row.country),
    region: textOrNull(row.region),
    city: textOrNull(row.city),
    role: row.role as Role,
    emailVerified: Boolean(row.email_verified),
    referralCode: String(row.referral_code),
    referredBy: row.referred_by === null ? null : Number(row.referred_by),
    attendMeeting: row.attend_meeting === null ? null : Boolean(row.attend_meeting),
    coins: Number(row.coins),
    lastStakeAt: row.last_stake_at ? toDate(row.last_stake_at) : null,
    sandboxOf: row.sandbox_of === null ? null : Number(row.sandbox_of),
    expiresAt: row.expires_at ? toDate(row.expires_at) : null,
    createdAt: toDate(row.created_at),
    language: isLocale(row.language) ? row.language : 'en',
  };
}
