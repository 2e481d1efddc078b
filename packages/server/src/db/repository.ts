import { silverFlagChanges } from '@dubloon-quest/core';
import type { Db, DbTransaction, QueryResult, Row, Statement } from './db.js';

export type Role = 'Player' | 'Partner' | 'Organizer';
export type CoinSource = 'signup' | 'referral' | 'chest' | 'raffle' | 'demo';

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
}

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

export interface SessionRecord {
  id: string;
  userId: number;
  csrfHash: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** A coin change another party caused (bonus, reward, payout), to announce on the player's socket. */
export interface CoinChange {
  userId: number;
  delta: number;
  balance: number;
}

export interface CoinTransaction {
  source: CoinSource;
  count: number;
  createdAt: Date;
}

export interface ReferralRecord {
  createdAt: Date;
  coins: number;
  invitedName: string;
  invitedEmail: string;
}

export interface ChestAttempt {
  question: number;
  choice: string;
}

export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** The outcome of a decision taken by a pure rule on state read under the player's row lock. */
export type Decision<T, F> = { ok: true; value: T } | { ok: false; failure: F };

/** What a stake decision sees: the player's locked state. */
export interface StakeState {
  balance: number;
  stakes: Readonly<Record<number, number>>;
  lastStakeAt: Date | null;
}

export interface StakeResult {
  balance: number;
  stakes: Record<number, number>;
  /** Items whose stake total moved between zero and non-zero in this submission, with their new silver flag. */
  silverChanges: { item_id: number; silver: boolean }[];
}

export interface ChestState {
  attempts: readonly ChestAttempt[];
  paidCoins: number | null;
}

export interface ChestPayout {
  coins: number;
  balance: number;
  chestsSubmitted: Record<number, number>;
}

/** Everything the server stores, as plain SQL over {@link Db}; the same code runs on PGlite and PostgreSQL. */
export class Repository {
  constructor(readonly db: Db) {}

  /** Answers whether the database responds. */
  async ping(): Promise<boolean> {
    try {
      await this.db.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  // ---- accounts ---------------------------------------------------------------------------------------

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
         referral_code, referred_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (email) WHERE sandbox_of IS NULL DO NOTHING
       RETURNING *`,
      [user.email.toLowerCase(), user.passwordHash, user.name, user.education, user.school, user.country, user.region,
        user.city, user.role, user.emailVerified, user.referralCode, user.referredBy, now],
    );
    return rows[0] ? toUser(rows[0]) : null;
  }

  /**
   * Creates a short-lived private copy of a demo account (profile and password), with its own ledger starting
   * from `grants`. Purged by {@link purgeExpiredSandboxes} after `expiresAt`.
   */
  async createSandbox(template: UserRecord, referralCode: string, grants: { source: CoinSource; count: number; ref: string }[], now: Date, expiresAt: Date): Promise<UserRecord> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `INSERT INTO users (email, password_hash, name, education, school, country, region, city, role, email_verified,
           referral_code, attend_meeting, sandbox_of, expires_at, created_at)
         SELECT email, password_hash, name, education, school, country, region, city, role, true,
           $2, attend_meeting, id, $3, $4
         FROM users WHERE id = $1
         RETURNING id`,
        [template.id, referralCode, expiresAt, now],
      );
      const id = Number(rows[0]!.id);
      for (const grant of grants) await addCoins(tx, id, grant.source, grant.count, grant.ref, now);
      const user = await tx.query('SELECT * FROM users WHERE id = $1', [id]);
      return toUser(user.rows[0]!);
    });
  }

  /** Deletes demo sandboxes past their expiry with everything they own. @returns how many were deleted. */
  async purgeExpiredSandboxes(now: Date): Promise<number> {
    return (await this.purgeExpiredSandboxesWithStakes(now)).purged;
  }

  /**
   * Deletes demo sandboxes past their expiry with everything they own, and answers the raffle items that had
   * stakes only from them: their silver flag turns back on, to be announced like any stake's.
   */
  async purgeExpiredSandboxesWithStakes(now: Date): Promise<{ purged: number; silverChanges: { item_id: number; silver: boolean }[] }> {
    return this.db.transaction(async (tx) => {
      const [staked, deleted] = await tx.batch([
        {
          sql: `SELECT DISTINCT s.item_id FROM stakes s JOIN users u ON u.id = s.user_id
                WHERE u.expires_at IS NOT NULL AND u.expires_at < $1 AND s.coins > 0`,
          params: [now],
        },
        { sql: 'DELETE FROM users WHERE expires_at IS NOT NULL AND expires_at < $1', params: [now] },
      ]);
      const items = staked!.rows.map((row) => Number(row.item_id));
      // Read after the commit, so a stake committed meanwhile by someone else keeps the item gold.
      const [stillStaked] = await tx.finish([], [stakedAmongStatement(items)]);
      const remaining = new Set(stillStaked!.rows.map((row) => Number(row.item_id)));
      return { purged: deleted!.affectedRows, silverChanges: silverFlagChanges(items, new Set(items), remaining) };
    });
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
    await this.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  }

  async setAttendMeeting(userId: number, attend: boolean): Promise<void> {
    await this.db.query('UPDATE users SET attend_meeting = $2 WHERE id = $1', [userId, attend]);
  }

  // ---- sessions and one-time tokens --------------------------------------------------------------------

  async createSession(session: { id: string; userId: number; csrfHash: string; expiresAt: Date }, now: Date): Promise<void> {
    await this.db.query('INSERT INTO sessions (id, user_id, csrf_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [session.id, session.userId, session.csrfHash, now, session.expiresAt]);
  }

  async findSession(id: string): Promise<SessionRecord | null> {
    const { rows } = await this.db.query('SELECT * FROM sessions WHERE id = $1', [id]);
    const row = rows[0];
    if (!row) return null;
    return { id: String(row.id), userId: Number(row.user_id), csrfHash: String(row.csrf_hash), expiresAt: toDate(row.expires_at), revokedAt: row.revoked_at ? toDate(row.revoked_at) : null };
  }

  /** A session and its user in one query (every authenticated call reads both). */
  async findSessionWithUser(id: string): Promise<{ session: SessionRecord; user: UserRecord } | null> {
    const { rows } = await this.db.query(
      `SELECT u.*, s.id AS session_id, s.user_id AS session_user_id, s.csrf_hash AS session_csrf_hash,
         s.expires_at AS session_expires_at, s.revoked_at AS session_revoked_at
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      session: {
        id: String(row.session_id),
        userId: Number(row.session_user_id),
        csrfHash: String(row.session_csrf_hash),
        expiresAt: toDate(row.session_expires_at),
        revokedAt: row.session_revoked_at ? toDate(row.session_revoked_at) : null,
      },
      user: toUser(row),
    };
  }

