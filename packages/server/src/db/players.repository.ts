import type { Role } from '@dubloon-quest/core';
import type {
  ConsoleParsedQuery,
  ConsolePlayer,
  ConsolePlayerDetail,
} from '@dubloon-quest/core/console';
import type { Db, DbTransaction, Row, SqlValue } from './db.js';
import { toLedgerEntry } from './ledger.js';
import { likeEscape } from './audit.repository.js';
import { textOrNull, toDate } from './row-values.js';

/** The columns of a player row (users `u`), with the coins staked. */
const PLAYER_COLUMNS = `u.id, u.name, u.email, u.role, u.education, u.school, u.country, u.region, u.city, u.email_verified,
  u.attend_meeting, u.coins, u.banned_until, u.created_at, u.sandbox_of, u.invitation_pending,
  (SELECT g.name FROM player_groups g WHERE g.id = u.group_id) AS group_name,
  COALESCE((SELECT sum(s.coins) FROM stakes s WHERE s.user_id = u.id), 0) AS staked`;

/** A player's state locked for a change: balance not staked and ban. */
export interface LockedPlayer {
  id: number;
  email: string;
  coins: number;
  bannedUntil: Date | null;
}

/** The console's SQL about players: the searchable list, a player's whole record, bans, kicks and coin adjustments. */
export class PlayersRepository {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /**
   * The players matching the filters of `GET /console/players`, by id, one page, with the total count. Demo
   * copies whose time ran out are left out.
   */
  async list(
    query: ConsoleParsedQuery<'consoleListPlayers'>,
    now: Date,
  ): Promise<{ total: number; players: ConsolePlayer[] }> {
    const params: SqlValue[] = [];
    const param = (value: SqlValue) => {
      params.push(value);
      return `$${params.length}`;
    };
    const conditions = [
      `u.role = ${param(query.role ?? 'Player')}`,
      `(u.expires_at IS NULL OR u.expires_at > ${param(now)})`,
    ];
    if (query.search) {
      const pattern = param(`%${likeEscape(query.search.trim())}%`);
      conditions.push(`(u.name ILIKE ${pattern} ESCAPE '\\' OR u.email ILIKE ${pattern} ESCAPE '\\')`);
    }
    if (query.verified) conditions.push(`u.email_verified = ${param(query.verified === 'yes')}`);
    if (query.school)
      conditions.push(`u.school ILIKE ${param(`%${likeEscape(query.school.trim())}%`)} ESCAPE '\\'`);
    if (query.country) conditions.push(`lower(u.country) = lower(${param(query.country.trim())})`);
    if (query.meetup === 'yes') conditions.push('u.attend_meeting = true');
    if (query.meetup === 'no') conditions.push('u.attend_meeting = false');
    if (query.meetup === 'unanswered') conditions.push('u.attend_meeting IS NULL');
    if (query.banned === 'yes') conditions.push(`u.banned_until > ${param(now)}`);
    if (query.banned === 'no') conditions.push(`(u.banned_until IS NULL OR u.banned_until <= ${param(now)})`);
    const where = conditions.join(' AND ');
    const pageSize = query.page_size ?? 50;
    const page = query.page ?? 1;
    const count = await this.db.query(`SELECT count(*) AS n FROM users u WHERE ${where}`, params);
    const { rows } = await this.db.query(
      `SELECT ${PLAYER_COLUMNS} FROM users u WHERE ${where} ORDER BY u.id LIMIT ${param(pageSize)} OFFSET ${param((page - 1) * pageSize)}`,
      params,
    );
    return { total: Number(count.rows[0]!.n), players: rows.map(toPlayer) };
  }

