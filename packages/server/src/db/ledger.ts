import { referralRewardAllowed, silverFlagChanges, submitRaffleStakes, type RaffleSubmissionRefusal, type SubmittedStake } from '@dubloon-quest/core/internal';
import { type ConsoleProblems, validateCoinAdjustment, type ConsoleLedgerEntry } from '@dubloon-quest/core/console';
import type { Db, DbTransaction, Row } from './db.js';
import { attemptsByPlayer, lockPlayersAndReadAttempts, type ChestState } from './chests.repository.js';
import type { Decision } from './decision.js';
import { intArray, intList, jsonPairs, textArray, textOrNull, stakedAmongStatement, toDate } from './row-values.js';
import type { GroupCommit} from './group-commit.js';
import { perPlayerGroups, RequestError } from './group-commit.js';
import { LOCK_USER, lockedUser, lockUsers, toUser } from './users.js';

/**
 * The one writer of coins (docs/decisions/0038-one-ledger-module.md): every row of `coin_transactions`, every
 * change of `users.coins` and of `stakes`, and the raffle items' retired flags that stakes are checked against
 * (0039). Each movement locks what its rule needs, asks the rule (core's, or one handed in by the caller for the
 * chest payout) on the locked state, and writes the ledger row and the balance in the same transaction; the
 * database's constraints and triggers stay the backstop (balance and stakes at 0 or more, append-only rows,
 * one signup bonus, referral reward and chest payout per key).
 *
 * Lock order, the same everywhere so that no two writers wait on each other in a circle: the console's state row
 * (event edits), then raffle item rows in id order, then player rows in id order.
 */

type CoinSource = 'signup' | 'referral' | 'chest' | 'raffle' | 'demo' | 'adjustment';

/** A coin change another party caused (bonus, reward, payout, adjustment, refund), to announce on the player's socket. */
export interface CoinChange {
  userId: number;
  delta: number;
  balance: number;
}

export interface CoinTransaction {
  source: CoinSource;
  count: number;
  createdAt: Date;
}

export interface ReferralRecord {
  createdAt: Date;
  coins: number;
  invitedName: string;
  invitedEmail: string;
}


export interface StakeResult {
  balance: number;
  stakes: Record<number, number>;
  /** Items whose stake total moved between zero and non-zero in this submission, with their new silver flag. */
  silverChanges: { item_id: number; silver: boolean }[];
}

export interface ChestPayout {
  coins: number;
  balance: number;
  chestsSubmitted: Record<number, number>;
}

/** A stake given back when its item was retired. */
export interface StakeRefund {
  userId: number;
  coins: number;
  balance: number;
}

/** Why an organizer's coin adjustment is refused: no such account, not a player, or the rule's field problems. */
export type AdjustmentRefusal = { reason: 'unknown' } | { reason: 'not-player' } | { reason: 'invalid'; problems: ConsoleProblems };

/** Told of the ledger's grouped writes as they commit (the server's metrics). */
export interface LedgerObserver {
  /** One transaction committed `writes` accepted writes of `kind` together (none when all were refused). */
  committed(kind: 'stake' | 'chest', writes: number): void;
  /** A request of `kind` the rule refused under the locks (nothing written), by the refusal's code. */
  refused(kind: 'stake' | 'chest', reason: string): void;
}

/** A refusal's code (`LEDGER.COOLDOWN`, `CHEST.ALREADY_SUBMITTED`, ...), or `other` for a refusal without one. */
function refusalReason(failure: unknown): string {
  return typeof failure === 'object' && failure !== null && 'code' in failure && typeof failure.code === 'string' ? failure.code : 'other';
}

/** Reports a committed transaction's answers to `observer`: the accepted ones as writes, each refusal by its reason. */
function reportTo(observer: LedgerObserver | undefined, kind: 'stake' | 'chest'): ((answers: readonly Decision<unknown, unknown>[]) => void) | undefined {
  if (!observer) return undefined;
  return (answers) => {
    observer.committed(kind, answers.filter((answer) => answer.ok).length);
    for (const answer of answers) if (!answer.ok) observer.refused(kind, refusalReason(answer.failure));
  };
}

/** The ledger's reads and its own transactions (stakes, chest payouts), over {@link Db}. */
export class CoinLedger {
  private readonly payouts: GroupCommit<ChestPayoutRequest, ChestPayoutAnswer>;
  private readonly stakeWrites: GroupCommit<StakeRequest, StakeAnswer>;

