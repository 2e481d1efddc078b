import type { Locale } from '@dubloon-quest/core';
import type { Db, DbTransaction } from './db.js';
import { payVerificationBonuses, type CoinChange } from './ledger.js';
import { isUniqueViolation } from './row-values.js';
import { toUser, type Role, type UserRecord } from './users.js';

export interface NewUser {
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
  /** The class or group whose link the player registered through (issue 32). */
  groupId?: number | null;
  /** The language of the person's later mail: their request's at registration; English when not given. */
  language?: Locale;
}

/** The profile fields a player may change; nothing else (role, coins, verification) is reachable this way. */
export interface ProfileChanges {
  name?: string;
  email?: string;
  education?: string;
  school?: string | null;
  country?: string;
  region?: string | null;
  city?: string | null;
}

/** Accounts: lookups, creation, profile and password changes, and the one-time email tokens. */
export class UserRepository {
  constructor(readonly db: Db) {}

  async findUserByEmail(email: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query('SELECT * FROM users WHERE email = $1 AND sandbox_of IS NULL', [email.toLowerCase()]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findUserById(id: number): Promise<UserRecord | null> {
    const { rows } = await this.db.query('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findUserByReferralCode(code: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query('SELECT * FROM users WHERE referral_code = $1 AND sandbox_of IS NULL', [code]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** Creates an account; answers null when the email is taken (the unique index decides, so no race). */
  async createUser(user: NewUser, now: Date): Promise<UserRecord | null> {
    const { rows } = await this.db.query(
      `INSERT INTO users (email, password_hash, name, education, school, country, region, city, role, email_verified,
         referral_code, referred_by, created_at, group_id, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (email) WHERE sandbox_of IS NULL DO NOTHING
       RETURNING *`,
      [user.email.toLowerCase(), user.passwordHash, user.name, user.education, user.school, user.country, user.region,
        user.city, user.role, user.emailVerified, user.referralCode, user.referredBy, now, user.groupId ?? null, user.language ?? 'en'],
    );
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** Applies profile changes; a changed email clears the verification. */
  async updateProfile(userId: number, changes: ProfileChanges): Promise<UserRecord | null> {
    const columns = (['name', 'email', 'education', 'school', 'country', 'region', 'city'] as const).filter((key) => changes[key] !== undefined);
    if (columns.length === 0) return this.findUserById(userId);
    const assignments = columns.map((column, index) => `${column} = $${index + 2}`);
    if (changes.email !== undefined) assignments.push('email_verified = false');
    const values = columns.map((column) => (column === 'email' ? changes.email!.toLowerCase() : (changes[column] ?? null)));
    try {
      const { rows } = await this.db.query(`UPDATE users SET ${assignments.join(', ')} WHERE id = $1 RETURNING *`, [userId, ...values]);
      return rows[0] ? toUser(rows[0]) : null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async setPassword(userId: number, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2, invitation_pending = false WHERE id = $1', [userId, passwordHash]);
  }

  /** Records the language the person reads the game in, for their later mail. */
  async setLanguage(userId: number, language: Locale): Promise<void> {
    await this.db.query('UPDATE users SET language = $2 WHERE id = $1', [userId, language]);
  }

  async setAttendMeeting(userId: number, attend: boolean): Promise<void> {
    await this.db.query('UPDATE users SET attend_meeting = $2 WHERE id = $1', [userId, attend]);
  }

  /**
   * Stores a new verification or reset token and revokes the user's older unused ones of the same purpose (they
   * expire now): only the latest link mailed works, so a leaked older mail is worth nothing.
   */
  async createEmailToken(token: { hash: string; userId: number; purpose: 'verify' | 'reset'; email: string; expiresAt: Date }, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE email_tokens SET expires_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3', [token.userId, token.purpose, now]);
      await tx.query('INSERT INTO email_tokens (token_hash, user_id, purpose, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [token.hash, token.userId, token.purpose, token.email, now, token.expiresAt]);
    });
  }

  /**
   * Marks a reset token used and sets the new password hash, atomically: a token works once, only before its
   * expiry, and only for the email it was sent to. Revokes the user's sessions. An account still invited (an
   * imported player's) is verified by it: the mailed link proved the address, and the first verification pays what
   * it earns (`bonus`, as {@link verifyEmail}; decision 0186). @returns the user id and the coin changes, or null.
   */
  async resetPassword(
    tokenHash: string,
    passwordHash: string,
    now: Date,
    bonus: { signup: number; referral: number } = { signup: 0, referral: 0 },
  ): Promise<{ userId: number; changes: CoinChange[] } | null> {
    return this.db.transaction(async (tx) => {
      const userId = await consumeToken(tx, tokenHash, 'reset', now);
      if (userId === null) return null;
      // A chosen password ends an invitation: the account is no longer "Invited" on the console.
      const { rows } = await tx.query(
        `UPDATE users u SET password_hash = $2, invitation_pending = false, email_verified = u.email_verified OR u.invitation_pending
         FROM (SELECT id, email_verified FROM users WHERE id = $1 FOR UPDATE) before
         WHERE u.id = before.id RETURNING u.role, u.referred_by, before.email_verified AS was_verified, u.email_verified`,
        [userId, passwordHash],
      );
      await tx.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
      const user = rows[0]!;
      const verifiedNow = Boolean(user.email_verified) && !user.was_verified;
      const changes = verifiedNow
        ? await payVerificationBonuses(tx, { id: userId, role: String(user.role), referredBy: user.referred_by === null ? null : Number(user.referred_by) }, bonus, now)
        : [];
      return { userId, changes };
    });
  }

  /**
   * Consumes a verification token and verifies the email; the first verification pays the signup bonus and,
   * for an invited player, the inviter's referral reward, each at most once (unique ledger keys).
   * @returns null for an unknown, used, expired or outdated token, else the coin changes to announce.
   */
  async verifyEmail(tokenHash: string, bonus: { signup: number; referral: number }, now: Date): Promise<{ userId: number; changes: CoinChange[] } | null> {
    return this.db.transaction(async (tx) => {
      const userId = await consumeToken(tx, tokenHash, 'verify', now);
      if (userId === null) return null;
      // The inviter's row first, then the player's: verifications of two players one inviter referred, on two
      // processes at once, deadlocked when each held its player's row and waited for the inviter's (issue 41).
      await tx.query('SELECT 1 FROM users WHERE id = (SELECT referred_by FROM users WHERE id = $1) FOR UPDATE', [userId]);
      const { rows } = await tx.query('UPDATE users SET email_verified = true WHERE id = $1 RETURNING role, referred_by', [userId]);
      const user = rows[0]!;
      const changes = await payVerificationBonuses(tx, { id: userId, role: String(user.role), referredBy: user.referred_by === null ? null : Number(user.referred_by) }, bonus, now);
      return { userId, changes };
    });
  }
}

async function consumeToken(tx: DbTransaction, tokenHash: string, purpose: 'verify' | 'reset', now: Date): Promise<number | null> {
  const { rows } = await tx.query(
    `UPDATE email_tokens t SET used_at = $3
     FROM users u
     WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > $3 AND u.id = t.user_id AND u.email = t.email
     RETURNING t.user_id`,
    [tokenHash, purpose, now],
  );
  return rows[0] ? Number(rows[0].user_id) : null;
}