  /** One account as a player row, or null. */
  async player(userId: number): Promise<ConsolePlayer | null> {
    const { rows } = await this.db.query(`SELECT ${PLAYER_COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
    return rows[0] ? toPlayer(rows[0]) : null;
  }

  /** A player's whole record: every ledger row, stakes, chests, challenge answers and open sessions. */
  async detail(userId: number, now: Date): Promise<ConsolePlayerDetail | null> {
    const player = await this.player(userId);
    if (!player) return null;
    const [ledger, stakes, chests, challenges, sessions] = await Promise.all([
      this.db.query(
        'SELECT id, source, count, note, created_at FROM coin_transactions WHERE user_id = $1 ORDER BY id',
        [userId],
      ),
      this.db.query('SELECT item_id, coins FROM stakes WHERE user_id = $1 AND coins > 0 ORDER BY item_id', [
        userId,
      ]),
      this.db.query('SELECT chest_id, coins FROM chest_submissions WHERE user_id = $1 ORDER BY chest_id', [
        userId,
      ]),
      this.db.query(
        'SELECT challenge_id, submission_link, updated_at FROM challenge_submissions WHERE user_id = $1 ORDER BY challenge_id',
        [userId],
      ),
      this.db.query(
        'SELECT count(*) AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2',
        [userId, now],
      ),
    ]);
    return {
      player,
      ledger: ledger.rows.map(toLedgerEntry),
      stakes: stakes.rows.map((row) => ({ item_id: Number(row.item_id), coins: Number(row.coins) })),
      chests: chests.rows.map((row) => ({ chest_id: Number(row.chest_id), coins: Number(row.coins) })),
      challenges: challenges.rows.map((row) => ({
        challenge_id: Number(row.challenge_id),
        submission_link: String(row.submission_link),
        updated_at: toDate(row.updated_at).toISOString(),
      })),
      active_sessions: Number(sessions.rows[0]!.n),
    };
  }

  /** The account's ban in force at `now` (its end and the organizer's reason, if any), or null. */
  async banAt(userId: number, now: Date): Promise<{ until: Date; reason: string | null } | null> {
    const { rows } = await this.db.query(
      'SELECT banned_until, ban_reason FROM users WHERE id = $1 AND banned_until > $2',
      [userId, now],
    );
    const row = rows[0];
    if (!row) return null;
    const reason = typeof row.ban_reason === 'string' && row.ban_reason.trim() !== '' ? row.ban_reason : null;
    return { until: toDate(row.banned_until), reason };
  }
}

/** Locks a player's row for a change, or null when there is no such account (or it is a demo copy). */
export async function lockPlayer(tx: DbTransaction, userId: number): Promise<LockedPlayer | null> {
  const { rows } = await tx.query(
    'SELECT id, email, coins, banned_until FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    email: String(row.email),
    coins: Number(row.coins),
    bannedUntil: row.banned_until ? toDate(row.banned_until) : null,
  };
}

/** Revokes every open session of an account. @returns the ids of the sessions it ended. */
export async function revokeAllSessions(tx: Pick<Db, 'query'>, userId: number, now: Date): Promise<string[]> {
  const { rows } = await tx.query(
    'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
    [userId, now],
  );
  return rows.map((row) => String(row.id));
}

/** Sets (or, with null, lifts) an account's ban, with the organizer's reason (kept for the login refusal). */
export async function setBan(
  tx: Pick<Db, 'query'>,
  userId: number,
  until: Date | null,
  reason: string | null,
): Promise<void> {
  await tx.query('UPDATE users SET banned_until = $2, ban_reason = $3 WHERE id = $1', [
    userId,
    until,
    until === null ? null : reason,
  ]);
}

function toPlayer(row: Row): ConsolePlayer {
  return {
    user_id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    role: row.role as Role,
    education: String(row.education),
    school: textOrNull(row.school),
    country: String(row.country),
    region: textOrNull(row.region),
    city: textOrNull(row.city),
    verified: Boolean(row.email_verified),
    attend_meeting: row.attend_meeting == null ? null : Boolean(row.attend_meeting),
    coins: Number(row.coins),
    staked: Number(row.staked),
    banned_until: row.banned_until ? toDate(row.banned_until).toISOString() : null,
    created_at: toDate(row.created_at).toISOString(),
    demo_copy: row.sandbox_of !== null,
    group: textOrNull(row.group_name),
    invitation_pending: row.invitation_pending === true,
  };
}
