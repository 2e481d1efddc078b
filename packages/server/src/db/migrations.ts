import type { Db } from './db.js';
import { INITIAL_SCHEMA } from './migrations/001-initial.js';
import { ORGANIZER_TABLES } from './migrations/002-organizer.js';
import { CONSOLE_TABLES } from './migrations/010-console.js';
import { RAFFLE_ITEMS } from './migrations/011-raffle-items.js';
import { BAN_REASON } from './migrations/012-ban-reason.js';
import { INVITATION_PENDING } from './migrations/013-invitation-pending.js';
import { ARCHIVED_EVENTS } from './migrations/014-archived-events.js';
import { FIRST_ORGANIZER_LINKS } from './migrations/015-first-organizer-links.js';
import type { Migration } from './migrations/migration.js';

export type { Migration } from './migrations/migration.js';

/**
 * The one SQL schema, as ordered migrations (TypeScript strings, so the build needs no file copying).
 * Never edit an applied migration: add a new one.
 *
 * Ledger design: `users.coins` is the balance not yet staked and always equals the sum of the player's
 * `coin_transactions` (append-only: an UPDATE is refused by a trigger). Earnings are positive rows; a stake
 * submission is one `raffle` row whose count is minus the change of the player's total stake. Unique keys
 * `(user_id, source, ref)` make a second signup bonus, referral reward or chest payout impossible.
 */
const MIGRATIONS: readonly Migration[] = [
  INITIAL_SCHEMA,
  ORGANIZER_TABLES,
  CONSOLE_TABLES,
  RAFFLE_ITEMS,
  BAN_REASON,
  INVITATION_PENDING,
  ARCHIVED_EVENTS,
  FIRST_ORGANIZER_LINKS,
];

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction. On PostgreSQL
 * an advisory lock makes concurrent starts of several processes apply each migration exactly once.
 * @returns the versions applied by this call.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  // Under the same lock: two processes creating the table at once would otherwise collide in the catalogue.
  await db.transaction(async (tx) => {
    if (tx.engine === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  });
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const done = await db.transaction(async (tx) => {
      if (tx.engine === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727274)');
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (existing.rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** Splits a migration into statements at semicolons that end a line outside `$$` bodies. Pure. */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of sql.split('\n')) {
    current += line + '\n';
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && line.trimEnd().endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
