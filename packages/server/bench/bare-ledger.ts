import pg from 'pg';

/**
 * The bare one-transaction writes of the benchmark's baselines (issue 33): no login, no validation, no rule,
 * no group commit. They write copies of the ledger's tables in a schema of their own (`bench_bare`, made from
 * the game's tables with `LIKE`, the seeded players copied in), never the game's: `db/ledger.ts` stays the only
 * writer of coins (docs/decisions/0130).
 */
const TABLES = ['users', 'raffle_items', 'stakes', 'coin_transactions', 'chest_attempts', 'chest_submissions'];

/** Opens a pool on the bench's database and makes the `bench_bare` schema afresh. */
export async function openBareLedger(databaseUrl: string | undefined): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const setup = await pool.connect();
  try {
    await setup.query('DROP SCHEMA IF EXISTS bench_bare CASCADE; CREATE SCHEMA bench_bare');
    for (const table of TABLES) await setup.query(`CREATE TABLE bench_bare.${table} (LIKE public.${table} INCLUDING ALL)`);
    await setup.query('INSERT INTO bench_bare.users SELECT * FROM public.users');
    await setup.query('INSERT INTO bench_bare.chest_attempts SELECT * FROM public.chest_attempts');
    await setup.query('INSERT INTO bench_bare.raffle_items (item_id) SELECT generate_series(1, 20) ON CONFLICT DO NOTHING');
    await setup.query('VACUUM ANALYZE bench_bare.users, bench_bare.chest_attempts, bench_bare.raffle_items');
  } finally {
    setup.release();
  }
  return pool;
}

/** Runs `work` in one transaction on one pooled connection. */
async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** A stake's row changes: the item's row FOR SHARE, the player's FOR UPDATE, then the stake upserted, the ledger row and the balance in one statement. */
export async function bareStake(pool: pg.Pool, userId: number, itemId: number, coins: number): Promise<void> {
  await transaction(pool, async (client) => {
    await client.query('SELECT item_id, retired FROM bench_bare.raffle_items WHERE item_id = $1 FOR SHARE', [itemId]);
    await client.query('SELECT * FROM bench_bare.users WHERE id = $1 FOR UPDATE', [userId]);
    await client.query(
      `WITH staked AS (
         INSERT INTO bench_bare.stakes (user_id, item_id, coins) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, item_id) DO UPDATE SET coins = EXCLUDED.coins RETURNING user_id
       ), ledger AS (
         INSERT INTO bench_bare.coin_transactions (user_id, source, count, created_at) VALUES ($1, 'raffle', -$3::int, now())
       )
       UPDATE bench_bare.users SET coins = coins - $3::int, last_stake_at = now() WHERE id = $1 RETURNING coins`,
      [userId, itemId, coins],
    );
  });
}

/**
 * A chest payout's row changes: the player's row FOR UPDATE, the chest's attempts and whether it was paid read,
 * then the payout, the ledger row and the balance in one statement. Answers the new balance once committed.
 */
export async function bareChestPayout(pool: pg.Pool, userId: number, chestId: number, coins: number): Promise<number> {
  return transaction(pool, async (client) => {
    await client.query('SELECT id FROM bench_bare.users WHERE id = $1 FOR UPDATE', [userId]);
    await client.query('SELECT question, choice FROM bench_bare.chest_attempts WHERE user_id = $1 AND chest_id = $2 ORDER BY id', [userId, chestId]);
    await client.query('SELECT 1 FROM bench_bare.chest_submissions WHERE user_id = $1 AND chest_id = $2', [userId, chestId]);
    const { rows } = await client.query<{ coins: number }>(
      `WITH paid AS (
         INSERT INTO bench_bare.chest_submissions (user_id, chest_id, coins, created_at) VALUES ($1, $2, $3, now())
       ), ledger AS (
         INSERT INTO bench_bare.coin_transactions (user_id, source, count, ref, created_at) VALUES ($1, 'chest', $3, $2::text, now())
       )
       UPDATE bench_bare.users SET coins = coins + $3 WHERE id = $1 RETURNING coins`,
      [userId, chestId, coins],
    );
    return Number(rows[0]!.coins);
  });
}
