import type { Db } from './db.js';

/** The players' answers to the businesses' challenges. */
export class ChallengeRepository {
  constructor(readonly db: Db) {}

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

  /** The challenges any player answered, by id. */
  async answeredChallengeIds(): Promise<number[]> {
    const { rows } = await this.db.query('SELECT DISTINCT challenge_id FROM challenge_submissions ORDER BY 1');
    return rows.map((row) => Number(row.challenge_id));
  }

  /** How many players answered a challenge. */
  async challengeAnswerCount(challengeId: number): Promise<number> {
    const { rows } = await this.db.query('SELECT count(*) AS n FROM challenge_submissions WHERE challenge_id = $1', [challengeId]);
    return Number(rows[0]!.n);
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
