import {
  silverFlagChanges,
  submitRaffleStakes,
  type RaffleSubmissionRefusal,
  type SubmittedStake,
  type ValidationErrors,
} from '@dubloon-quest/core';
import { validateCoinAdjustment, type ConsoleLedgerEntry } from '@dubloon-quest/core/console';
import type { Db, DbTransaction, Row } from './db.js';
import type { ChestState } from './chests.repository.js';
import type { Decision } from './decision.js';
import { intArray, intList, jsonPairs, textOrNull, stakedAmongStatement, toDate } from './row-values.js';
import { LOCK_USER, lockedUser, lockUsers } from './users.js';

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
export type AdjustmentRefusal = { reason: 'unknown' } | { reason: 'not-player' } | { reason: 'invalid'; problems: ValidationErrors };

/** The ledger's reads and its own transactions (stakes, chest payouts), over {@link Db}. */
export class CoinLedger {
  constructor(readonly db: Db) {}

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
    const offered = new Set(offeredItemIds);
    const named = [...new Set(submitted.map((entry) => entry.item_id))].filter((item) => offered.has(item)).sort((a, b) => a - b);
    const outcome = await this.db.transaction(async (tx) => {
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
    if (!outcome.ok) return outcome;
    const after = outcome.value.after;
    const silverChanges = silverFlagChanges(outcome.value.itemIds, outcome.value.before, after);
    const positive = Object.fromEntries(Object.entries(outcome.value.stakes).filter(([, coins]) => coins > 0));
    return { ok: true, value: { balance: outcome.value.balance, stakes: positive, silverChanges } };
  }

  /**
   * Pays a chest once, under the player's row lock: `decide` (core's chest rule, as the handler applies it) sees
   * the attempts and whether the chest was paid, and returns the coins to pay (0 to 9). The primary key of
   * `chest_submissions` and the unique ledger key are the backstops against a second payout.
   */
  async payChest<F>(userId: number, chestId: number, now: Date, decide: (state: ChestState) => Decision<number, F>): Promise<Decision<ChestPayout & { change: CoinChange }, F>> {
    return this.db.transaction(async (tx) => {
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
 * inviter's referral reward (an inviter still a player and not a demo copy, whose row is locked first). Each at
 * most once (unique ledger keys). @returns the changes to announce.
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
    if (referrer.rows[0]) {
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
 * them; their open sockets hear `session_ended` at the realtime sweep's next pass). Partner and organizer
 * accounts stay, with no coins. The results' state starts over. @returns how many player accounts went.
 */
export async function clearPlayForNextEvent(tx: Pick<DbTransaction, 'query'>): Promise<number> {
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
  return players.rows.length;
}
