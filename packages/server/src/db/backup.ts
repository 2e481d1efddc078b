import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createGunzip, gzipSync } from 'node:zlib';
import type { Db, DbTransaction, Row } from './db.js';
import { inTransaction } from './in-transaction.js';
import { migrate, MIGRATIONS, MIGRATIONS_TABLE, recordedSchemaVersion, SCHEMA_VERSION } from './migrations.js';

/**
 * A logical backup of the game's database (docs/decisions/0141): every table's rows as JSON, read in one
 * REPEATABLE READ transaction (one snapshot while the game goes on), gzip-compressed JSON lines. The same file
 * restores into either engine and into a newer version of the code. Since format 2 (decision 0197) the header
 * declares the file's size and longest line, which bound what a restore reads, and a last line signs the rest
 * with a key derived from the access tokens' key.
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
  /** Format 2: the bytes of every line after this one up to the end line, each with its line break. */
  dataBytes?: number;
  /** Format 2: the longest of those lines, in bytes. */
  longestLine?: number;
}

/** A backup's rows per table, and what the restore checks it read whole. */
export interface BackupSummary {
  header: BackupHeader;
  rows: Record<string, number>;
  /**
   * Whether its signature proved it was made with this installation's token key: false for a backup made before
   * signatures, or on an installation with another key (read only when the caller accepts unverified backups).
   */
  verified: boolean;
}

const BACKUP_FORMAT = 'dubloon-quest-backup';
const FORMAT_VERSION = 2;
/** Rows per line of the file and per statement of a restore, at most. */
const PAGE_ROWS = 1_000;
/** Bytes of rows per line at most (a single larger row takes a line of its own). */
const PAGE_BYTES = 4 * 1_048_576;

/** What a restore reads at most (decision 0197): the bounds of a file whose header declares none are the last three. */
interface ReadLimits {
  /** The header line's bytes. */
  headerBytes: number;
  /** How long reading may take, in milliseconds, plus {@link ReadLimits.msPerMiB} per declared MiB. */
  baseMs: number;
  msPerMiB: number;
  /** Format 1 (no declared sizes): the longest line, and the total as a multiple of the compressed file's size. */
  legacyLineBytes: number;
  legacyRatio: number;
  legacyMinBytes: number;
}

const DEFAULT_READ_LIMITS: ReadLimits = {
  headerBytes: 64 * 1024,
  baseMs: 120_000,
  msPerMiB: 200,
  legacyLineBytes: 64 * 1_048_576,
  legacyRatio: 100,
  legacyMinBytes: 64 * 1_048_576,
};

/** gzip never inflates by more than about 1,032 to 1: a header declaring more lies. */
const GZIP_MAX_RATIO = 1_100;

/** The key a backup is signed with: derived from the access tokens' key, never that key itself. Pure. */
function signingKey(tokenSecret: string): Buffer {
  return createHmac('sha256', tokenSecret).update('dubloon-quest backup signature').digest();
}

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
export async function makeBackup(
  db: Db,
  meta: { now: Date; event: string; tokenSecret: string | null; signingSecret: string },
): Promise<{ data: Buffer; summary: BackupSummary }> {
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
    for (const table of await tablesInLoadOrder(tx)) {
      const order = await primaryKey(tx, table);
      // One text per table: the database builds the JSON, the fastest read on either engine.
      const { rows } = await tx.query<{ rows: string }>(`SELECT COALESCE(jsonb_agg(to_jsonb(t) ORDER BY ${order}), '[]')::text AS rows FROM "${table}" t`);
      const all = JSON.parse(rows[0]!.rows) as Row[];
      counts[table] = all.length;
      let page: Row[] = [];
      let pageBytes = 0;
      for (const row of all) {
        const bytes = Buffer.byteLength(JSON.stringify(row));
        if (page.length > 0 && (page.length === PAGE_ROWS || pageBytes + bytes > PAGE_BYTES)) {
          lines.push({ table, rows: page });
          page = [];
          pageBytes = 0;
        }
        page.push(row);
        pageBytes += bytes + 1;
      }
      if (page.length > 0) lines.push({ table, rows: page });
    }
    const sequences = await tx.query(
      `SELECT sequencename AS name, COALESCE(last_value, start_value) AS value, last_value IS NOT NULL AS called FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`,
    );
    lines.push({ sequences: sequences.rows.map((row) => ({ name: String(row.name), value: Number(row.value), called: row.called === true })) });
  });
  lines.push({ end: counts });
  const body = lines.map((line) => `${JSON.stringify(line)}\n`);
  const dataBytes = body.reduce((sum, line) => sum + Buffer.byteLength(line), 0);
  const longestLine = body.reduce((longest, line) => Math.max(longest, Buffer.byteLength(line) - 1), 0);
  const signed = `${JSON.stringify({ header: { ...header!, dataBytes, longestLine } })}\n${body.join('')}`;
  const signature = createHmac('sha256', signingKey(meta.signingSecret)).update(signed).digest('hex');
  const data = gzipSync(`${signed}${JSON.stringify({ signature })}\n`);
  return { data, summary: { header: { ...header!, dataBytes, longestLine }, rows: counts, verified: true } };
}