  constructor(
    readonly db: Db,
    observer?: LedgerObserver,
  ) {
    this.payouts = perPlayerGroups(db, payChestsTogether, payChestAlone, reportTo(observer, 'chest'));
    this.stakeWrites = perPlayerGroups(db, submitStakesTogether, submitStakesAlone, reportTo(observer, 'stake'));
  }

  async coinBalance(userId: number): Promise<number | null> {
    const { rows } = await this.db.query('SELECT coins FROM users WHERE id = $1', [userId]);
    return rows[0] ? Number(rows[0].coins) : null;
  }

  /** The player's ledger, oldest first. */
  async coinTransactions(userId: number): Promise<CoinTransaction[]> {
    const { rows } = await this.db.query('SELECT source, count, created_at FROM coin_transactions WHERE user_id = $1 ORDER BY id', [userId]);
    return rows.map((row) => ({ source: row.source as CoinSource, count: Number(row.count), createdAt: toDate(row.created_at) }));
  }

  /** Checks the ledger invariant for a user: balance = sum of rows, stakes = minus the raffle rows, balance >= 0. */
  async ledgerConsistent(userId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT u.coins,
         COALESCE((SELECT sum(count) FROM coin_transactions WHERE user_id = u.id), 0) AS total,
         COALESCE((SELECT sum(count) FROM coin_transactions WHERE user_id = u.id AND source = 'raffle'), 0) AS raffle,
         COALESCE((SELECT sum(coins) FROM stakes WHERE user_id = u.id), 0) AS staked
       FROM users u WHERE u.id = $1`,
      [userId],
    );
    const row = rows[0];
    return !!row && Number(row.coins) === Number(row.total) && Number(row.staked) === -Number(row.raffle) && Number(row.coins) >= 0;
  }

  async referrals(userId: number): Promise<ReferralRecord[]> {
    const { rows } = await this.db.query(
      `SELECT u.created_at, u.name, u.email, COALESCE(t.count, 0) AS coins
       FROM users u
       LEFT JOIN coin_transactions t ON t.user_id = $1 AND t.source = 'referral' AND t.ref = u.id::text
       WHERE u.referred_by = $1 ORDER BY u.id`,
      [userId],
    );
    return rows.map((row) => ({ createdAt: toDate(row.created_at), coins: Number(row.coins), invitedName: String(row.name), invitedEmail: String(row.email) }));
  }

  /**
   * Submits a player's stakes (core's `submitRaffleStakes`, cooldown included) in one transaction: it locks the
   * rows of the raffle items named (FOR SHARE, so a retire or restore of one of them waits for this submission,
   * and this submission sees a retire committed before it) and then the player's row, and decides on what it
   * read under those locks. `offeredItemIds` are the items the event offers (retired ones left out); an item is
   * staked on only if its row says it is not retired either.
   */
  async submitStakes(userId: number, submitted: readonly SubmittedStake[], offeredItemIds: Iterable<number>, now: Date): Promise<Decision<StakeResult, RaffleSubmissionRefusal>> {
    return this.stakeWrites.submit({ userId, submitted, offered: new Set(offeredItemIds), now });
  }

  /**
   * Pays a chest once, under the player's row lock: `decide` (core's chest rule, as the handler applies it) sees
   * the attempts and whether the chest was paid, and returns the coins to pay (0 to 9). The primary key of
   * `chest_submissions` and the unique ledger key are the backstops against a second payout. Payouts arriving
   * together are committed together (group commit, db/group-commit.ts), each decided on its own locked state.
   */
  async payChest<F>(userId: number, chestId: number, now: Date, decide: (state: ChestState) => Decision<number, F>): Promise<Decision<ChestPayout & { change: CoinChange }, F>> {
    return (await this.payouts.submit({ userId, chestId, now, decide })) as Decision<ChestPayout & { change: CoinChange }, F>;
  }
}

/** A stake submission as the group commit holds it (see {@link CoinLedger.submitStakes}). */
interface StakeRequest {
  userId: number;
  submitted: readonly SubmittedStake[];
  /** The items the event offers (retired ones left out). */
  offered: ReadonlySet<number>;
  now: Date;
}

type StakeAnswer = Decision<StakeResult, RaffleSubmissionRefusal>;

/** One submission in a transaction of its own. */
async function submitStakesAlone(db: Db, { userId, submitted, offered, now }: StakeRequest): Promise<StakeAnswer> {
  const named = [...new Set(submitted.map((entry) => entry.item_id))].filter((item) => offered.has(item)).sort((a, b) => a - b);
  const outcome = await db.transaction(async (tx) => {
    // One round trip: the items' rows (made on first use; a concurrent retire's insert is waited for), locked
    // in id order; the player's row; then the player's stakes in a statement of its own (a statement's
    // snapshot is taken when it starts, so reading them in the locking statement could miss what the
    // previous holder of the lock committed).
    const [, items, locked, current] = await tx.batch([
      { sql: 'INSERT INTO raffle_items (item_id) SELECT unnest($1::int[]) ON CONFLICT (item_id) DO NOTHING', params: [intArray(named)] },
      { sql: 'SELECT item_id, retired FROM raffle_items WHERE item_id = ANY($1::int[]) ORDER BY item_id FOR SHARE', params: [intArray(named)] },
      { sql: LOCK_USER, params: [userId] },
      { sql: 'SELECT item_id, coins FROM stakes WHERE user_id = $1', params: [userId] },
    ]);
    const user = lockedUser(locked!.rows, userId);
    const stakes: Record<number, number> = Object.fromEntries(current!.rows.map((row) => [Number(row.item_id), Number(row.coins)]));
    const verdict = submitRaffleStakes(
      {
        balance: user.coins,
        staked: stakes,
        lastSubmittedAtMs: user.lastStakeAt?.getTime() ?? null,
        offeredItemIds: items!.rows.filter((row) => !row.retired).map((row) => Number(row.item_id)),
      },
      submitted,
      now.getTime(),
    );
    if (!verdict.ok) return { ok: false as const, failure: verdict };
    const changed = verdict.value.changes.map((change) => ({ item: change.item_id, coins: change.coins, previous: change.previous }));
    const itemIds = changed.map(({ item }) => item);
    // Only a submission that changes something starts the cooldown.
    if (!verdict.value.startsCooldown) return { ok: true as const, value: { balance: user.coins, stakes, itemIds, before: new Set<number>(), after: new Set<number>() } };
    const delta = changed.reduce((sum, { coins, previous }) => sum + coins - previous, 0);
    // One statement, committed in the same round trip: which of the items had stakes before (its snapshot
    // precedes its own writes), the new stakes, the ledger row and the balance; then, after the commit, which
    // of the items have stakes now, so that concurrent submissions on one item announce the final state.
    const [written, after] = await tx.finish([{ sql:
      `WITH before AS (
         SELECT item.item_id FROM unnest($2::int[]) AS item (item_id)
         WHERE EXISTS (SELECT 1 FROM stakes s WHERE s.item_id = item.item_id AND s.coins > 0)
       ), upserted AS (
         INSERT INTO stakes (user_id, item_id, coins)
         SELECT $1, changed.item_id, changed.coins FROM unnest($2::int[], $3::int[]) AS changed (item_id, coins)
         ON CONFLICT (user_id, item_id) DO UPDATE SET coins = EXCLUDED.coins
       ), ledger AS (
         INSERT INTO coin_transactions (user_id, source, count, created_at)
         SELECT $1, 'raffle', -$4::int, $5 WHERE $4::int <> 0
       ), updated AS (
         UPDATE users SET coins = coins - $4::int, last_stake_at = $5 WHERE id = $1 RETURNING coins
       )
       SELECT (SELECT coins FROM updated) AS coins, ARRAY(SELECT item_id FROM before) AS before`,
      params: [userId, intArray(itemIds), intArray(changed.map(({ coins }) => coins)), delta, now],
    }], [stakedAmongStatement(itemIds)]);
    for (const { item, coins } of changed) stakes[item] = coins;
    const row = written!.rows[0]!;
    const staked = new Set(after!.rows.map((entry) => Number(entry.item_id)));
    return { ok: true as const, value: { balance: Number(row.coins), stakes, itemIds, before: new Set(intList(row.before)), after: staked } };
  });
  return outcome.ok ? stakeAnswer(outcome.value) : outcome;
}

/**
 * Several players' submissions in one transaction (one commit), each decided by core's rule on its own locked
 * state: the rows of every item named (made on first use) locked FOR SHARE in id order, then the players' rows in
 * id order; their stakes read in a statement of its own; the writes of every accepted submission in one statement
 * with the commit, then which of the items have stakes. An item's silver flag change is announced once, by the
 * first submission of the group that staked on it.
 */
async function submitStakesTogether(db: Db, requests: readonly StakeRequest[]): Promise<(StakeAnswer | RequestError)[]> {
  const namedOf = requests.map(({ submitted, offered }) => [...new Set(submitted.map((entry) => entry.item_id))].filter((item) => offered.has(item)));
  const named = [...new Set(namedOf.flat())].sort((a, b) => a - b);
  const userIds = intArray(requests.map((request) => request.userId));
  const decided = await db.transaction(async (tx) => {
    const [, items, locked, current] = await tx.batch([
      { sql: 'INSERT INTO raffle_items (item_id) SELECT unnest($1::int[]) ON CONFLICT (item_id) DO NOTHING', params: [intArray(named)] },
      { sql: 'SELECT item_id, retired FROM raffle_items WHERE item_id = ANY($1::int[]) ORDER BY item_id FOR SHARE', params: [intArray(named)] },
      { sql: 'SELECT * FROM users WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', params: [userIds] },
      { sql: 'SELECT user_id, item_id, coins FROM stakes WHERE user_id = ANY($1::bigint[])', params: [userIds] },
    ]);
    const open = new Set(items!.rows.filter((row) => !row.retired).map((row) => Number(row.item_id)));
    const users = new Map(locked!.rows.map((row) => [Number(row.id), toUser(row)]));
    const stakesOf = new Map<number, Record<number, number>>();
    for (const row of current!.rows) {
      const stakes = stakesOf.get(Number(row.user_id)) ?? {};
      stakes[Number(row.item_id)] = Number(row.coins);
      stakesOf.set(Number(row.user_id), stakes);
    }
    const writes: { user: number; item: number; coins: number }[] = [];
    const debits: { user: number; delta: number; now: Date }[] = [];
    const outcomes = requests.map((request, index) => {
      const user = users.get(request.userId);
      if (!user) return new RequestError(new Error(`user ${request.userId} vanished`));
      const stakes = { ...(stakesOf.get(request.userId) ?? {}) };
      const verdict = submitRaffleStakes(
        { balance: user.coins, staked: stakes, lastSubmittedAtMs: user.lastStakeAt?.getTime() ?? null, offeredItemIds: namedOf[index]!.filter((item) => open.has(item)) },
        request.submitted,
        request.now.getTime(),
      );
      if (!verdict.ok) return { ok: false as const, failure: verdict };
      if (!verdict.value.startsCooldown) return { ok: true as const, balance: user.coins, stakes, itemIds: [] as number[], delta: 0 };
      const changed = verdict.value.changes;
      for (const change of changed) writes.push({ user: request.userId, item: change.item_id, coins: change.coins });
      const delta = changed.reduce((sum, change) => sum + change.coins - change.previous, 0);
      debits.push({ user: request.userId, delta, now: request.now });
      for (const change of changed) stakes[change.item_id] = change.coins;
      return { ok: true as const, balance: user.coins - delta, stakes, itemIds: changed.map((change) => change.item_id), delta };
    });
    const changedItems = [...new Set(writes.map((write) => write.item))];
    const [written, after] = await tx.finish(
      debits.length === 0
        ? []
        : [
            {
              sql: `WITH before AS (
                 SELECT item.item_id FROM unnest($1::int[]) AS item (item_id)
                 WHERE EXISTS (SELECT 1 FROM stakes s WHERE s.item_id = item.item_id AND s.coins > 0)
               ), upserted AS (
                 INSERT INTO stakes (user_id, item_id, coins)
                 SELECT * FROM unnest($2::bigint[], $3::int[], $4::int[]) AS staked (user_id, item_id, coins)
                 ON CONFLICT (user_id, item_id) DO UPDATE SET coins = EXCLUDED.coins
               ), debit AS (
                 SELECT * FROM unnest($5::bigint[], $6::int[], $7::timestamptz[]) AS debit (user_id, delta, created_at)
               ), ledger AS (
                 INSERT INTO coin_transactions (user_id, source, count, created_at)
                 SELECT user_id, 'raffle', -delta, created_at FROM debit WHERE delta <> 0
               ), updated AS (
                 UPDATE users SET coins = users.coins - debit.delta, last_stake_at = debit.created_at FROM debit WHERE users.id = debit.user_id RETURNING users.id, users.coins
               )
               SELECT (SELECT json_agg(json_build_array(id, coins)) FROM updated) AS balances, ARRAY(SELECT item_id FROM before) AS before`,
              params: [
                intArray(changedItems),
                intArray(writes.map((write) => write.user)),
                intArray(writes.map((write) => write.item)),
                intArray(writes.map((write) => write.coins)),
                intArray(debits.map((debit) => debit.user)),
                intArray(debits.map((debit) => debit.delta)),
                textArray(debits.map((debit) => debit.now.toISOString())),
              ],
            },
          ],
      debits.length === 0 ? [] : [stakedAmongStatement(changedItems)],
    );
    const row = written?.rows[0];
    const balances = new Map(jsonPairs<number, number>(row?.balances).map(([id, coins]) => [Number(id), Number(coins)]));
    return { outcomes, before: new Set(intList(row?.before ?? [])), after: new Set((after?.rows ?? []).map((entry) => Number(entry.item_id))), balances };
  });
  const announced = new Set<number>();
  return decided.outcomes.map((outcome, index) => {
    if (outcome instanceof RequestError || !outcome.ok) return outcome;
    const itemIds = outcome.itemIds.filter((item) => !announced.has(item));
    for (const item of itemIds) announced.add(item);
    const balance = decided.balances.get(requests[index]!.userId) ?? outcome.balance;
    return stakeAnswer({ balance, stakes: outcome.stakes, itemIds, before: decided.before, after: decided.after });
  });
}

/** A submission's answer: the balance, the stakes above zero and the silver flags it turned. */
function stakeAnswer(outcome: { balance: number; stakes: Record<number, number>; itemIds: readonly number[]; before: ReadonlySet<number>; after: ReadonlySet<number> }): StakeAnswer {
  const silverChanges = silverFlagChanges(outcome.itemIds, outcome.before, outcome.after);
  const positive = Object.fromEntries(Object.entries(outcome.stakes).filter(([, coins]) => coins > 0));
  return { ok: true, value: { balance: outcome.balance, stakes: positive, silverChanges } };
}

/** A chest payout as the group commit holds it (see {@link CoinLedger.payChest}). */
interface ChestPayoutRequest {
  userId: number;
  chestId: number;
  now: Date;
  decide: (state: ChestState) => Decision<number, unknown>;
}

type ChestPayoutAnswer = Decision<ChestPayout & { change: CoinChange }, unknown>;

/** One payout in a transaction of its own. */
function payChestAlone(db: Db, { userId, chestId, now, decide }: ChestPayoutRequest): Promise<ChestPayoutAnswer> {
  return db.transaction(async (tx) => {
    // The lock, then (in a statement of its own, which sees the previous holder's payout) the chest's
    // attempts and every chest paid so far; both in one round trip.
    const [locked, state] = await tx.batch([
      { sql: LOCK_USER, params: [userId] },
      {
        sql: `SELECT
           (SELECT json_agg(json_build_array(a.question, a.choice) ORDER BY a.id) FROM chest_attempts a WHERE a.user_id = $1 AND a.chest_id = $2) AS attempts,
           (SELECT json_agg(json_build_array(c.chest_id, c.coins)) FROM chest_submissions c WHERE c.user_id = $1) AS submitted`,
        params: [userId, chestId],
      },
    ]);
    lockedUser(locked!.rows, userId);
    const row = state!.rows[0]!;
    const submitted: Record<number, number> = Object.fromEntries(jsonPairs(row.submitted));
    const attempts = jsonPairs<number, string>(row.attempts).map(([question, choice]) => ({ question: Number(question), choice: String(choice) }));
    const decision = decide({ attempts, paidCoins: submitted[chestId] ?? null });
    if (!decision.ok) return decision;
    const coins = decision.value;
    // One statement, committed in the same round trip: the submission and the ledger row (their keys refuse a
    // second payout, failing the whole transaction) and the balance.
    const [written] = await tx.finish([
      {
        sql: `WITH submission AS (
           INSERT INTO chest_submissions (user_id, chest_id, coins, created_at) VALUES ($1, $2, $3, $4)
         ), ledger AS (
           INSERT INTO coin_transactions (user_id, source, count, ref, created_at) VALUES ($1, 'chest', $3, $5, $4)
         )
         UPDATE users SET coins = coins + $3 WHERE id = $1 RETURNING coins`,
        params: [userId, chestId, coins, now, String(chestId)],
      },
    ]);
    const balance = Number(written!.rows[0]!.coins);
    submitted[chestId] = coins;
    return { ok: true as const, value: { coins, balance, change: { userId, delta: coins, balance }, chestsSubmitted: submitted } };
  });
}

/**
 * Several players' payouts in one transaction (one commit): their rows locked in id order, then (in statements
 * of their own, which see the previous holders' commits) their attempts at the chests and their payouts so far;
 * each player's rule decides on that state; the approved payouts are written in one statement with the commit.
 */
async function payChestsTogether(db: Db, requests: readonly ChestPayoutRequest[]): Promise<(ChestPayoutAnswer | RequestError)[]> {
  const userIds = intArray(requests.map((request) => request.userId));
  return db.transaction(async (tx) => {
    const [locked, attempts, paid] = await tx.batch([
      ...lockPlayersAndReadAttempts(requests),
      { sql: 'SELECT user_id, chest_id, coins FROM chest_submissions WHERE user_id = ANY($1::bigint[])', params: [userIds] },
    ]);
    const present = new Set(locked!.rows.map((row) => Number(row.id)));
    const attemptsOf = attemptsByPlayer(attempts!.rows);
    const submittedOf = new Map<number, Record<number, number>>();
    for (const row of paid!.rows) {
      const submitted = submittedOf.get(Number(row.user_id)) ?? {};
      submitted[Number(row.chest_id)] = Number(row.coins);
      submittedOf.set(Number(row.user_id), submitted);
    }
    const answers: (ChestPayoutAnswer | RequestError | { coins: number })[] = requests.map((request) => {
      if (!present.has(request.userId)) return new RequestError(new Error(`user ${request.userId} vanished`));
      const submitted = submittedOf.get(request.userId) ?? {};
      const decision = request.decide({ attempts: attemptsOf.get(request.userId) ?? [], paidCoins: submitted[request.chestId] ?? null });
      return decision.ok ? { coins: decision.value } : decision;
    });
    const approved = requests.filter((_request, index) => 'coins' in answers[index]!);
    const coins = approved.map((request) => (answers[requests.indexOf(request)] as { coins: number }).coins);
    const [written] = await tx.finish(
      approved.length === 0
        ? []
        : [
            {
              sql: `WITH paid AS (
                 SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::timestamptz[]) AS paid (user_id, chest_id, coins, created_at)
               ), submission AS (
                 INSERT INTO chest_submissions (user_id, chest_id, coins, created_at) SELECT user_id, chest_id, coins, created_at FROM paid
               ), ledger AS (
                 INSERT INTO coin_transactions (user_id, source, count, ref, created_at) SELECT user_id, 'chest', coins, chest_id::text, created_at FROM paid
               )
               UPDATE users SET coins = users.coins + paid.coins FROM paid WHERE users.id = paid.user_id RETURNING users.id, users.coins`,
              params: [intArray(approved.map((request) => request.userId)), intArray(approved.map((request) => request.chestId)), intArray(coins), textArray(approved.map((request) => request.now.toISOString()))],
            },
          ],
    );
    const balances = new Map((written?.rows ?? []).map((row) => [Number(row.id), Number(row.coins)]));
    return answers.map((answer, index) => {
      if (!('coins' in answer)) return answer;
      const { userId, chestId } = requests[index]!;
      const balance = balances.get(userId)!;
      const chestsSubmitted = { ...(submittedOf.get(userId) ?? {}), [chestId]: answer.coins };
      return { ok: true as const, value: { coins: answer.coins, balance, change: { userId, delta: answer.coins, balance }, chestsSubmitted } };
    });
  });
}

// ---- movements inside a caller's transaction ---------------------------------------------------------------

/**
 * Adds an earning (signup bonus, referral reward, demo grant) to the ledger and the balance, at most once per
 * (source, ref): the unique ledger key decides. @returns the change, or null if it was already paid.
 */
export async function earnCoins(tx: Pick<DbTransaction, 'query'>, userId: number, source: 'signup' | 'referral' | 'demo', count: number, ref: string, now: Date): Promise<CoinChange | null> {
  const inserted = await tx.query(
    `INSERT INTO coin_transactions (user_id, source, count, ref, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, source, ref) DO NOTHING RETURNING id`,
    [userId, source, count, ref, now],
  );
  if (inserted.rows.length === 0) return null;
  const { rows } = await tx.query('UPDATE users SET coins = coins + $2 WHERE id = $1 RETURNING coins', [userId, count]);
  return { userId, delta: count, balance: Number(rows[0]!.coins) };
}

/**
 * {@link earnCoins}'s signup bonus for many accounts at once, in one statement (the benchmark seeds thousands of
 * players): a `signup` row and the balance for each account of `userIds` not paid yet, the unique ledger key
 * deciding as for one. @returns how many were paid.
 */
export async function earnSignupBonuses(db: Pick<Db, 'query'>, userIds: readonly number[], count: number, now: Date): Promise<number> {
  const { rows } = await db.query(
    `WITH paid AS (
       INSERT INTO coin_transactions (user_id, source, count, ref, created_at)
       SELECT user_id, 'signup', $2, 'signup', $3 FROM unnest($1::bigint[]) AS account (user_id) ORDER BY user_id
       ON CONFLICT (user_id, source, ref) DO NOTHING RETURNING user_id
     )
     UPDATE users u SET coins = u.coins + $2 FROM paid WHERE u.id = paid.user_id RETURNING u.id`,
    [intArray(userIds), count, now],
  );
  return rows.length;
}

/**
 * Pays what a first email verification earns: the player's signup bonus and, for an invited player, the
 * inviter's referral reward (an inviter still a player and not a demo copy, whose row is locked first, with
 * fewer than core's REFERRAL_REWARD_LIMIT rewards; decision 0198). Each at most once (unique ledger keys). @returns the changes to announce.
 */
export async function payVerificationBonuses(
  tx: Pick<DbTransaction, 'query'>,
  player: { id: number; role: string; referredBy: number | null },
  bonus: { signup: number; referral: number },
  now: Date,
): Promise<CoinChange[]> {
  if (player.role !== 'Player') return [];
  const changes: CoinChange[] = [];
  const signup = await earnCoins(tx, player.id, 'signup', bonus.signup, 'signup', now);
  if (signup) changes.push(signup);
  if (player.referredBy !== null) {
    const referrer = await tx.query("SELECT id FROM users WHERE id = $1 AND role = 'Player' AND sandbox_of IS NULL FOR UPDATE", [player.referredBy]);
    // Counted under the referrer's lock: verifications on several processes at once never pass the limit.
    const rewarded = referrer.rows[0]
      ? Number((await tx.query("SELECT count(*) AS count FROM coin_transactions WHERE user_id = $1 AND source = 'referral'", [Number(referrer.rows[0].id)])).rows[0]!.count)
      : 0;
    if (referrer.rows[0] && referralRewardAllowed(rewarded)) {
      const reward = await earnCoins(tx, Number(referrer.rows[0].id), 'referral', bonus.referral, String(player.id), now);
      if (reward) changes.push(reward);
    }
  }
  return changes;
}

/**
 * An organizer's coin adjustment: locks the player's row, checks core's `validateCoinAdjustment` on the locked
 * balance, and writes the `adjustment` row (its reason as the note) and the balance.
 */
export async function adjustCoins(
  tx: Pick<DbTransaction, 'query'>,
  userId: number,
  adjustment: { delta: number; reason: string },
  now: Date,
): Promise<Decision<{ entry: ConsoleLedgerEntry; before: number; balance: number }, AdjustmentRefusal>> {
  const { rows } = await tx.query('SELECT id, role, coins FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const player = rows[0];
  if (!player) return { ok: false, failure: { reason: 'unknown' } };
  if (player.role !== 'Player') return { ok: false, failure: { reason: 'not-player' } };
  const before = Number(player.coins);
  const problems = validateCoinAdjustment(adjustment, before);
  if (Object.keys(problems).length > 0) return { ok: false, failure: { reason: 'invalid', problems } };
  const inserted = await tx.query(
    "INSERT INTO coin_transactions (user_id, source, count, note, created_at) VALUES ($1, 'adjustment', $2, $3, $4) RETURNING id, source, count, note, created_at",
    [userId, adjustment.delta, adjustment.reason, now],
  );
  const updated = await tx.query('UPDATE users SET coins = coins + $2 WHERE id = $1 RETURNING coins', [userId, adjustment.delta]);
  return { ok: true, value: { entry: toLedgerEntry(inserted.rows[0]!), before, balance: Number(updated.rows[0]!.coins) } };
}

/**
 * Makes the raffle items' retired flags, which stake submissions check under lock, those of the event being
 * stored (a retire or restore in the console, an import, any edit) (docs/decisions/0039-stakes-and-retires-
 * serialized.md). Writing an item's `raffle_items` row locks it: a stake submission holding it FOR SHARE
 * finishes first, one arriving later waits and then reads the new flag. The rows that change are written in
 * one statement, in id order (the lock order); then each item that became retired gives every stake on it back,
 * read afresh under that lock: stake 0, a positive raffle row, the balance. Items already as the event says are
 * not locked. @returns the stakes given back.
 */
export async function syncRaffleItems(tx: Pick<DbTransaction, 'query'>, items: readonly { item_id: number; retired?: boolean | undefined }[], now: Date): Promise<StakeRefund[]> {
  const { rows } = await tx.query('SELECT item_id, retired FROM raffle_items WHERE item_id = ANY($1::int[])', [intArray(items.map((item) => item.item_id))]);
  const stored = new Map(rows.map((row) => [Number(row.item_id), Boolean(row.retired)]));
  const changed = items.filter((item) => stored.get(item.item_id) !== (item.retired === true)).sort((a, b) => a.item_id - b.item_id);
  if (changed.length === 0) return [];
  await tx.query(
    `INSERT INTO raffle_items (item_id, retired)
     SELECT item_id, retired FROM unnest($1::int[], $2::boolean[]) AS item (item_id, retired) ORDER BY item_id
     ON CONFLICT (item_id) DO UPDATE SET retired = EXCLUDED.retired`,
    [intArray(changed.map((item) => item.item_id)), `{${changed.map((item) => (item.retired === true ? 't' : 'f')).join(',')}}`],
  );
  const refunds: StakeRefund[] = [];
  for (const item of changed) if (item.retired === true) refunds.push(...(await refundStakes(tx, item.item_id, now)));
  return refunds;
}

/** Gives every stake on an item back, the item's row being locked by the caller: players locked in id order. */
async function refundStakes(tx: Pick<DbTransaction, 'query'>, itemId: number, now: Date): Promise<StakeRefund[]> {
  // A fresh statement under the item's lock: every stake committed on the item is here, and no new one comes.
  const staked = await tx.query('SELECT user_id, coins FROM stakes WHERE item_id = $1 AND coins > 0 ORDER BY user_id', [itemId]);
  const present = await lockUsers(tx, staked.rows.map((row) => Number(row.user_id)));
  const refunds = staked.rows.map(toRefund).filter((refund) => present.has(refund.userId));
  if (refunds.length === 0) return [];
  const { rows } = await tx.query(
    `WITH refund AS (
       SELECT * FROM unnest($2::bigint[], $3::int[]) AS refund (user_id, coins)
     ), zeroed AS (
       UPDATE stakes s SET coins = 0 FROM refund r WHERE s.item_id = $1 AND s.user_id = r.user_id
     ), ledger AS (
       INSERT INTO coin_transactions (user_id, source, count, note, created_at)
       SELECT user_id, 'raffle', coins, $4, $5 FROM refund ORDER BY user_id
     )
     UPDATE users u SET coins = u.coins + r.coins FROM refund r WHERE u.id = r.user_id RETURNING u.id, u.coins`,
    [itemId, intArray(refunds.map((refund) => refund.userId)), intArray(refunds.map((refund) => refund.coins)), `item ${itemId} retired: stake given back`, now],
  );
  const balances = new Map(rows.map((row) => [Number(row.id), Number(row.coins)]));
  return refunds.map((refund) => ({ ...refund, balance: balances.get(refund.userId)! }));
}

function toRefund(row: Row): StakeRefund {
  return { userId: Number(row.user_id), coins: Number(row.coins), balance: 0 };
}

/** A ledger row as the console lists it. */
export function toLedgerEntry(row: Row): ConsoleLedgerEntry {
  return {
    id: Number(row.id),
    source: String(row.source),
    count: Number(row.count),
    note: textOrNull(row.note),
    created_at: toDate(row.created_at).toISOString(),
  };
}

/**
 * Clears play for the next event (docs/decisions/0110-event-after-event.md), inside the archiving transaction
 * that already holds the console's state row: every raffle item row, then every player row, locked in the
 * ledger's lock order (a stake in flight finishes first, one arriving later finds its account gone), then the
 * event's play removed: draws and commitments, challenge winners, picks and ratings, answers, chest attempts,
 * stakes, the coin ledger, the raffle items' rows, and the player accounts (their sessions and mail tokens with
 * them; the caller ends their open sessions through the broadcaster once this commits, which also drops them
 * from every process's read cache). Partner and organizer accounts stay, with no coins. The results' state
 * starts over. @returns the ids of the player accounts that went.
 */
export async function clearPlayForNextEvent(tx: Pick<DbTransaction, 'query'>): Promise<number[]> {
  await tx.query('SELECT item_id FROM raffle_items ORDER BY item_id FOR UPDATE');
  const players = await tx.query("SELECT id FROM users WHERE role = 'Player' ORDER BY id FOR UPDATE");
  for (const sql of [
    'DELETE FROM draw_winners',
    'DELETE FROM draws',
    'DELETE FROM draw_commitments',
    'DELETE FROM challenge_winners',
    'DELETE FROM challenge_picks',
    'DELETE FROM challenge_ratings',
    'DELETE FROM challenge_submissions',
    'DELETE FROM chest_submissions',
    'DELETE FROM chest_attempts',
    'DELETE FROM stakes',
    'DELETE FROM coin_transactions',
    'DELETE FROM raffle_items',
    "DELETE FROM users WHERE role = 'Player'",
    'UPDATE users SET coins = 0, last_stake_at = NULL WHERE coins <> 0 OR last_stake_at IS NOT NULL',
    "UPDATE console_state SET results_state = 'auto', results_published_at = NULL WHERE id = 1",
  ])
    await tx.query(sql);
  return players.rows.map((row) => Number((row as { id: number | string }).id));
}
