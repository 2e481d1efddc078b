import type { ConsolePickedWinner } from '@dubloon-quest/core/console';
import type { Db } from './db.js';
import { textOrNull } from './row-values.js';

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

/**
 * A business's challenge winners, the one writer of both lists: the winners its partner picks in the console
 * (`challenge_picks`), and the challenge winners players see (`challenge_winners`), set when the console
 * publishes the results (the picks become the winners) or by the organizer tool's `winners` command.
 */
export class ChallengeWinnersRepository {
  constructor(readonly db: Db) {}

  /** The winners a business's partner picked, in order, with their names. */
  async pickedWinners(challengeId: number): Promise<ConsolePickedWinner[]> {
    const { rows } = await this.db.query(
      'SELECT p.user_id, u.name, p.award FROM challenge_picks p JOIN users u ON u.id = p.user_id WHERE p.challenge_id = $1 ORDER BY p.rank',
      [challengeId],
    );
    return rows.map((row) => ({
      user_id: Number(row.user_id),
      name: String(row.name),
      award: Number(row.award),
    }));
  }

  /** Replaces a challenge's picked winners, ranked in the order given. */
  async replacePicks(
    challengeId: number,
    winners: readonly { user_id: number; award: number }[],
    now: Date,
  ): Promise<void> {
    const ranked = winners.map((winner) => ({ userId: winner.user_id, award: winner.award }));
    await this.replaceRanked('challenge_picks', 'picked_at', challengeId, ranked, now);
  }

  /** Every business's picked challenge winners with their public fields, as the results are built from. */
  allPickedWinners(): Promise<ChallengeWinnerRow[]> {
    return this.allRanked('challenge_picks');
  }

  /** Replaces a challenge's winners (in the given order) with their awards; an empty list clears them. */
  async setChallengeWinners(
    challengeId: number,
    winners: readonly { userId: number; award: number }[],
    now: Date,
  ): Promise<void> {
    await this.replaceRanked('challenge_winners', 'created_at', challengeId, winners, now);
  }

  /** Every challenge winner, by challenge then rank. */
  challengeWinners(): Promise<ChallengeWinnerRow[]> {
    return this.allRanked('challenge_winners');
  }

  /** Replaces a challenge's rows of a winners table (picks or winners), ranked in the order given, in one transaction. */
  private async replaceRanked(
    table: WinnersTable,
    timeColumn: 'picked_at' | 'created_at',
    challengeId: number,
    winners: readonly { userId: number; award: number }[],
    now: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM ${table} WHERE challenge_id = $1`, [challengeId]);
      for (const [index, winner] of winners.entries()) {
        await tx.query(
          `INSERT INTO ${table} (challenge_id, rank, user_id, award, ${timeColumn}) VALUES ($1, $2, $3, $4, $5)`,
          [challengeId, index + 1, winner.userId, winner.award, now],
        );
      }
    });
  }

  /** Every row of a winners table with the account's public fields, by challenge then rank. */
  private async allRanked(table: WinnersTable): Promise<ChallengeWinnerRow[]> {
    const { rows } = await this.db.query(
      `SELECT w.challenge_id, w.rank, w.user_id, w.award, u.name, u.email, u.education, u.region, u.country
       FROM ${table} w JOIN users u ON u.id = w.user_id ORDER BY w.challenge_id, w.rank`,
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

/** The two tables of ranked winners: the partner's picks, and the published winners. */
type WinnersTable = 'challenge_picks' | 'challenge_winners';
