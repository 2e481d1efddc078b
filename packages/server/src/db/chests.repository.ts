import type { Db, Row, Statement } from './db.js';
import type { Decision } from './decision.js';
import { perPlayerGroups, RequestError, type GroupCommit } from './group-commit.js';
import { intArray, jsonPairs, textArray } from './row-values.js';
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
  private readonly attempts: GroupCommit<AttemptRequest, AttemptAnswer>;

  constructor(readonly db: Db) {
    this.attempts = perPlayerGroups(db, recordTogether, recordAlone);
  }

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
    return attemptsBy(rows, 'chest_id');
  }

  /**
   * Records one answer attempt under the player's row lock. `decide` (a pure rule) sees the attempts so far and
   * whether the chest was paid, and refuses out-of-order or settled answers. A repeated letter is stored once.
   * Attempts of several players that arrive together share one transaction (group commit, db/group-commit.ts):
   * on the embedded database each statement costs about 0.3 ms of the server's thread, so a crowd answering
   * quiz questions costs four statements a group instead of six an answer.
   * @returns the attempts after this one.
   */
  async recordChestAttempt<F>(userId: number, chestId: number, attempt: ChestAttempt, now: Date, decide: (state: ChestState) => Decision<null, F>): Promise<Decision<readonly ChestAttempt[], F>> {
    return (await this.attempts.submit({ userId, chestId, attempt, now, decide })) as Decision<readonly ChestAttempt[], F>;
  }
}

/** An answer attempt as the group commit holds it (see {@link ChestRepository.recordChestAttempt}). */
interface AttemptRequest {
  userId: number;
  chestId: number;
  attempt: ChestAttempt;
  now: Date;
  decide: (state: ChestState) => Decision<null, unknown>;
}

type AttemptAnswer = Decision<readonly ChestAttempt[], unknown>;

const INSERT_ATTEMPTS = `INSERT INTO chest_attempts (user_id, chest_id, question, choice, created_at)
  SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::timestamptz[])
  ON CONFLICT (user_id, chest_id, question, choice) DO NOTHING`;

/** One attempt in a transaction of its own: the lock, then (a statement of its own, seeing the previous holder's attempt) the chest's state. */
function recordAlone(db: Db, request: AttemptRequest): Promise<AttemptAnswer> {
  const { userId, chestId } = request;
  return db.transaction(async (tx) => {
    const [locked, state] = await tx.batch([
      { sql: LOCK_USER, params: [userId] },
      {
        sql: `SELECT
           (SELECT json_agg(json_build_array(a.question, a.choice) ORDER BY a.id) FROM chest_attempts a WHERE a.user_id = $1 AND a.chest_id = $2) AS attempts,
           (SELECT s.coins FROM chest_submissions s WHERE s.user_id = $1 AND s.chest_id = $2) AS paid`,
        params: [userId, chestId],
      },
    ]);
    lockedUser(locked!.rows, userId);
    const row = state!.rows[0]!;
    const before: ChestState = {
      attempts: jsonPairs<number, string>(row.attempts).map(([question, choice]) => ({ question: Number(question), choice: String(choice) })),
      paidCoins: row.paid === null || row.paid === undefined ? null : Number(row.paid),
    };
    const decision = request.decide(before);
    if (!decision.ok) return decision;
    await tx.finish([insertStatement([request])]);
    return { ok: true as const, value: withAttempt(before.attempts, request.attempt) };
  });
}

/**
 * Several players' attempts in one transaction: their rows locked in id order, then (statements of their own)
 * their attempts at the chests and the chests' payouts; each player's rule decides on that state, and the
 * approved attempts are written in one statement with the commit.
 */