/** What {@link readBackup} is told: the key to verify with, whether an unverified backup may be read, the bounds. */
export interface ReadOptions {
  /** This installation's access tokens' key: a backup signed with it is verified. */
  tokenSecret: string;
  /**
   * Also takes the key the backup carries as verifying it: for a restore into a new installation without
   * `TOKEN_SECRET`, which has no key of its own yet and adopts the backup's (this checks the file is whole and
   * unchanged since it was signed, not who made it).
   */
  acceptOwnKey?: boolean;
  /** Reads a backup that is not signed with an accepted key (made before signatures, or elsewhere) instead of refusing it. */
  acceptUnverified?: boolean;
  limits?: Partial<ReadLimits>;
}

const damaged = () => new BackupError('This file is not a Dubloon Quest backup (it is not gzip-compressed JSON lines), or it is damaged.');

/**
 * Reads a backup file and checks it whole before anything is written: its format, that this version can read
 * it (not made by a newer one), that it ends where it should (not cut short), and its signature. Decompresses as
 * a stream and stops at the first bound passed (decision 0197): a line longer than the header declares (64 KiB
 * for the header), more bytes than it declares, or reading for longer than its size warrants.
 * @throws BackupError saying what is wrong.
 */
export async function readBackup(data: Buffer, options: ReadOptions): Promise<{ summary: BackupSummary; lines: Line[] }> {
  const limits = { ...DEFAULT_READ_LIMITS, ...options.limits };
  const started = performance.now();
  const lines: Line[] = [];
  const macs = [createHmac('sha256', signingKey(options.tokenSecret))];
  let header: BackupHeader | null = null;
  let signature: string | null = null;
  // Until the header is read, its own bound; then what it declares (or format 1's bounds).
  let lineLimit = limits.headerBytes;
  let totalLimit = Number.POSITIVE_INFINITY;
  let deadline = started + limits.baseMs;
  let total = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  const takeLine = (line: Buffer) => {
    if (signature !== null) throw damaged();
    if (line.length === 0) return;
    let parsed: Line | { signature: string };
    try {
      parsed = JSON.parse(line.toString('utf8')) as Line | { signature: string };
    } catch {
      throw damaged();
    }
    if (header === null) {
      if (typeof parsed !== 'object' || parsed === null || !('header' in parsed) || parsed.header.format !== BACKUP_FORMAT)
        throw new BackupError('This file is not a Dubloon Quest backup (its first line is no backup header).');
      header = parsed.header;
      checkVersion(header);
      if (options.acceptOwnKey === true && typeof header.tokenSecret === 'string' && header.tokenSecret !== options.tokenSecret)
        macs.push(createHmac('sha256', signingKey(header.tokenSecret)));
      for (const mac of macs) mac.update(line).update('\n');
      if (header.formatVersion >= 2) {
        const { dataBytes, longestLine } = header;
        if (!Number.isSafeInteger(dataBytes) || !Number.isSafeInteger(longestLine) || dataBytes! > data.length * GZIP_MAX_RATIO) throw damaged();
        lineLimit = longestLine!;
        // The header line, the declared bytes, then the signature line.
        totalLimit = line.length + 1 + dataBytes! + 200;
      } else {
        lineLimit = limits.legacyLineBytes;
        totalLimit = Math.max(limits.legacyMinBytes, data.length * limits.legacyRatio);
      }
      deadline = started + limits.baseMs + (Math.min(totalLimit, data.length * GZIP_MAX_RATIO) / 1_048_576) * limits.msPerMiB;
      return;
    }
    if ('signature' in parsed) {
      signature = String(parsed.signature);
      return;
    }
    for (const mac of macs) mac.update(line).update('\n');
    lines.push(parsed);
  };

  const gunzip = createGunzip();
  gunzip.end(data);
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      if (performance.now() >= deadline)
        throw new BackupError(`Reading this backup took longer than ${((deadline - started) / 1000).toFixed(0)} s: it is damaged, or it is no backup.`);
      total += chunk.length;
      if (total > totalLimit) throw new BackupError('This backup holds more than its header declares: it is damaged, or it is no backup.');
      let from = 0;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, from)) {
        const piece = chunk.subarray(from, at);
        if (pendingBytes + piece.length > lineLimit) throw tooLong();
        takeLine(pending.length === 0 ? piece : Buffer.concat([...pending, piece]));
        pending = [];
        pendingBytes = 0;
        from = at + 1;
      }
      if (from < chunk.length) {
        pendingBytes += chunk.length - from;
        if (pendingBytes > lineLimit) throw tooLong();
        pending.push(chunk.subarray(from));
      }
    }
    if (pendingBytes > 0) takeLine(Buffer.concat(pending));
  } catch (error) {
    gunzip.destroy();
    if (error instanceof BackupError) throw error;
    throw damaged();
  }
  if (header === null) throw damaged();
  const last = lines.at(-1);
  if (!last || !('end' in last)) throw new BackupError('This backup is incomplete: it stops before its end (was it copied or written whole?).');
  const verified = signature !== null && macs.some((mac) => signaturesMatch(signature!, mac.digest('hex')));
  if (!verified && options.acceptUnverified !== true)
    throw new BackupError(
      signature === null
        ? 'This backup carries no signature (made before version 0.2, or changed): restore it only if you trust where it comes from, with --unverified.'
        : "This backup's signature does not match this installation's token key: it was changed, or made with another key (set TOKEN_SECRET or DATA_DIR/secrets.json as where it was made, or restore it with --unverified if you trust where it comes from).",
    );
  return { summary: { header, rows: last.end, verified }, lines };

  function tooLong(): BackupError {
    return header === null
      ? new BackupError('This file is not a Dubloon Quest backup (its first line is no backup header).')
      : new BackupError('This backup holds a line longer than its header declares: it is damaged, or it is no backup.');
  }
}

