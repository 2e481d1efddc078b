import { type ItemWinners } from '@dubloon-quest/core/draw';
import type { Db, Row } from './db.js';
import { isUniqueViolation, textOrNull, toDate } from './row-values.js';

/** A player as the organizer's tables list them. `coins` is the balance not yet staked. */
export interface PlayerRow {
  id: number;
  email: string;
  name: string;
  education: string;
  school: string | null;
  country: string;
  region: string | null;
  verified: boolean;
  /** The account is a demo login's short-lived copy (demo mode only). */
  demoCopy: boolean;
  coins: number;
  staked: number;
}

/** One player's coins on one item. */
export interface StakeRow {
  itemId: number;
  userId: number;
  email: string;
  name: string;
  coins: number;
  /** Whether an organizer's ban is in force on the account at the time asked: its stakes are not drawn. */
  banned: boolean;
}

/** A stored commitment. */
export interface CommitmentRow {
  commitment: string;
  createdAt: Date;
}

/** A stored draw: its record's canonical text and when it ran. */
export interface DrawRow {
  id: number;
  commitment: string;
  snapshotHash: string;
  record: string;
  drawnAt: Date;
}

/** A winner as stored: who won (as they were at the draw) and what. */
export interface WinnerRow {
  itemId: number;
  rank: number;
  playerId: string;
  name: string;
  email: string;
  education: string;
  region: string | null;
  country: string;
}

/** Whose stakes take part in a draw: players (role Player) whose account has not expired. */
const PLAYERS_IN_PLAY = "u.role = 'Player' AND (u.expires_at IS NULL OR u.expires_at > $1)";

/**
 * The raffle draw's storage: the players and stakes it freezes, the commitments, the draws and their winners.
 */
export class DrawRepository {
  constructor(readonly db: Db) {}

