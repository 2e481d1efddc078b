import { eventFileSchema, type EventFile, type Role } from '@dubloon-quest/core';
import { type ItemWinners } from '@dubloon-quest/core/draw';
import { newReferralCode } from './referral-codes.js';
import type { Db, DbTransaction, Row } from './db.js';
import { earnCoins, syncRaffleItems } from './ledger.js';
import { isUniqueViolation } from './repository.js';

/** A player listed in an event file's optional `players` roster, to be created by `import`. */
export interface RosterPlayer {
  email: string;
  name: string;
  education: string;
  country: string;
  school: string | null;
  region: string | null;
  city: string | null;
  role: Role;
}

/** The event stored by `import`, which the draw, the exports and the results read. */
export interface ImportedEvent {
  event: EventFile;
  onePrizePerPlayer: boolean;
  contentHash: string;
  importedAt: Date;
}

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

/** A challenge winner with their award, and their account's public fields. */
export interface ChallengeWinnerRow {
  challengeId: number;
  rank: number;
  userId: number;
  award: number;
  name: string;
  email: string;
  education: string;
  region: string | null;
  country: string;
}

/** Whose stakes take part in a draw: players (role Player) whose account has not expired. */
const PLAYERS_IN_PLAY = "u.role = 'Player' AND (u.expires_at IS NULL OR u.expires_at > $1)";

/**
 * The organizer tool's SQL, over the server's {@link Db} (PGlite or PostgreSQL alike). It writes only its
 * own tables (migration 2), and `users` / `coin_transactions` through {@link importPlayers}, which only adds.
 */
export class OrganizerRepository {
  constructor(readonly db: Db) {}

  // ---- the imported event -----------------------------------------------------------------------------

  /** The stored event, or null before the first import. */
  async importedEvent(): Promise<ImportedEvent | null> {
    const { rows } = await this.db.query(
      'SELECT content, content_hash, one_prize_per_player, imported_at FROM organizer_event WHERE id = 1',
    );
    const row = rows[0];
    if (!row) return null;
    return {
      event: eventFileSchema.parse(JSON.parse(String(row.content))),
      onePrizePerPlayer: Boolean(row.one_prize_per_player),
      contentHash: String(row.content_hash),
      importedAt: toDate(row.imported_at),
    };
  }

  /** The stored event's text as imported or last edited, or null before the first import. */
  async storedEventText(): Promise<string | null> {
    const { rows } = await this.db.query('SELECT content FROM organizer_event WHERE id = 1');
    return rows[0] ? String(rows[0].content) : null;
  }