function recordTogether(db: Db, requests: readonly AttemptRequest[]): Promise<(AttemptAnswer | RequestError)[]> {
  const userIds = intArray(requests.map((request) => request.userId));
  const chestIds = intArray(requests.map((request) => request.chestId));
  return db.transaction(async (tx) => {
    const [locked, attempts, paid] = await tx.batch([
      ...lockPlayersAndReadAttempts(requests),
      {
        sql: `SELECT s.user_id, s.coins FROM chest_submissions s
           JOIN unnest($1::bigint[], $2::int[]) AS asked (user_id, chest_id) ON s.user_id = asked.user_id AND s.chest_id = asked.chest_id`,
        params: [userIds, chestIds],
      },
    ]);
    const present = new Set(locked!.rows.map((row) => Number(row.id)));
    // One request per player in a group (keyed by player), so the player's id names its chest's rows.
    const attemptsOf = attemptsByPlayer(attempts!.rows);
    const paidOf = new Map(paid!.rows.map((row) => [Number(row.user_id), Number(row.coins)]));
    const answers = requests.map((request): AttemptAnswer | RequestError => {
      if (!present.has(request.userId)) return new RequestError(new Error(`user ${request.userId} vanished`));
      const before = attemptsOf.get(request.userId) ?? [];
      const decision = request.decide({ attempts: before, paidCoins: paidOf.get(request.userId) ?? null });
      return decision.ok ? { ok: true as const, value: withAttempt(before, request.attempt) } : decision;
    });
    const approved = requests.filter((_request, index) => {
      const answer = answers[index]!;
      return !(answer instanceof RequestError) && answer.ok;
    });
    await tx.finish(approved.length === 0 ? [] : [insertStatement(approved)]);
    return answers;
  });
}

/**
 * The statements that lock the players' rows in id order (the lock order of every writer), then, in a statement
 * of its own (which sees what the previous holders of the locks committed), read each player's attempts at the
 * chest asked: one chest per player. Their results: the locked ids, then the rows {@link attemptsByPlayer} reads.
 */
export function lockPlayersAndReadAttempts(asked: readonly { userId: number; chestId: number }[]): Statement[] {
  const userIds = intArray(asked.map((entry) => entry.userId));
  return [
    { sql: 'SELECT id FROM users WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', params: [userIds] },
    {
      sql: `SELECT a.user_id, a.question, a.choice FROM chest_attempts a
         JOIN unnest($1::bigint[], $2::int[]) AS asked (user_id, chest_id) ON a.user_id = asked.user_id AND a.chest_id = asked.chest_id
         ORDER BY a.id`,
      params: [userIds, intArray(asked.map((entry) => entry.chestId))],
    },
  ];
}

/** Each player's attempts, in the order they were stored, from the rows of {@link lockPlayersAndReadAttempts}. Pure. */
export function attemptsByPlayer(rows: readonly Row[]): Map<number, ChestAttempt[]> {
  return attemptsBy(rows, 'user_id');
}

/** Attempt rows in their order, grouped by the id in `column`. Pure. */
function attemptsBy(rows: readonly Row[], column: 'user_id' | 'chest_id'): Map<number, ChestAttempt[]> {
  const grouped = new Map<number, ChestAttempt[]>();
  for (const row of rows) {
    const list = grouped.get(Number(row[column])) ?? [];
    list.push({ question: Number(row.question), choice: String(row.choice) });
    grouped.set(Number(row[column]), list);
  }
  return grouped;
}

/** The statement writing these attempts (a letter already stored for its question is kept once). */
function insertStatement(requests: readonly AttemptRequest[]): Statement {
  return {
    sql: INSERT_ATTEMPTS,
    params: [
      intArray(requests.map((request) => request.userId)),
      intArray(requests.map((request) => request.chestId)),
      intArray(requests.map((request) => request.attempt.question)),
      textArray(requests.map((request) => request.attempt.choice)),
      textArray(requests.map((request) => request.now.toISOString())),
    ],
  };
}

/** The attempts after `attempt` was stored: appended, unless the same letter was already there. Pure. */
function withAttempt(before: readonly ChestAttempt[], attempt: ChestAttempt): readonly ChestAttempt[] {
  const stored = before.some((entry) => entry.question === attempt.question && entry.choice === attempt.choice);
  return stored ? before : [...before, { question: attempt.question, choice: attempt.choice }];
}
