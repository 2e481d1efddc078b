import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Db, DbTransaction, Row } from './db.js';
import { migrate, MIGRATIONS, MIGRATIONS_TABLE, recordedSchemaVersion, SCHEMA_VERSION } from './migrations.js';

/**
 * A logical backup of the game's database (docs/decisions/0141): every table's rows as JSON, read in one
 * REPEATABLE READ transaction (one snapshot while the game goes on), gzip-compressed JSON lines. The same file
 * restores into either engine and into a newer version of the code.
 */

/** The first line of a backup: what made it, when, and of which event. */
interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The server package's version that made it. */
  appVersion: string;
  /** The last migration of the database it was made of. */
  schemaVersion: number;
  createdAt: string;
  /** The event's name (the imported event's, else the server's event file's). */
  event: string;
  engine: Db['engine'];
  /** The access tokens' key, so that players stay logged in after a restore; null when it lives in `TOKEN_SECRET`. */
  tokenSecret: string | null;
}

/** A backup's rows per table, and what the restore checks it read whole. */
export interface BackupSummary {
  header: BackupHeader;
  rows: Record<string, number>;
}

const BACKUP_FORMAT = 'dubloon-quest-backup';
const FORMAT_VERSION = 1;
/** Rows per line of the file and per statement of a restore. */
const PAGE_ROWS = 1_000;

/** This code's version, from the server package's manifest (the same two folders up from src/ and dist/). */
const APP_VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** A backup that cannot be restored here: the message says why and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

type Line = { header: BackupHeader } | { table: string; rows: Row[] } | { sequences: { name: string; value: number; called: boolean }[] } | { end: Record<string, number> };

/**
 * Reads the whole database in one snapshot and answers the backup file's bytes. On the embedded database the
 * game's statements wait meanwhile (its transactions never overlap): the rows are read into memory and
 * compressed after the transaction, so the wait is the reading alone.
 */
export async function makeBackup(db: Db, meta: { now: Date; event: string; tokenSecret: string | null }): Promise<{ data: Buffer; summary: BackupSummary }> {
  const lines: Line[] = [];
  const counts: Record<string, number> = {};
  let header: BackupHeader | null = null;
  await db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const stored = await tx.query('SELECT name FROM organizer_event WHERE id = 1');
    header = {
      format: BACKUP_FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: APP_VERSION,
      schemaVersion: await recordedSchemaVersion(tx),
      createdAt: meta.now.toISOString(),
      event: stored.rows[0] ? String(stored.rows[0].name) : meta.event,
      engine: db.engine,
      tokenSecret: meta.tokenSecret,
    };
    lines.push({ header });
    for (const table of await tablesInLoadOrder(tx)) {
      const order = await primaryKey(tx, table);
      // One text per table: the database builds the JSON, the fastest read on either engine.
      const { rows } = await tx.query<{ rows: string }>(`SELECT COALESCE(jsonb_agg(to_jsonb(t) ORDER BY ${order}), '[]')::text AS rows FROM "${table}" t`);
      const all = JSON.parse(rows[0]!.rows) as Row[];
      counts[table] = all.length;
      for (let start = 0; start < all.length; start += PAGE_ROWS) lines.push({ table, rows: all.slice(start, start + PAGE_ROWS) });
    }
    const sequences = await tx.query(
      `SELECT sequencename AS name, COALESCE(last_value, start_value) AS value, last_value IS NOT NULL AS called FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`,
    );
    lines.push({ sequences: sequences.rows.map((row) => ({ name: String(row.name), value: Number(row.value), called: row.called === true })) });
  });
  lines.push({ end: counts });
  const data = gzipSync(lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
  return { data, summary: { header: header!, rows: counts } };
}

/**
 * Reads a backup file and checks it whole before anything is written: its format, that this version can read
 * it (not made by a newer one), and that it ends where it should (not cut short).
 * @throws BackupError saying what is wrong.
 */
