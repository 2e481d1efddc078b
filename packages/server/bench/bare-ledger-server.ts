import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The write baseline (issue 33): bare Fastify with a pg pool, no login, no validation, no rule, no group commit,
 * making the row changes of a stake and of a chest payout in one PostgreSQL transaction each, in its own
 * process. It writes copies of the ledger's tables in a schema of its own (`bench_bare`, made from the game's
 * tables with `LIKE`, the seeded players copied in), never the game's: `db/ledger.ts` stays the only writer of
 * coins (docs/decisions/0130). `DATABASE_URL` names the bench's database.
 *
 * `POST /stake {user_id, item_id, coins}`: the item's row FOR SHARE, the player's FOR UPDATE, then the stake
 * upserted, the ledger row and the balance in one statement, COMMIT. `POST /chest {user_id, chest_id, coins}`:
 * the player's row FOR UPDATE, the chest's attempts and whether it was paid read, then the payout, the ledger
 * row and the balance in one statement, COMMIT.
 */
const TABLES = ['users', 'raffle_items', 'stakes', 'coin_transactions', 'chest_attempts', 'chest_submissions'];

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
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

/** Runs `work` in one transaction on one pooled connection. */
async function transaction(work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const app = Fastify({ logger: false });
app.post<{ Body: { user_id: number; item_id: number; coins: number } }>('/stake', async (request) => {
  const { user_id: userId, item_id: itemId, coins } = request.body;
  await transaction(async (client) => {
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
  return { ok: true };
});
app.post<{ Body: { user_id: number; chest_id: number; coins: number } }>('/chest', async (request) => {
  const { user_id: userId, chest_id: chestId, coins } = request.body;
  await transaction(async (client) => {
    await client.query('SELECT id FROM bench_bare.users WHERE id = $1 FOR UPDATE', [userId]);
    await client.query('SELECT question, choice FROM bench_bare.chest_attempts WHERE user_id = $1 AND chest_id = $2 ORDER BY id', [userId, chestId]);
    await client.query('SELECT 1 FROM bench_bare.chest_submissions WHERE user_id = $1 AND chest_id = $2', [userId, chestId]);
    await client.query(
      `WITH paid AS (
         INSERT INTO bench_bare.chest_submissions (user_id, chest_id, coins, created_at) VALUES ($1, $2, $3, now())
       ), ledger AS (
         INSERT INTO bench_bare.coin_transactions (user_id, source, count, ref, created_at) VALUES ($1, 'chest', $3, $2::text, now())
       )
       UPDATE bench_bare.users SET coins = coins + $3 WHERE id = $1 RETURNING coins`,
      [userId, chestId, coins],
    );
  });
  return { ok: true };
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port });
process.on('message', (request: { type: string }) => {
  if (request.type === 'cpu') {
    const usage = process.cpuUsage();
    process.send?.({ type: 'cpu', micros: usage.user + usage.system, systemMicros: usage.system });
  } else {
    void app.close().then(() => pool.end()).then(() => process.exit(0));
  }
});
