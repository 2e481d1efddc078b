/**
 * Backup and restore figures for issue 31: 1,000 players seeded as the benches seed them (bench/seed.ts), each
 * with a stake and a chest payout in the ledger, backed up (db/backup.ts) and restored into a fresh database,
 * on the embedded database and on PostgreSQL when BENCH_DATABASE_URL names an admin connection.
 *   npx tsx --conditions=@dubloon-quest/source bench/backup.ts [players]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { makeBackup, readBackup, restoreBackup } from '../src/db/backup.js';
import type { Db } from '../src/db/db.js';
import { openPgDb } from '../src/db/pg-db.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { seedPlayers } from './seed.js';

const players = Number(process.argv[2] ?? 1_000);

/** A stake of 10 coins and a chest payout of 6 per player, in the ledger's own shape (coins = the rows' sum). */
async function play(db: Db): Promise<void> {
  const now = new Date();
  await db.query(`INSERT INTO coin_transactions (user_id, source, count, ref, created_at) SELECT id, 'chest', 6, '1', $1 FROM users`, [now]);
  await db.query(`INSERT INTO stakes (user_id, item_id, coins) SELECT id, (id % 10) + 1, 10 FROM users`);
  await db.query(`INSERT INTO coin_transactions (user_id, source, count, created_at) SELECT id, 'raffle', -10, $1 FROM users`, [now]);
  await db.query(`UPDATE users SET coins = coins - 4, last_stake_at = $1`, [now]);
}

async function measure(engine: string, source: Db, target: () => Promise<Db>): Promise<void> {
  await seedPlayers(source, randomBytes(32).toString('hex'), players, 'backup');
  await play(source);
  let started = performance.now();
  const { data, summary } = await makeBackup(source, { now: new Date(), event: 'bench', tokenSecret: 'bench-key', signingSecret: 'bench-key' });
  const backupMs = performance.now() - started;
  const restored = await target();
  started = performance.now();
  await restoreBackup(restored, await readBackup(data, { tokenSecret: 'bench-key' }), { replace: false });
  const restoreMs = performance.now() - started;
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(`${engine}: ${players} players, ${rows} rows; backup ${(data.length / 1024).toFixed(0)} KB in ${(backupMs / 1000).toFixed(2)} s; restore ${(restoreMs / 1000).toFixed(2)} s`);
  await source.close();
  await restored.close();
}

await measure('embedded', await openPgliteDb(mkdtempSync(join(tmpdir(), 'dq-bench-a-'))), () => openPgliteDb(mkdtempSync(join(tmpdir(), 'dq-bench-b-'))));
const admin = process.env.BENCH_DATABASE_URL;
if (admin) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const names = [`dq_bench_${randomBytes(4).toString('hex')}`, `dq_bench_${randomBytes(4).toString('hex')}`];
  for (const name of names) await client.query(`CREATE DATABASE ${name}`);
  const urlOf = (name: string) => Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
  try {
    await measure('PostgreSQL', openPgDb(urlOf(names[0]!)), () => Promise.resolve(openPgDb(urlOf(names[1]!))));
  } finally {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
}
