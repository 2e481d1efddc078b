import type { Db, QueryResult, Row, Statement } from './db.js';
import type { Decision } from './decision.js';
import { LOCK_USER, lockedUser } from './users.js';

export interface ChestAttempt {
  question: number;
  choice: string;
}

/** What a chest rule sees: the player's attempts at the chest and what it paid, if it was paid. */
export interface ChestState {
  attempts: readonly ChestAttempt[];
  paidCoins: number | null;
}

/** The players' answers to chests (their payouts are the ledger's: `CoinLedger.payChest` in ledger.ts). */
export class ChestRepository {
  constructor(readonly db: Db) {}

  /** Coins paid per completed chest. */
  async chestsSubmitted(userId: number): Promise<Record<number, number>> {
    const { rows } = await this.db.query('SELECT chest_id, coins FROM chest_submissions WHERE user_id = $1', [userId]);
    return Object.fromEntries(rows.map((row) => [Number(row.chest_id), Number(row.coins)]));
  }

  /** The chests any player answered (an attempt or a payout), by id. */
  async answeredChestIds(): Promise<number[]> {
    const { rows } = await this.db.query('SELECT chest_id FROM chest_attempts UNION SELECT chest_id FROM chest_submissions ORDER BY 1');
    return rows.map((row) => Number(row.chest_id));
  }

  /** Whether any player answered this chest (an attempt or a payout). */
  async chestAnswered(chestId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM chest_attempts WHERE chest_id = $1 UNION ALL SELECT 1 FROM chest_submissions WHERE chest_id = $1 LIMIT 1',
      [chestId],
    );
    return rows.length > 0;
  }

  /** Every answer attempt of the player, per chest, in the order they were accepted. */
  async chestAttempts(userId: number): Promise<Map<number, ChestAttempt[]>> {
    const { rows } = await this.db.query('SELECT chest_id, question, choice FROM chest_attempts WHERE user_id = $1 ORDER BY id', [userId]);
    const byChest = new Map<number, ChestAttempt[]>();
    for (const row of rows) {
      const list = byChest.get(Number(row.chest_id)) ?? [];
      list.push({ question: Number(row.question), choice: String(row.choice) });
      byChest.set(Number(row.chest_id), list);
    }
    return byChest;
  }

  /**
   * Records one answer attempt under the player's row lock. `decide` (a pure rule) sees the attempts so far and
   * whether the chest was paid, and refuses out-of-order or settled answers. A repeated letter is stored once.
   * @returns the attempts after this one.
   */
  async recordChestAttempt<F>(userId: number, chestId: number, attempt: ChestAttempt, now: Date, decide: (state: ChestState) => Decision<null, F>): Promise<Decision<readonly ChestAttempt[], F>> {
    return this.db.transaction(async (tx) => {
      const [locked, ...read] = await tx.batch([{ sql: LOCK_USER, params: [userId] }, ...chestStateStatements(userId, chestId)]);
      lockedUser(locked!.rows, userId);
      const decision = decide(toChestState(read));
      if (!decision.ok) return decision;
      const [, ...after] = await tx.finish([
        {
          sql: `INSERT INTO chest_attempts (user_id, chest_id, question, choice, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, chest_id, question, choice) DO NOTHING`,
          params: [userId, chestId, attempt.question, attempt.choice, now],
        },
        ...chestStateStatements(userId, chestId),
      ]);
      return { ok: true as const, value: toChestState(after).attempts };
    });
  }
}

/** The statements reading a player's attempts at a chest and its payout (see {@link toChestState}). */
function chestStateStatements(userId: number, chestId: number): Statement[] {
  return [
    { sql: 'SELECT question, choice FROM chest_attempts WHERE user_id = $1 AND chest_id = $2 ORDER BY id', params: [userId, chestId] },
    { sql: 'SELECT coins FROM chest_submissions WHERE user_id = $1 AND chest_id = $2', params: [userId, chestId] },
  ];
}

function toChestState([attempts, paid]: readonly QueryResult<Row>[]): ChestState {
  return {
    attempts: (attempts?.rows ?? []).map((row) => ({ question: Number(row.question), choice: String(row.choice) })),
    paidCoins: paid?.rows[0] ? Number(paid.rows[0].coins) : null,
  };
}
