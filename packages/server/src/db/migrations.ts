import { createHash } from 'node:crypto';
import type { Db, DbTransaction } from './db.js';
import { INITIAL_SCHEMA } from './migrations/001-initial.js';
import { ORGANIZER_TABLES } from './migrations/002-organizer.js';
import { CONSOLE_TABLES } from './migrations/010-console.js';
import { RAFFLE_ITEMS } from './migrations/011-raffle-items.js';
import { BAN_REASON } from './migrations/012-ban-reason.js';
import { INVITATION_PENDING } from './migrations/013-invitation-pending.js';
import { ARCHIVED_EVENTS } from './migrations/014-archived-events.js';
import { FIRST_ORGANIZER_LINKS } from './migrations/015-first-organizer-links.js';
import { PLAYER_GROUPS } from './migrations/020-player-groups.js';
import { ACCOUNT_LANGUAGE } from './migrations/021-account-language.js';
import { SESSION_END_REASON } from './migrations/022-session-end-reason.js';
import { MAIL_LANGUAGE } from './migrations/023-mail-language.js';
import { ARCHIVED_PLAYERS } from './migrations/024-archived-players.js';
import { PLAYER_IMPORT_PROGRESS } from './migrations/030-player-import-progress.js';
import { CANONICAL_PLACES } from './migrations/031-canonical-places.js';
import { MAIL_PRIORITY } from './migrations/041-mail-priority.js';
import type { Migration } from './migrations/migration.js';

export type { Migration } from './migrations/migration.js';

/**
 * The one SQL schema, as ordered migrations (TypeScript strings, so the build needs no file copying).
 * Never edit an applied migration: add a new one (the runner refuses a database whose recorded checksum of a
 * migration differs from the code's).
 *
 * Ledger design: `users.coins` is the balance not yet staked and always equals the sum of the player's
 * `coin_transactions` (append-only: an UPDATE is refused by a trigger). Earnings are positive rows; a stake
 * submission is one `raffle` row whose count is minus the change of the player's total stake. Unique keys
 * `(user_id, source, ref)` make a second signup bonus, referral reward or chest payout impossible.
 */
export const MIGRATIONS: readonly Migration[] = [
  INITIAL_SCHEMA,
  ORGANIZER_TABLES,
  CONSOLE_TABLES,
  RAFFLE_ITEMS,
  BAN_REASON,
  INVITATION_PENDING,
  ARCHIVED_EVENTS,
  FIRST_ORGANIZER_LINKS,
  PLAYER_GROUPS,
  ACCOUNT_LANGUAGE,
  SESSION_END_REASON,
  MAIL_LANGUAGE,
  ARCHIVED_PLAYERS,
  PLAYER_IMPORT_PROGRESS,
  CANONICAL_PLACES,
  MAIL_PRIORITY,
];

/** The schema version this code brings a database to: its last migration's. */
export const SCHEMA_VERSION = Math.max(...MIGRATIONS.map((migration) => migration.version));

/** The table that records which migrations ran; never part of a backup's data (docs/decisions/0140). */
export const MIGRATIONS_TABLE = 'schema_migrations';

/** A database this code must not run on: its message says what is wrong and what to do. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** What a migration's checksum is taken of: its SQL, as the code holds it. Pure. */
export function migrationChecksum(migration: Migration): string {
  return createHash('sha256').update(migration.sql).digest('hex');
}

/** One key for every process migrating the same PostgreSQL database. */
const MIGRATION_LOCK = 727274;

export interface MigrateOptions {
  /** Applies only the migrations up to this version (a restore builds the backup's own schema first). */
  upTo?: number;
}

/**
 * Checks the recorded history against the code, then applies the migrations not yet recorded in
 * `schema_migrations`, each whole (PostgreSQL parses its statements, nothing here splits them) in its own
 * transaction with its checksum. On PostgreSQL an advisory lock makes concurrent starts of several processes
 * apply each migration exactly once.
 * @returns the versions applied by this call.
 * @throws MigrationError when a recorded migration is unknown to this code (the database is newer) or its
 * checksum differs from the code's (a released migration was edited); nothing is applied then.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS, options: MigrateOptions = {}): Promise<number[]> {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  // Under the same lock: two processes creating the table at once would otherwise collide in the catalogue.
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
    // Releases before checksums recorded none: their rows take the code's checksum once, and are checked from then on.
    await tx.query(`ALTER TABLE ${MIGRATIONS_TABLE} ADD COLUMN IF NOT EXISTS checksum TEXT`);
    for (const migration of ordered)
      await tx.query(`UPDATE ${MIGRATIONS_TABLE} SET checksum = $2 WHERE version = $1 AND checksum IS NULL`, [migration.version, migrationChecksum(migration)]);
    await checkHistory(tx, ordered);
  });
  const applied: number[] = [];
  for (const migration of ordered) {
    if (options.upTo !== undefined && migration.version > options.upTo) break;
    const done = await db.transaction(async (tx) => {
      await lock(tx);
      const existing = await tx.query(`SELECT 1 FROM ${MIGRATIONS_TABLE} WHERE version = $1`, [migration.version]);
      if (existing.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query(`INSERT INTO ${MIGRATIONS_TABLE} (version, name, checksum) VALUES ($1, $2, $3)`, [migration.version, migration.name, migrationChecksum(migration)]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** The highest migration recorded in a database, 0 when none ran. */
export async function recordedSchemaVersion(db: Pick<Db, 'query'>): Promise<number> {
  const { rows } = await db.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [MIGRATIONS_TABLE]);
  if (rows[0]?.present !== true) return 0;
  const versions = await db.query(`SELECT COALESCE(max(version), 0) AS version FROM ${MIGRATIONS_TABLE}`);
  return Number(versions.rows[0]?.version ?? 0);
}

async function lock(tx: DbTransaction): Promise<void> {
  if (tx.engine === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
}

/** Refuses a history the code does not know (a newer release ran) or whose checksum differs (an edited migration). */
async function checkHistory(tx: DbTransaction, migrations: readonly Migration[]): Promise<void> {
  const known = new Map(migrations.map((migration) => [migration.version, migration]));
  const { rows } = await tx.query(`SELECT version, name, checksum FROM ${MIGRATIONS_TABLE} ORDER BY version`);
  const unknown = rows.filter((row) => !known.has(Number(row.version)));
  if (unknown.length > 0) {
    const names = unknown.map((row) => `${String(row.version)} "${String(row.name)}"`).join(', ');
    throw new MigrationError(
      `This database was upgraded by a newer version of Dubloon Quest: its migration ${names} is unknown to this version, whose last migration is ${Math.max(0, ...known.keys())}. ` +
        'Run the newer version again, or restore a backup made by this version (docs/operating.md).',
    );
  }
  for (const row of rows) {
    const migration = known.get(Number(row.version))!;
    if (row.checksum !== migrationChecksum(migration))
      throw new MigrationError(
        `Migration ${migration.version} "${migration.name}" differs from the one that ran on this database (checksum ${String(row.checksum).slice(0, 12)}, the code has ${migrationChecksum(migration).slice(0, 12)}). ` +
          'A released migration must never change: put its text back as released (git log -p packages/server/src/db/migrations/) and make the change a new migration.',
      );
  }
}