export function readBackup(data: Buffer): { summary: BackupSummary; lines: Line[] } {
  let lines: Line[];
  try {
    lines = gunzipSync(data)
      .toString('utf8')
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => JSON.parse(line) as Line);
  } catch {
    throw new BackupError('This file is not a Dubloon Quest backup (it is not gzip-compressed JSON lines), or it is damaged.');
  }
  const first = lines[0];
  if (!first || !('header' in first) || first.header.format !== BACKUP_FORMAT) throw new BackupError('This file is not a Dubloon Quest backup (its first line is no backup header).');
  const { header } = first;
  if (header.formatVersion > FORMAT_VERSION || header.schemaVersion > SCHEMA_VERSION || newerVersion(header.appVersion, APP_VERSION))
    throw new BackupError(
      `This backup was made by Dubloon Quest ${header.appVersion} (database schema ${header.schemaVersion}), newer than this version ${APP_VERSION} (schema ${SCHEMA_VERSION}). ` +
        `Restore it with version ${header.appVersion} or later.`,
    );
  const last = lines.at(-1);
  if (!last || !('end' in last)) throw new BackupError('This backup is incomplete: it stops before its end (was it copied or written whole?).');
  return { summary: { header, rows: last.end }, lines };
}

/**
 * Restores a backup read by {@link readBackup} into an empty database: builds the backup's own schema, loads
 * every row in one transaction, sets the sequences, then applies this code's later migrations.
 * @throws BackupError when the database is not empty and `replace` is not set.
 */
export async function restoreBackup(db: Db, backup: { summary: BackupSummary; lines: Line[] }, options: { replace: boolean }): Promise<void> {
  if (!options.replace && (await holdsTables(db))) throw new BackupError('The database is not empty: restore into an empty one, or replace everything it holds with --force.');
  if (options.replace) await dropEverything(db);
  await migrate(db, MIGRATIONS, { upTo: backup.summary.header.schemaVersion });
  await db.transaction(async (tx) => {
    const tables = await tablesInLoadOrder(tx);
    // A migration may have written rows of its own (the console's state row): the backup's replace them.
    await tx.query(`TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')}`);
    for (const table of tables) {
      for (const line of backup.lines) {
        if ('table' in line && line.table === table)
          await tx.query(`INSERT INTO "${table}" SELECT * FROM jsonb_populate_recordset(NULL::"${table}", $1::jsonb)`, [JSON.stringify(line.rows)]);
      }
    }
    for (const line of backup.lines) {
      if (!('sequences' in line)) continue;
      for (const sequence of line.sequences) await tx.query('SELECT setval($1::regclass, $2, $3)', [`"${sequence.name}"`, sequence.value, sequence.called]);
    }
  });
  await migrate(db);
}

/** Whether `candidate` is a later version than `current` (x.y.z, numerically). Pure. */
function newerVersion(candidate: string, current: string): boolean {
  const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map((part) => Number.parseInt(part, 10) || 0);
  const [a, b] = [parts(candidate), parts(current)];
  for (let index = 0; index < 3; index += 1) if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) > (b[index] ?? 0);
  return false;
}

/** The game's tables (not the migrations' own), each after the tables its foreign keys name. */
async function tablesInLoadOrder(tx: Pick<DbTransaction, 'query'>): Promise<string[]> {
  const tables = await tx.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relname <> $1 ORDER BY 1`,
    [MIGRATIONS_TABLE],
  );
  const references = await tx.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
      WHERE k.contype = 'f' AND child.relnamespace = current_schema()::regnamespace AND child.oid <> parent.oid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const reference of references.rows) if (reference.child === table) visit(reference.parent, path);
    ordered.push(table);
  };
  for (const { name } of tables.rows) visit(name, new Set());
  return ordered;
}

/** A table's primary key columns, to read rows in key order (a row naming another of its table comes after it). */
async function primaryKey(tx: Pick<DbTransaction, 'query'>, table: string): Promise<string> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    [`"${table}"`],
  );
  return rows.length > 0 ? rows.map((row) => `"${row.name}"`).join(', ') : 'to_jsonb(t)::text';
}

async function holdsTables(db: Db): Promise<boolean> {
  const { rows } = await db.query(`SELECT count(*) AS count FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r'`);
  return Number(rows[0]?.count) > 0;
}

/** Empties the database's schema for a forced restore: its tables, functions and sequences go with it. */
async function dropEverything(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ schema: string }>('SELECT current_schema() AS schema');
    const schema = rows[0]!.schema;
    await tx.exec(`DROP SCHEMA "${schema}" CASCADE; CREATE SCHEMA "${schema}"`);
  });
}