  /** Every player in play with their unstaked balance and staked coins, by id. */
  async players(now: Date): Promise<PlayerRow[]> {
    const { rows } = await this.db.query(
      `SELECT u.id, u.email, u.name, u.education, u.school, u.country, u.region, u.email_verified, u.sandbox_of, u.coins,
         COALESCE((SELECT sum(s.coins) FROM stakes s WHERE s.user_id = u.id), 0) AS staked
       FROM users u WHERE ${PLAYERS_IN_PLAY} ORDER BY u.id`,
      [now],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      email: String(row.email),
      name: String(row.name),
      education: String(row.education),
      school: textOrNull(row.school),
      country: String(row.country),
      region: textOrNull(row.region),
      verified: Boolean(row.email_verified),
      demoCopy: row.sandbox_of !== null,
      coins: Number(row.coins),
      staked: Number(row.staked),
    }));
  }

  /**
   * Every stake above 0 of a player in play, by item then player id. The draw freezes exactly this list: one
   * statement, so it is one consistent view of the stakes even while players submit.
   */
  async stakes(now: Date): Promise<StakeRow[]> {
    const { rows } = await this.db.query(
      `SELECT s.item_id, s.user_id, s.coins, u.email, u.name, (u.banned_until IS NOT NULL AND u.banned_until > $1) AS banned
       FROM stakes s JOIN users u ON u.id = s.user_id
       WHERE s.coins > 0 AND ${PLAYERS_IN_PLAY} ORDER BY s.item_id, s.user_id`,
      [now],
    );
    return rows.map((row) => ({
      itemId: Number(row.item_id),
      userId: Number(row.user_id),
      email: String(row.email),
      name: String(row.name),
      coins: Number(row.coins),
      banned: row.banned === true,
    }));
  }

  /** The id of the player (role Player, not a demo copy) with this e-mail, or null. */
  async playerIdByEmail(email: string): Promise<number | null> {
    const { rows } = await this.db.query(
      "SELECT id FROM users WHERE email = $1 AND sandbox_of IS NULL AND role = 'Player'",
      [email.trim().toLowerCase()],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  /** Item ids that carry stakes but are not items of `itemIds` (an item removed from the event file). */
  async stakedItemsOutside(itemIds: readonly number[]): Promise<number[]> {
    const { rows } = await this.db.query(
      'SELECT DISTINCT item_id FROM stakes WHERE coins > 0 ORDER BY item_id',
    );
    const known = new Set(itemIds);
    return rows.map((row) => Number(row.item_id)).filter((id) => !known.has(id));
  }


  /** The commitment in force (the newest not replaced), or null. */
  async activeCommitment(): Promise<CommitmentRow | null> {
    const { rows } = await this.db.query(
      'SELECT commitment, created_at FROM draw_commitments WHERE superseded_at IS NULL',
    );
    return rows[0] ? { commitment: String(rows[0].commitment), createdAt: toDate(rows[0].created_at) } : null;
  }

  /** When a commitment (in force or replaced) was made, or null for one never stored. */
  async commitmentMadeAt(commitment: string): Promise<Date | null> {
    const { rows } = await this.db.query('SELECT created_at FROM draw_commitments WHERE commitment = $1', [commitment]);
    return rows[0] ? toDate(rows[0].created_at) : null;
  }

  /**
   * Stores a new commitment. With `replace`, the one in force is kept but marked replaced; without, a
   * commitment in force makes this answer `'exists'` and store nothing.
   */
  async addCommitment(commitment: string, now: Date, replace: boolean): Promise<'stored' | 'exists'> {
    return this.db.transaction(async (tx) => {
      const active = await tx.query(
        'SELECT commitment FROM draw_commitments WHERE superseded_at IS NULL FOR UPDATE',
      );
      if (active.rows.length > 0 && !replace) return 'exists';
      await tx.query('UPDATE draw_commitments SET superseded_at = $1 WHERE superseded_at IS NULL', [now]);
      await tx.query('INSERT INTO draw_commitments (commitment, created_at) VALUES ($1, $2)', [
        commitment,
        now,
      ]);
      return 'stored';
    });
  }

  /** The draw made under a commitment, or null. */
  async drawFor(commitment: string): Promise<DrawRow | null> {
    const { rows } = await this.db.query('SELECT * FROM draws WHERE commitment = $1', [commitment]);
    return rows[0] ? toDraw(rows[0]) : null;
  }

  /** The newest draw, whose winners are the event's, or null. */
  async latestDraw(): Promise<DrawRow | null> {
    const { rows } = await this.db.query('SELECT * FROM draws ORDER BY id DESC LIMIT 1');
    return rows[0] ? toDraw(rows[0]) : null;
  }

  /**
   * Stores a draw and its winners (with each winner's public fields and e-mail as they are now) in one
   * transaction. @returns false when a draw under this commitment was stored first (nothing is written).
   */
  async saveDraw(
    commitment: string,
    snapshotHash: string,
    recordText: string,
    winners: readonly ItemWinners[],
    now: Date,
  ): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        const inserted = await tx.query(
          'INSERT INTO draws (commitment, snapshot_hash, record, drawn_at) VALUES ($1, $2, $3, $4) RETURNING id',
          [commitment, snapshotHash, recordText, now],
        );
        const drawId = Number(inserted.rows[0]!.id);
        for (const item of winners) {
          for (const [index, playerId] of item.player_ids.entries()) {
            await tx.query(
              `INSERT INTO draw_winners (draw_id, item_id, rank, player_id, user_id, name, email, education, region, country)
               SELECT $1, $2, $3, $4, u.id, u.name, u.email, u.education, u.region, u.country FROM users u WHERE u.id = $5`,
              [drawId, item.item_id, index + 1, playerId, Number(playerId)],
            );
          }
        }
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** The names of the accounts with these ids (draw player ids are user ids), by id; unknown ids are missing. */
  async namesOf(playerIds: readonly string[]): Promise<Map<string, string>> {
    const ids = playerIds.filter((id) => /^\d+$/.test(id));
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query(
      `SELECT id, name FROM users WHERE id IN (${ids.map((_, index) => `$${index + 1}`).join(', ')})`,
      ids,
    );
    return new Map(rows.map((row) => [String(row.id), String(row.name)]));
  }

  /** The winners of a draw, by item then rank. */
  async drawWinners(drawId: number): Promise<WinnerRow[]> {
    const { rows } = await this.db.query(
      'SELECT * FROM draw_winners WHERE draw_id = $1 ORDER BY item_id, rank',
      [drawId],
    );
    return rows.map((row) => ({
      itemId: Number(row.item_id),
      rank: Number(row.rank),
      playerId: String(row.player_id),
      name: String(row.name),
      email: String(row.email),
      education: String(row.education),
      region: textOrNull(row.region),
      country: String(row.country),
    }));
  }
}

function toDraw(row: Row): DrawRow {
  return {
    id: Number(row.id),
    commitment: String(row.commitment),
    snapshotHash: String(row.snapshot_hash),
    record: String(row.record),
    drawnAt: toDate(row.drawn_at),
  };
}