/** Refuses a backup made by a newer version than this one. */
function checkVersion(header: BackupHeader): void {
  if (header.formatVersion > FORMAT_VERSION || header.schemaVersion > SCHEMA_VERSION || newerVersion(header.appVersion, APP_VERSION))
    throw new BackupError(
      `This backup was made by Dubloon Quest ${header.appVersion} (database schema ${header.schemaVersion}), newer than this version ${APP_VERSION} (schema ${SCHEMA_VERSION}). ` +
        `Restore it with version ${header.appVersion} or later.`,
    );
}

/** Whether two hex signatures are the same, in constant time. */
function signaturesMatch(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Restores a backup read by {@link readBackup} in one transaction (decision 0196): empties the schema when
 * `replace` is set, builds the backup's own schema, loads every row, sets the sequences, then applies this
 * code's later migrations. A failure anywhere rolls all of it back: the database is left exactly as it was.
 * @throws BackupError when the database is not empty and `replace` is not set.
 */
export async function restoreBackup(db: Db, backup: { summary: BackupSummary; lines: Line[] }, options: { replace: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    if (!options.replace && (await holdsTables(tx))) throw new BackupError('The database is not empty: restore into an empty one, or replace everything it holds with --force.');
    if (options.replace) await dropEverything(tx);
    const within = inTransaction(tx);
    await migrate(within, MIGRATIONS, { upTo: backup.summary.header.schemaVersion });
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
    await migrate(within);
  });
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

async function holdsTables(tx: Pick<DbTransaction, 'query'>): Promise<boolean> {
  const { rows } = await tx.query(`SELECT count(*) AS count FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r'`);
  return Number(rows[0]?.count) > 0;
}

/** Empties the database's schema for a forced restore, in the restore's transaction: its tables, functions and sequences go with it. */
async function dropEverything(tx: DbTransaction): Promise<void> {
  const { rows } = await tx.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = rows[0]!.schema;
  await tx.exec(`DROP SCHEMA "${schema}" CASCADE; CREATE SCHEMA "${schema}"`);
}
