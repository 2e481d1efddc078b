import type { Locale } from '@dubloon-quest/core';
import type { ImportedPlayer } from '@dubloon-quest/core/internal';
import type { Db } from './db.js';
import { newReferralCode } from './referral-codes.js';
import { toDate } from './row-values.js';

/** A class or group (issue 32): its registration link carries `code`. */
export interface PlayerGroup {
  id: number;
  name: string;
  code: string;
  players: number;
  createdAt: Date;
}

/** The console's SQL about players in bulk: class or group links, and players created by a CSV import. */
export class PlayerGroupsRepository {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** Every group with its count of players (demo copies left out), by name. */
  async list(): Promise<PlayerGroup[]> {
    const { rows } = await this.db.query(
      `SELECT g.id, g.name, g.code, g.created_at,
         (SELECT count(*) FROM users u WHERE u.group_id = g.id AND u.sandbox_of IS NULL)::int AS players
       FROM player_groups g ORDER BY lower(g.name), g.id`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      code: String(row.code),
      players: Number(row.players),
      createdAt: toDate(row.created_at),
    }));
  }

  /** Creates a group. @returns its id, or null when a group has this name (any letter case). */
  async create(name: string, code: string, now: Date): Promise<number | null> {
    const { rows } = await this.db.query(
      'INSERT INTO player_groups (name, code, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id',
      [name, code, now],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** The id of the group with this id or link code, or null. */
  async idOf(by: { id: number } | { code: string }): Promise<number | null> {
    const { rows } =
      'id' in by
        ? await this.db.query('SELECT id FROM player_groups WHERE id = $1', [by.id])
        : await this.db.query('SELECT id FROM player_groups WHERE code = $1', [by.code]);
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** Of these e-mails (lower case), those an account (not a demo copy) has. */
  async takenEmails(emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const { rows } = await this.db.query(
      'SELECT email FROM users WHERE sandbox_of IS NULL AND email IN (SELECT jsonb_array_elements_text($1::jsonb))',
      [JSON.stringify(emails)],
    );
    return new Set(rows.map((row) => String(row.email)));
  }

  /**
   * Creates an imported player: not yet verified and invited (no password chosen yet: `passwordHash` is the hash
   * of a random one nobody knows), in `groupId`, with its account's language `language` (its later mail's;
   * decision 0170). Its address is verified, and its signup bonus paid, when its holder follows the invitation
   * (decision 0186): until then it counts as neither verified nor active. @returns its id, or null when the
   * e-mail is taken.
   */
  async createImported(
    player: ImportedPlayer,
    groupId: number | null,
    passwordHash: string,
    now: Date,
    language: Locale,
  ): Promise<number | null> {
    const { rows } = await this.db.query(
      `INSERT INTO users (email, password_hash, name, education, school, country, region, city, role, email_verified,
         invitation_pending, referral_code, created_at, group_id, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Player', false, true, $9, $10, $11, $12)
       ON CONFLICT (email) WHERE sandbox_of IS NULL DO NOTHING RETURNING id`,
      [
        player.email,
        passwordHash,
        player.name,
        player.education,
        player.school,
        player.country,
        player.region,
        player.city,
        newReferralCode(),
        now,
        groupId,
        language,
      ],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** Starts an import's progress at 0 of `total`; drops the records of imports started over a day ago. */
  async startProgress(id: string, total: number, now: Date): Promise<void> {
    await this.db.query("DELETE FROM player_imports WHERE started_at < $1::timestamptz - interval '1 day'", [now]);
    await this.db.query(
      'INSERT INTO player_imports (id, total, started_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET total = $2, done = 0, finished = false, started_at = $3',
      [id, total, now],
    );
  }

  /** Adds a batch's rows to an import's progress (in the batch's transaction); `finished` with its last. */
  async addProgress(id: string, rows: number, finished: boolean): Promise<void> {
    await this.db.query('UPDATE player_imports SET done = LEAST(total, done + $2), finished = $3 WHERE id = $1', [id, rows, finished]);
  }

  /** An import's progress, or null for an import not known (never started, or over a day old). */
  async progress(id: string): Promise<{ done: number; total: number; finished: boolean } | null> {
    const { rows } = await this.db.query('SELECT done, total, finished FROM player_imports WHERE id = $1', [id]);
    const row = rows[0];
    return row ? { done: Number(row.done), total: Number(row.total), finished: Boolean(row.finished) } : null;
  }
}