  async revokeSession(id: string, now: Date): Promise<void> {
    await this.db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, now]);
  }

  /** Revokes every session of a user except `keep` (after a password change or reset). */
  async revokeUserSessions(userId: number, now: Date, keep: string | null = null): Promise<void> {
    await this.db.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3', [userId, now, keep]);
  }

  async createEmailToken(token: { hash: string; userId: number; purpose: 'verify' | 'reset'; email: string; expiresAt: Date }, now: Date): Promise<void> {
    await this.db.query('INSERT INTO email_tokens (token_hash, user_id, purpose, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [token.hash, token.userId, token.purpose, token.email, now, token.expiresAt]);
  }

  /**
   * Marks a reset token used and sets the new password hash, atomically: a token works once, only before its
   * expiry, and only for the email it was sent to. Revokes the user's sessions. @returns the user id or null.
   */
  async resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const userId = await consumeToken(tx, tokenHash, 'reset', now);
      if (userId === null) return null;
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
      await tx.query('UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, now]);
      return userId;
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
      const { rows } = await tx.query('UPDATE users SET email_verified = true WHERE id = $1 RETURNING role, referred_by', [userId]);
      const user = rows[0]!;
      const changes: CoinChange[] = [];
      if (user.role === 'Player') {
        const signup = await addCoins(tx, userId, 'signup', bonus.signup, 'signup', now);
        if (signup) changes.push(signup);
        if (user.referred_by !== null) {
          const referrer = await tx.query("SELECT id FROM users WHERE id = $1 AND role = 'Player' AND sandbox_of IS NULL FOR UPDATE", [Number(user.referred_by)]);
          if (referrer.rows[0]) {
            const reward = await addCoins(tx, Number(referrer.rows[0].id), 'referral', bonus.referral, String(userId), now);
            if (reward) changes.push(reward);
          }
        }
      }
      return { userId, changes };
    });
  }

  // ---- mail outbox --------------------------------------------------------------------------------------

  async enqueueMail(mail: { to: string; subject: string; body: string }, now: Date): Promise<number> {
    const { rows } = await this.db.query('INSERT INTO mail_outbox (to_address, subject, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [mail.to, mail.subject, mail.body, now]);
    return Number(rows[0]!.id);
  }

  /**
   * Claims up to `limit` unsent messages for delivery: marks them sent at `now` in one statement that skips rows
   * another process is claiming, so several server processes never deliver one message twice. A failed delivery
   * gives the message back with {@link releaseMail}.
   */
  async claimUnsentMail(limit: number, now: Date): Promise<MailMessage[]> {
    const { rows } = await this.db.query(
      `UPDATE mail_outbox SET sent_at = $2, attempts = attempts + 1
       WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND attempts < 5 ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [limit, now],
    );
    return rows.map(toMail).sort((a, b) => a.id - b.id);
  }

  /** Gives a claimed message back after a failed delivery (retried until 5 attempts). */
  async releaseMail(id: number, error: string): Promise<void> {
    await this.db.query('UPDATE mail_outbox SET sent_at = NULL, last_error = $2 WHERE id = $1', [id, error.slice(0, 500)]);
  }

  /** Every mail sent to an address, newest last (tests and the demo console read it). */
  async mailTo(address: string): Promise<MailMessage[]> {
    const { rows } = await this.db.query('SELECT * FROM mail_outbox WHERE to_address = $1 ORDER BY id', [address.toLowerCase()]);
    return rows.map(toMail);
  }

  // ---- coins ---------------------------------------------------------------------------------------------

  async coinBalance(userId: number): Promise<number | null> {
    const { rows } = await this.db.query('SELECT coins FROM users WHERE id = $1', [userId]);
    return rows[0] ? Number(rows[0].coins) : null;
  }

  /** The player's ledger, oldest first. */
  async coinTransactions(userId: number): Promise<CoinTransaction[]> {
    const { rows } = await this.db.query('SELECT source, count, created_at FROM coin_transactions WHERE user_id = $1 ORDER BY id', [userId]);
    return rows.map((row) => ({ source: row.source as CoinSource, count: Number(row.count), createdAt: toDate(row.created_at) }));
  }

  /** Checks the ledger invariant for a user: balance = sum of rows, stakes = minus the raffle rows. */
  async ledgerConsistent(userId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT u.coins,
         COALESCE((SELECT sum(count) FROM coin_transactions WHERE user_id = u.id), 0) AS total,
         COALESCE((SELECT sum(count) FROM coin_transactions WHERE user_id = u.id AND source = 'raffle'), 0) AS raffle,
         COALESCE((SELECT sum(coins) FROM stakes WHERE user_id = u.id), 0) AS staked
       FROM users u WHERE u.id = $1`,
      [userId],
    );
    const row = rows[0];
    return !!row && Number(row.coins) === Number(row.total) && Number(row.staked) === -Number(row.raffle) && Number(row.coins) >= 0;
  }

  async referrals(userId: number): Promise<ReferralRecord[]> {
    const { rows } = await this.db.query(
      `SELECT u.created_at, u.name, u.email, COALESCE(t.count, 0) AS coins
       FROM users u
       LEFT JOIN coin_transactions t ON t.user_id = $1 AND t.source = 'referral' AND t.ref = u.id::text
       WHERE u.referred_by = $1 ORDER BY u.id`,
      [userId],
    );
    return rows.map((row) => ({ createdAt: toDate(row.created_at), coins: Number(row.coins), invitedName: String(row.name), invitedEmail: String(row.email) }));
  }

  // ---- raffle -----------------------------------------------------------------------------------------------

  async stakesOf(userId: number): Promise<Record<number, number>> {
    const { rows } = await this.db.query('SELECT item_id, coins FROM stakes WHERE user_id = $1 AND coins > 0', [userId]);
    return Object.fromEntries(rows.map((row) => [Number(row.item_id), Number(row.coins)]));
  }

  /** Every player's stakes added up per item; an item missing here has none (it is silver). */
  async stakeTotals(): Promise<Map<number, number>> {
    const { rows } = await this.db.query('SELECT item_id, sum(coins) AS total FROM stakes WHERE coins > 0 GROUP BY item_id');
    return new Map(rows.map((row) => [Number(row.item_id), Number(row.total)]));
  }

  /**
   * Replaces some of a player's stakes in one transaction holding the player's row lock, so concurrent
   * submissions are serialized and can never allocate more than the player has. `decide` (a pure rule) sees
   * the locked state and returns the new absolute stakes of the items it changes.
   */
  async submitStakes<F>(userId: number, now: Date, decide: (state: StakeState) => Decision<Record<number, number>, F>): Promise<Decision<StakeResult, F>> {
    const outcome = await this.db.transaction(async (tx) => {
      // The lock, then the state in a statement of its own (a statement's snapshot is taken when it starts, so
      // reading the stakes in the locking statement could miss what the previous holder committed); both in
      // one round trip.
      const [locked, current] = await tx.batch([
        { sql: LOCK_USER, params: [userId] },
        { sql: 'SELECT item_id, coins FROM stakes WHERE user_id = $1', params: [userId] },
      ]);
      const user = lockedUser(locked!.rows, userId);
      const stakes: Record<number, number> = Object.fromEntries(current!.rows.map((row) => [Number(row.item_id), Number(row.coins)]));
      const balance = user.coins;
      const decision = decide({ balance, stakes, lastStakeAt: user.lastStakeAt });
      if (!decision.ok) return decision;
      const changed = Object.entries(decision.value)
        .map(([item, coins]) => ({ item: Number(item), coins }))
        .filter(({ item, coins }) => (stakes[item] ?? 0) !== coins);
      const itemIds = changed.map(({ item }) => item);
      // Only a submission that changes something starts the cooldown.
      if (changed.length === 0) return { ok: true as const, value: { balance, stakes, itemIds, before: new Set<number>(), after: new Set<number>() } };
      const delta = changed.reduce((sum, { item, coins }) => sum + coins - (stakes[item] ?? 0), 0);
      // One statement, committed in the same round trip: which of the items had stakes before (its snapshot
      // precedes its own writes), the new stakes, the ledger row and the balance; then, after the commit, which
      // of the items have stakes now, so that concurrent submissions on one item announce the final state.
      const [written, after] = await tx.finish([{ sql: 
        `WITH before AS (
           SELECT item.item_id FROM unnest($2::int[]) AS item (item_id)
           WHERE EXISTS (SELECT 1 FROM stakes s WHERE s.item_id = item.item_id AND s.coins > 0)
         ), upserted AS (
           INSERT INTO stakes (user_id, item_id, coins)
           SELECT $1, changed.item_id, changed.coins FROM unnest($2::int[], $3::int[]) AS changed (item_id, coins)
           ON CONFLICT (user_id, item_id) DO UPDATE SET coins = EXCLUDED.coins
         ), ledger AS (
           INSERT INTO coin_transactions (user_id, source, count, created_at)
           SELECT $1, 'raffle', -$4::int, $5 WHERE $4::int <> 0
         ), updated AS (
           UPDATE users SET coins = coins - $4::int, last_stake_at = $5 WHERE id = $1 RETURNING coins
         )
         SELECT (SELECT coins FROM updated) AS coins, ARRAY(SELECT item_id FROM before) AS before`,
        params: [userId, intArray(itemIds), intArray(changed.map(({ coins }) => coins)), delta, now],
      }], [stakedAmongStatement(itemIds)]);
      for (const { item, coins } of changed) stakes[item] = coins;
      const row = written!.rows[0]!;
      const staked = new Set(after!.rows.map((entry) => Number(entry.item_id)));
      return { ok: true as const, value: { balance: Number(row.coins), stakes, itemIds, before: new Set(intList(row.before)), after: staked } };
    });
    if (!outcome.ok) return outcome;
    const after = outcome.value.after;
    const silverChanges = silverFlagChanges(outcome.value.itemIds, outcome.value.before, after);
    const positive = Object.fromEntries(Object.entries(outcome.value.stakes).filter(([, coins]) => coins > 0));
    return { ok: true, value: { balance: outcome.value.balance, stakes: positive, silverChanges } };
  }

  // ---- chests -----------------------------------------------------------------------------------------------

  /** Coins paid per completed chest. */
  async chestsSubmitted(userId: number): Promise<Record<number, number>> {
    const { rows } = await this.db.query('SELECT chest_id, coins FROM chest_submissions WHERE user_id = $1', [userId]);
    return Object.fromEntries(rows.map((row) => [Number(row.chest_id), Number(row.coins)]));
  }

  /** Every answer attempt of the player, per chest, in the order they were accepted. */
  async chestAttempts(userId: number): Promise<Map<number, ChestAttempt[]>> {
    const { rows } = await this.db.query('SELECT chest_id, question, choice FROM chest_attempts WHERE user_id = $1 ORDER BY id', [userId]);
    const byChest = new Map<number, ChestAttempt[]>();
    for (const row of rows) {
      const list = byChest.get(Number(row.chest_id)) ?? [];
      list.push({ question: Number(row.question), choice: String(row.choice) });
      byChest.set(Number(row.chest_id), list);
    }
    return byChest;
  }

  /**
   * Records one answer attempt under the player's row lock. `decide` (a pure rule) sees the attempts so far and
   * whether the chest was paid, and refuses out-of-order or settled answers. A repeated letter is stored once.
   * @returns the attempts after this one.
   */
  async recordChestAttempt<F>(userId: number, chestId: number, attempt: ChestAttempt, now: Date, decide: (state: ChestState) => Decision<null, F>): Promise<Decision<readonly ChestAttempt[], F>> {
    return this.db.transaction(async (tx) => {
      const [locked, ...read] = await tx.batch([{ sql: LOCK_USER, params: [userId] }, ...chestStateStatements(userId, chestId)]);
      lockedUser(locked!.rows, userId);
      const decision = decide(toChestState(read));
      if (!decision.ok) return decision;
      const [, ...after] = await tx.finish([
        {
          sql: `INSERT INTO chest_attempts (user_id, chest_id, question, choice, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, chest_id, question, choice) DO NOTHING`,
          params: [userId, chestId, attempt.question, attempt.choice, now],
        },
        ...chestStateStatements(userId, chestId),
      ]);
      return { ok: true as const, value: toChestState(after).attempts };
    });
  }

  /**
   * Pays a chest once, under the player's row lock: `decide` (a pure rule) sees the attempts and whether the
   * chest was paid, and returns the coins to pay (0 to 9). The primary key of `chest_submissions` and the unique
   * ledger key are the backstops against a second payout.
   */
  async payChest<F>(userId: number, chestId: number, now: Date, decide: (state: ChestState) => Decision<number, F>): Promise<Decision<ChestPayout & { change: CoinChange }, F>> {
    return this.db.transaction(async (tx) => {
      // The lock, then (in a statement of its own, which sees the previous holder's payout) the chest's
      // attempts and every chest paid so far; both in one round trip.
      const [locked, state] = await tx.batch([
        { sql: LOCK_USER, params: [userId] },
        {
          sql: `SELECT
             (SELECT json_agg(json_build_array(a.question, a.choice) ORDER BY a.id) FROM chest_attempts a WHERE a.user_id = $1 AND a.chest_id = $2) AS attempts,
             (SELECT json_agg(json_build_array(c.chest_id, c.coins)) FROM chest_submissions c WHERE c.user_id = $1) AS submitted`,
          params: [userId, chestId],
        },
      ]);
      lockedUser(locked!.rows, userId);
      const row = state!.rows[0]!;
      const submitted: Record<number, number> = Object.fromEntries(jsonPairs(row.submitted));
      const attempts = jsonPairs<number, string>(row.attempts).map(([question, choice]) => ({ question: Number(question), choice: String(choice) }));
      const decision = decide({ attempts, paidCoins: submitted[chestId] ?? null });
      if (!decision.ok) return decision;
      const coins = decision.value;
      // One statement, committed in the same round trip: the submission and the ledger row (their keys refuse a
      // second payout, failing the whole transaction) and the balance.
      const [written] = await tx.finish([
        {
          sql: `WITH submission AS (
             INSERT INTO chest_submissions (user_id, chest_id, coins, created_at) VALUES ($1, $2, $3, $4)
           ), ledger AS (
             INSERT INTO coin_transactions (user_id, source, count, ref, created_at) VALUES ($1, 'chest', $3, $5, $4)
           )
           UPDATE users SET coins = coins + $3 WHERE id = $1 RETURNING coins`,
          params: [userId, chestId, coins, now, String(chestId)],
        },
      ]);
      const balance = Number(written!.rows[0]!.coins);
      submitted[chestId] = coins;
      return { ok: true as const, value: { coins, balance, change: { userId, delta: coins, balance }, chestsSubmitted: submitted } };
    });
  }

  // ---- challenges ---------------------------------------------------------------------------------------------

  /** Stores (or replaces) a player's answer to a challenge. @returns the challenge's number of answers. */
  async submitChallenge(userId: number, challengeId: number, link: string, now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO challenge_submissions (user_id, challenge_id, submission_link, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, challenge_id) DO UPDATE SET submission_link = EXCLUDED.submission_link, updated_at = EXCLUDED.updated_at`,
        [userId, challengeId, link, now],
      );
      const { rows } = await tx.query('SELECT count(*) AS n FROM challenge_submissions WHERE challenge_id = $1', [challengeId]);
      return Number(rows[0]!.n);
    });
  }

  async challengeAnswerCounts(): Promise<Map<number, number>> {
    const { rows } = await this.db.query('SELECT challenge_id, count(*) AS n FROM challenge_submissions GROUP BY challenge_id');
    return new Map(rows.map((row) => [Number(row.challenge_id), Number(row.n)]));
  }

  /** The player's current answer per challenge. */
  async challengeAnswersOf(userId: number): Promise<Map<number, string>> {
    const { rows } = await this.db.query('SELECT challenge_id, submission_link FROM challenge_submissions WHERE user_id = $1', [userId]);
    return new Map(rows.map((row) => [Number(row.challenge_id), String(row.submission_link)]));
  }
}

// ---- helpers shared by the transactions ------------------------------------------------------------------------

/** Locks a player's row until the transaction ends, so that the player's coin-moving writes are serialized. */
const LOCK_USER = 'SELECT * FROM users WHERE id = $1 FOR UPDATE';

function lockedUser(rows: readonly Row[], userId: number): UserRecord {
  if (!rows[0]) throw new Error(`user ${userId} vanished`);
  return toUser(rows[0]);
}

/** Adds an earning to the ledger and the balance, at most once per (source, ref). @returns the change, or null if it was already paid. */
async function addCoins(tx: DbTransaction, userId: number, source: CoinSource, count: number, ref: string, now: Date): Promise<CoinChange | null> {
  const inserted = await tx.query(
    `INSERT INTO coin_transactions (user_id, source, count, ref, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, source, ref) DO NOTHING RETURNING id`,
    [userId, source, count, ref, now],
  );
  if (inserted.rows.length === 0) return null;
  const { rows } = await tx.query('UPDATE users SET coins = coins + $2 WHERE id = $1 RETURNING coins', [userId, count]);
  return { userId, delta: count, balance: Number(rows[0]!.coins) };
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

/** The statements reading a player's attempts at a chest and its payout (see {@link toChestState}). */
function chestStateStatements(userId: number, chestId: number): Statement[] {
  return [
    { sql: 'SELECT question, choice FROM chest_attempts WHERE user_id = $1 AND chest_id = $2 ORDER BY id', params: [userId, chestId] },
    { sql: 'SELECT coins FROM chest_submissions WHERE user_id = $1 AND chest_id = $2', params: [userId, chestId] },
  ];
}

function toChestState([attempts, paid]: readonly QueryResult<Row>[]): ChestState {
  return {
    attempts: (attempts?.rows ?? []).map((row) => ({ question: Number(row.question), choice: String(row.choice) })),
    paidCoins: paid?.rows[0] ? Number(paid.rows[0].coins) : null,
  };
}

/**
 * Which of the items have any stake (core's `itemsWithStakes`: a total above 0, which a single stake above 0
 * makes): one index probe per item that stops at the first stake, however many players staked on it (a DISTINCT
 * over the stakes would read them all). The same test as the `before` part of the stake statement. Core's
 * `silverFlagChanges` decides the flags from these sets.
 */
function stakedAmongStatement(itemIds: readonly number[]): Statement {
  return {
    sql: `SELECT item.item_id FROM unnest($1::int[]) AS item (item_id)
          WHERE EXISTS (SELECT 1 FROM stakes s WHERE s.item_id = item.item_id AND s.coins > 0)`,
    params: [intArray(itemIds)],
  };
}

/** A PostgreSQL array literal of whole numbers (bound as text and cast, the same on both engines). Pure. */
function intArray(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(',')}}`;
}

/** An `int[]` column as either engine returns it. Pure. */
function intList(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

/** A `json_agg` of two-element arrays as either engine returns it (parsed, text, or null for no rows). Pure. */
function jsonPairs<A = number, B = number>(value: unknown): [A, B][] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as [A, B][]) : [];
}

function nullableText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function toUser(row: Row): UserRecord {
  return {
    id: Number(row.id),
    email: String(row.email),
    passwordHash: String(row.password_hash),
    name: String(row.name),
    education: String(row.education),
    school: nullableText(row.school),
    country: String(row.country),
    region: nullableText(row.region),
    city: nullableText(row.city),
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
  };
}

function toMail(row: Row): MailMessage {
  return { id: Number(row.id), to: String(row.to_address), subject: String(row.subject), body: String(row.body), createdAt: toDate(row.created_at), sentAt: row.sent_at ? toDate(row.sent_at) : null };
}

/** True for PostgreSQL's unique-violation error (SQLSTATE 23505), from either engine. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
