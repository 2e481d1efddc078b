import type { Locale } from '@dubloon-quest/core';
import type { ImportedPlayer } from '@dubloon-quest/core/internal';
import type { Db } from './db.js';
import { earnCoins } from './ledger.js';
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
   * Creates an imported player: verified (the mailed link proves the address), invited (no password chosen
   * yet: `passwordHash` is the hash of a random one nobody knows), in `groupId`, with the signup bonus a verified
   * player gets, its account's language `language` (its later mail's; decision 0170). @returns its id, or null when
   * the e-mail is taken.
   */
  async createImported(
    player: ImportedPlayer,
    groupId: number | null,
    passwordHash: string,
    signupCoins: number,
    now: Date,
    language: Locale,
  ): Promise<number | null> {
    const { rows } = await this.db.query(
      `INSERT INTO users (email, password_hash, name, education, school, country, region, city, role, email_verified,
         invitation_pending, referral_code, created_at, group_id, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Player', true, true, $9, $10, $11, $12)
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
    const id = rows[0] ? Number(rows[0].id) : null;
    if (id !== null && signupCoins > 0) await earnCoins(this.db, id, 'signup', signupCoins, 'signup', now);
    return id;
  }
}
