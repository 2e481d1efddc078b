import type { Db, Row } from './db.js';
import { textArray, toDate } from './row-values.js';
import { toUser, type UserRecord } from './users.js';

export interface SessionRecord {
  id: string;
  userId: number;
  csrfHash: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** A session with its user: the user's columns and the session's, renamed. */
const SESSION_WITH_USER = `SELECT u.*, s.id AS session_id, s.user_id AS session_user_id, s.csrf_hash AS session_csrf_hash,
    s.expires_at AS session_expires_at, s.revoked_at AS session_revoked_at
  FROM sessions s JOIN users u ON u.id = s.user_id`;

function toLogin(row: Row): { session: SessionRecord; user: UserRecord } {
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

type Login = { session: SessionRecord; user: UserRecord };

/** Login sessions. */
export class SessionRepository {
  /** The logins asked for in this turn of the event loop, read together at its end (see findSessionWithUser). */
  private loginBatch: { ids: Set<string>; found: Promise<Map<string, Login>> } | null = null;

  constructor(readonly db: Db) {}

  async createSession(session: { id: string; userId: number; csrfHash: string; expiresAt: Date }, now: Date): Promise<void> {
    await this.db.query('INSERT INTO sessions (id, user_id, csrf_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [session.id, session.userId, session.csrfHash, now, session.expiresAt]);
  }

  async findSession(id: string): Promise<SessionRecord | null> {
    const { rows } = await this.db.query('SELECT * FROM sessions WHERE id = $1', [id]);
    const row = rows[0];
    if (!row) return null;
    return { id: String(row.id), userId: Number(row.user_id), csrfHash: String(row.csrf_hash), expiresAt: toDate(row.expires_at), revokedAt: row.revoked_at ? toDate(row.revoked_at) : null };
  }

  /**
   * A session and its user in one query (every authenticated call reads both). The logins asked for in the same
   * turn of the event loop are read in one statement at its end: writes arrive in bursts, each with a login
   * not read before (a player's stake or payout), and one statement for them all spares the database and this
   * process a round trip each.
   */
  async findSessionWithUser(id: string): Promise<Login | null> {
    if (this.loginBatch === null) {
      const ids = new Set<string>();
      const found = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.loginBatch = null;
        return this.findSessionsWithUsers([...ids]);
      });
      this.loginBatch = { ids, found };
    }
    this.loginBatch.ids.add(id);
    return (await this.loginBatch.found).get(id) ?? null;
  }

  /** Many sessions with their users in one query (a turn's logins, the read cache's refresh); a session not found is missing. */
  async findSessionsWithUsers(ids: readonly string[]): Promise<Map<string, Login>> {
    const { rows } = await this.db.query(`${SESSION_WITH_USER} JOIN unnest($1::text[]) AS wanted (id) ON wanted.id = s.id`, [textArray(ids)]);
    return new Map(rows.map((row) => [String(row.session_id), toLogin(row)]));
  }

  async revokeSession(id: string, now: Date): Promise<void> {
    await this.db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, now]);
  }

  /**
   * Revokes every session of a user except `keep` (after a password change or reset, or an e-mail change), with
   * the reason every process's sockets are told (null: `logged_out`).
   */
  async revokeUserSessions(userId: number, now: Date, keep: string | null = null, reason: RevocationReason | null = null): Promise<void> {
    await this.db.query(
      'UPDATE sessions SET revoked_at = $2, revoked_reason = $4 WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3',
      [userId, now, keep, reason],
    );
  }
}

/** A revocation's reason the session's row keeps (decision 0173's migration 22). */
export type RevocationReason = 'password_changed' | 'email_changed';
