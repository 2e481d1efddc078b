import type { ConsoleSubmission } from '@dubloon-quest/core/console';
import type { Db, Row } from './db.js';
import { textOrNull, toDate } from './row-values.js';

// `$2` is the time now: whether an organizer's ban is in force on the player.
const SUBMISSION_COLUMNS = `s.user_id, u.name, s.submission_link, s.updated_at, r.rating, r.note,
  (u.banned_until IS NOT NULL AND u.banned_until > $2) AS banned
  FROM challenge_submissions s JOIN users u ON u.id = s.user_id
  LEFT JOIN challenge_ratings r ON r.challenge_id = s.challenge_id AND r.user_id = s.user_id`;

function toSubmission(row: Row): ConsoleSubmission {
  return {
    user_id: Number(row.user_id),
    name: String(row.name),
    submission_link: String(row.submission_link),
    submitted_at: toDate(row.updated_at).toISOString(),
    rating: row.rating == null ? null : Number(row.rating),
    note: textOrNull(row.note),
    banned: row.banned === true,
  };
}

/**
 * Judging a business's challenge: the players' answers with their private rating and note. The winners picked
 * from them are {@link ChallengeWinnersRepository}'s (challenge-winners.repository.ts).
 */
export class JudgingRepository {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** The answers to a challenge, oldest first, with the players' names and the ratings so far. */
  async submissions(challengeId: number, now: Date): Promise<ConsoleSubmission[]> {
    const { rows } = await this.db.query(
      `SELECT ${SUBMISSION_COLUMNS} WHERE s.challenge_id = $1 ORDER BY s.updated_at, s.user_id`,
      [challengeId, now],
    );
    return rows.map(toSubmission);
  }

  /** One player's answer to a challenge, or null when they sent none. */
  async submission(challengeId: number, userId: number, now: Date): Promise<ConsoleSubmission | null> {
    const { rows } = await this.db.query(
      `SELECT ${SUBMISSION_COLUMNS} WHERE s.challenge_id = $1 AND s.user_id = $3`,
      [challengeId, now, userId],
    );
    return rows[0] ? toSubmission(rows[0]) : null;
  }

  /** Stores a player's rating and note for their answer, replacing the previous ones. */
  async saveRating(
    challengeId: number,
    userId: number,
    rating: number | null,
    note: string | null,
    now: Date,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO challenge_ratings (challenge_id, user_id, rating, note, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (challenge_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, note = EXCLUDED.note, updated_at = EXCLUDED.updated_at`,
      [challengeId, userId, rating, note, now],
    );
  }

  /** The players who answered a challenge. */
  async submitters(challengeId: number): Promise<Set<number>> {
    const { rows } = await this.db.query(
      'SELECT user_id FROM challenge_submissions WHERE challenge_id = $1',
      [challengeId],
    );
    return new Set(rows.map((row) => Number(row.user_id)));
  }

  /** The players who answered a challenge and are under a ban at `now`: none of them can be picked. */
  async bannedSubmitters(challengeId: number, now: Date): Promise<Set<number>> {
    const { rows } = await this.db.query(
      `SELECT s.user_id FROM challenge_submissions s JOIN users u ON u.id = s.user_id
       WHERE s.challenge_id = $1 AND u.banned_until > $2`,
      [challengeId, now],
    );
    return new Set(rows.map((row) => Number(row.user_id)));
  }
}