  /**
   * Stores the event (replacing the one imported before). Nothing else is touched: players, stakes and
   * winners stay. @returns whether the stored event changed.
   */
  async saveEvent(
    text: string,
    event: EventFile,
    onePrizePerPlayer: boolean,
    contentHash: string,
    now: Date,
  ): Promise<'created' | 'updated' | 'unchanged'> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query('SELECT content_hash FROM organizer_event WHERE id = 1 FOR UPDATE');
      const previous = rows[0] ? String(rows[0].content_hash) : null;
      if (previous === contentHash) return 'unchanged';
      await tx.query(
        `INSERT INTO organizer_event (id, name, content, content_hash, one_prize_per_player, imported_at) VALUES (1, $1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, content = EXCLUDED.content, content_hash = EXCLUDED.content_hash,
           one_prize_per_player = EXCLUDED.one_prize_per_player, imported_at = EXCLUDED.imported_at`,
        [event.name, text, contentHash, onePrizePerPlayer, now],
      );
      // The items' retired flags that stakes are checked against follow the event (an item it retires gives
      // its stakes back).
      await syncRaffleItems(tx, event.raffle_items, now);
      return previous === null ? 'created' : 'updated';
    });
  }

  /** Item ids that carry stakes but are not items of `itemIds` (an item removed from the event file). */
  async stakedItemsOutside(itemIds: readonly number[]): Promise<number[]> {
    const { rows } = await this.db.query(
      'SELECT DISTINCT item_id FROM stakes WHERE coins > 0 ORDER BY item_id',
    );
    const known = new Set(itemIds);
    return rows.map((row) => Number(row.item_id)).filter((id) => !known.has(id));
  }

  // ---- players ------------------------------------------------------------------------------------------

  /**
   * Creates the roster's accounts that do not exist yet, verified (so "Forgot password" lets them choose a
   * password) with the signup bonus a verified player gets, in batches of `batchSize` per transaction. An
   * existing account (same e-mail) is never changed. `passwordHash` is the hash of a random password nobody
   * knows. @returns how many were created and how many already existed.
   */
  async importPlayers(
    players: readonly RosterPlayer[],
    passwordHash: string,
    signupCoins: number,
    now: Date,
    onProgress: (done: number) => void,
    batchSize = 250,
  ): Promise<{ created: number; existing: number }> {
    let created = 0;
    for (let start = 0; start < players.length; start += batchSize) {
      const batch = players.slice(start, start + batchSize);
      created += await this.db.transaction(async (tx) => {
        let inBatch = 0;
        for (const player of batch)
          if (await createRosterPlayer(tx, player, passwordHash, signupCoins, now)) inBatch += 1;
        return inBatch;
      });
      onProgress(Math.min(players.length, start + batchSize));
    }
    return { created, existing: players.length - created };
  }

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

  // ---- commitments and draws ---------------------------------------------------------------------------------

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

  /** The winners of a draw, by item then rank. */
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

  // ---- challenge winners ------------------------------------------------------------------------------------

  /** Replaces a challenge's winners (in the given order) with their awards; an empty list clears them. */
  async setChallengeWinners(
    challengeId: number,
    winners: readonly { userId: number; award: number }[],
    now: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM challenge_winners WHERE challenge_id = $1', [challengeId]);
      for (const [index, winner] of winners.entries()) {
        await tx.query(
          'INSERT INTO challenge_winners (challenge_id, rank, user_id, award, created_at) VALUES ($1, $2, $3, $4, $5)',
          [challengeId, index + 1, winner.userId, winner.award, now],
        );
      }
    });
  }

  /** Every challenge winner, by challenge then rank. */
  async challengeWinners(): Promise<ChallengeWinnerRow[]> {
    const { rows } = await this.db.query(
      `SELECT w.challenge_id, w.rank, w.user_id, w.award, u.name, u.email, u.education, u.region, u.country
       FROM challenge_winners w JOIN users u ON u.id = w.user_id ORDER BY w.challenge_id, w.rank`,
    );
    return rows.map((row) => ({
      challengeId: Number(row.challenge_id),
      rank: Number(row.rank),
      userId: Number(row.user_id),
      award: Number(row.award),
      name: String(row.name),
      email: String(row.email),
      education: String(row.education),
      region: textOrNull(row.region),
      country: String(row.country),
    }));
  }
}

/** Creates one roster account unless its e-mail is taken, and pays its signup bonus. @returns whether it was created. */
async function createRosterPlayer(
  tx: DbTransaction,
  player: RosterPlayer,
  passwordHash: string,
  signupCoins: number,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO users (email, password_hash, name, education, school, country, region, city, role, email_verified, referral_code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $11)
     ON CONFLICT (email) WHERE sandbox_of IS NULL DO NOTHING
     RETURNING id`,
    [
      player.email,
      passwordHash,
      player.name,
      player.education,
      player.school,
      player.country,
      player.region,
      player.city,
      player.role,
      newReferralCode(),
      now,
    ],
  );
  const id = rows[0] ? Number(rows[0].id) : null;
  if (id === null) return false;
  if (player.role === 'Player' && signupCoins > 0) {
    // The same ledger row a verified player's signup bonus is (unique per user, source and ref).
    await earnCoins(tx, id, 'signup', signupCoins, 'signup', now);
  }
  return true;
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

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
