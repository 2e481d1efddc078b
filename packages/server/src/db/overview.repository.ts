import type { Db } from './db.js';
import { intArray } from './row-values.js';

/** Players: role Player and not a demo copy. */
const PLAYERS = "SELECT id FROM users WHERE role = 'Player' AND sandbox_of IS NULL";

/** The figures of the console's Overview that the database holds beyond the dashboard's player counts. */
export class OverviewRepository {
  constructor(private readonly db: Pick<Db, 'query'>) {}

  /** Coins players earned (every credit but raffle payouts and refunds) and coins staked now. */
  async coins(): Promise<{ earned: number; staked: number }> {
    const { rows } = await this.db.query(
      `SELECT COALESCE((SELECT sum(count) FROM coin_transactions WHERE source <> 'raffle' AND user_id IN (${PLAYERS})), 0) AS earned,
         COALESCE((SELECT sum(coins) FROM stakes WHERE user_id IN (${PLAYERS})), 0) AS staked`,
    );
    return { earned: Number(rows[0]!.earned), staked: Number(rows[0]!.staked) };
  }

  /** Answers to the given challenges that nobody has rated yet. */
  async unratedAnswers(challengeIds: readonly number[]): Promise<number> {
    if (challengeIds.length === 0) return 0;
    const { rows } = await this.db.query(
      `SELECT count(*) AS n FROM challenge_submissions s
       LEFT JOIN challenge_ratings r ON r.challenge_id = s.challenge_id AND r.user_id = s.user_id
       WHERE s.challenge_id = ANY($1::int[]) AND r.rating IS NULL AND s.user_id IN (${PLAYERS})`,
      [intArray(challengeIds)],
    );
    return Number(rows[0]!.n);
  }
}
