import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, makeBackup, readBackup, restoreBackup } from '../src/db/backup.js';
import { DEMO_EVENT_FILE, type ServerConfig } from '../src/config/config.js';
import { settingsBackups } from '../src/organizer/backups.js';
import type { Db } from '../src/db/db.js';
import { migrate, SCHEMA_VERSION } from '../src/db/migrations.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { openTestPostgres, type TestDatabase } from './support/databases.js';
import { everyRow, previousReleaseSql } from './support/release-fixture.js';

// db/backup.ts on both engines and across them, with the previous release's fixture as the data (rows in every
// table, texts with semicolons and quotes, an image, the append-only tables).
let embedded: Db;
let postgres: TestDatabase;
const meta = { now: new Date('2026-04-23T10:00:00Z'), event: 'unused', tokenSecret: 'k'.repeat(48), signingSecret: 'k'.repeat(48) };
/** Reads a backup as this installation (the key it was signed with). */
const read = (data: Buffer, options: { acceptUnverified?: boolean } = {}): ReturnType<typeof readBackup> => readBackup(data, { tokenSecret: meta.signingSecret, ...options });

/** A fresh schema on the file's one embedded database (it takes seconds to create one). */
async function emptyEmbedded(): Promise<Db> {
  const schema = `case_${randomBytes(4).toString('hex')}`;
  await embedded.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}`);
  return embedded;
}

beforeAll(async () => {
  embedded = await openPgliteDb(null);
  await embedded.exec(previousReleaseSql());
  await embedded.exec('SET search_path TO public');
  await migrate(embedded);
  const opened = await openTestPostgres();
  if ('skipped' in opened) throw new Error(opened.skipped);
  postgres = opened;
  // Generous: an embedded database, the fixture and a PostgreSQL database, on a loaded machine.
}, 180_000);
afterAll(async () => {
  await embedded?.close();
  await postgres?.dispose();
});

describe('backups', () => {
  it('restores every row of the embedded database into PostgreSQL, and back into a new embedded schema', async () => {
    await embedded.exec('SET search_path TO public');
    const original = await everyRow(embedded);
    const { data, summary } = await makeBackup(embedded, meta);
    expect(summary.header).toMatchObject({ appVersion: '0.1.0', schemaVersion: SCHEMA_VERSION, createdAt: '2026-04-23T10:00:00.000Z', event: 'Spring Quest 2026', engine: 'pglite' });
    expect(summary.rows.users).toBe(4);
    await restoreBackup(postgres.db, (await read(data)), { replace: false });
    expect(await everyRow(postgres.db)).toEqual(original);
    // The sequences go on after the restored rows.
    const next = await postgres.db.query(`INSERT INTO console_audit (at, actor_email, actor_role, action, target) VALUES (now(), 'a@b.c', 'Organizer', 'x', 'y') RETURNING id`);
    expect(Number(next.rows[0]?.id)).toBe(3);

    const again = await makeBackup(postgres.db, meta);
    const target = await emptyEmbedded();
    await restoreBackup(target, (await read(again.data)), { replace: false });
    const restored = await everyRow(target);
    expect(restored.console_audit).toHaveLength(3);
    expect({ ...restored, console_audit: restored.console_audit!.slice(0, 2) }).toEqual(original);
  });

  // PostgreSQL holds the restore of the test above.
  it('refuses a database that is not empty unless told to replace it, on PostgreSQL too', async () => {
    const { data } = await makeBackup(postgres.db, meta);
    const backup = (await read(data));
    await expect(restoreBackup(postgres.db, backup, { replace: false })).rejects.toThrow('The database is not empty');
    await postgres.db.query(`INSERT INTO first_organizer_links (token_hash, created_at, expires_at) VALUES ('extra', now(), now())`);
    await restoreBackup(postgres.db, backup, { replace: true });
    const links = await postgres.db.query('SELECT token_hash FROM first_organizer_links ORDER BY 1');
    expect(links.rows.map((row) => row.token_hash)).toEqual(['f-link']);
  });

  it('refuses a file cut short, a file of something else, and a backup of a newer version', async () => {
    const { data } = await makeBackup(postgres.db, meta);
    const lines = gunzipSync(data).toString('utf8').trimEnd().split('\n');
    // Its end line and signature cut off.
    await expect(read(gzipSync(lines.slice(0, -2).join('\n')))).rejects.toThrow('This backup is incomplete');
    await expect(read(data.subarray(0, data.length - 20))).rejects.toThrow(BackupError);
    await expect(read(Buffer.from('PGDMP custom dump'))).rejects.toThrow(BackupError);
    const header = JSON.parse(lines[0]!) as { header: Record<string, unknown> };
    const newer = (fields: Record<string, unknown>) => gzipSync([JSON.stringify({ header: { ...header.header, ...fields } }), ...lines.slice(1)].join('\n'));
    await expect(read(newer({ appVersion: '0.2.0' }))).rejects.toThrow(`This backup was made by Dubloon Quest 0.2.0 (database schema ${SCHEMA_VERSION}), newer than this version 0.1.0 (schema ${SCHEMA_VERSION}). Restore it with version 0.2.0 or later.`);
    await expect(read(newer({ schemaVersion: SCHEMA_VERSION + 1 }))).rejects.toThrow(`(database schema ${SCHEMA_VERSION + 1}), newer than this version`);
    // A changed header no longer matches the signature.
    await expect(read(newer({ appVersion: '0.0.9' }))).rejects.toThrow("does not match this installation's token key");
    expect((await read(newer({ appVersion: '0.0.9' }), { acceptUnverified: true })).summary.header.appVersion).toBe('0.0.9');
  });
});

/** A backup file's lines, parsed (the signature line left out). */
function linesOf(data: Buffer): Record<string, unknown>[] {
  return gunzipSync(data)
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('{"signature"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * A backup file of `lines` written as format 2 says, independently of the code: the header declares the bytes
 * and the longest line after it, and a last line signs everything before it with HMAC-SHA256 under a key
 * derived from `secret` (none when null).
 */
function backupOf(lines: Record<string, unknown>[], secret: string | null, declared: { dataBytes?: number } = {}): Buffer {
  const body = lines.slice(1).map((line) => `${JSON.stringify(line)}\n`);
  const dataBytes = declared.dataBytes ?? body.reduce((sum, line) => sum + Buffer.byteLength(line), 0);
  const longestLine = Math.max(...body.map((line) => Buffer.byteLength(line) - 1));
  const header = { ...(lines[0]!.header as object), dataBytes, longestLine };
  const signed = `${JSON.stringify({ header })}\n${body.join('')}`;
  if (secret === null) return gzipSync(signed);
  const key = createHmac('sha256', secret).update('dubloon-quest backup signature').digest();
  return gzipSync(`${signed}${JSON.stringify({ signature: createHmac('sha256', key).update(signed).digest('hex') })}\n`);
}

/**
 * `prefix`, then `mib` MiB of spaces, gzip-compressed: one member for the prefix and one compressed MiB of spaces
 * repeated (a file of several gzip members is one stream to gunzip), so a bomb costs no time to make.
 */
function bombOf(prefix: string, mib: number): Buffer {
  const spaces = gzipSync(Buffer.alloc(1_048_576, 32));
  return Buffer.concat([gzipSync(prefix), ...Array<Buffer>(mib).fill(spaces)]);
}

// Issue 41, item 2: `restore --force` dropped everything, then loaded: a backup whose last table broke a
// constraint left the database empty. Now the restore is one transaction (decision 0196).
describe('a restore that fails at its last table', () => {
  /** The backup of the embedded fixture with the last table's first row twice (its primary key breaks). */
  async function failingBackup(): Promise<Buffer> {
    await embedded.exec('SET search_path TO public');
    const lines = linesOf((await makeBackup(embedded, meta)).data);
    const last = lines.findLastIndex((line) => 'table' in line);
    const page = lines[last] as { table: string; rows: unknown[] };
    lines[last] = { ...page, rows: [...page.rows, page.rows[0]] };
    return backupOf(lines, meta.signingSecret);
  }

  it('leaves PostgreSQL exactly as it was', async () => {
    const before = await everyRow(postgres.db);
    expect(before.users!.length).toBeGreaterThan(0);
    await expect(restoreBackup(postgres.db, await read(await failingBackup()), { replace: true })).rejects.toThrow(/duplicate key/);
    expect(await everyRow(postgres.db)).toEqual(before);
  });

  it('leaves the embedded database exactly as it was', async () => {
    const backup = await read(await failingBackup());
    const before = await everyRow(embedded);
    await expect(restoreBackup(embedded, backup, { replace: true })).rejects.toThrow(/duplicate key/);
    expect(await everyRow(embedded)).toEqual(before);
  });

  it("leaves the organizer tool's embedded data folder exactly as it was (restore --force)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dq-restore-'));
    const tokenSecret = meta.signingSecret;
    const settings = { dataDir, databaseUrl: null, host: '127.0.0.1', port: 9, eventFile: DEMO_EVENT_FILE, tokenSecret } as unknown as ServerConfig;
    const backups = settingsBackups(settings, { tokenSecretSet: true });
    const good = (await makeBackup(postgres.db, meta)).data;
    await backups.restore(good, false);
    const failing = await failingBackup();
    await expect(backups.restore(failing, true)).rejects.toThrow(/duplicate key/);
    const db = await openPgliteDb(join(dataDir, 'pglite'));
    try {
      expect(await everyRow(db)).toEqual(await everyRow(postgres.db));
    } finally {
      await db.close();
    }
    // Two embedded databases made and loaded, on a loaded machine.
  }, 180_000);
});

// Issue 41, item 6: a 1 MB gzip of 1 GiB of spaces took 3.3 GB of memory and 49.6 s before the restore said
// "damaged". Reading is now a stream bounded by line, by the header's declared size and by time (decision 0197).
describe('reading a backup', () => {
  it('stops at the header line’s bound on a bomb of spaces, holding little memory', async () => {
    // The attack's file: 1 GiB of spaces in about 1 MB.
    const bomb = bombOf('', 1024);
    expect(bomb.length).toBeLessThan(1_100_000);
    const before = process.memoryUsage().rss;
    await expect(read(bomb)).rejects.toThrow('its first line is no backup header');
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1_048_576);
  });

  it('stops at a line longer than the header declares', async () => {
    const header = linesOf((await makeBackup(postgres.db, meta)).data)[0]!;
    const bomb = bombOf(`${JSON.stringify({ header: { ...(header.header as object), dataBytes: 1_000_000, longestLine: 1_000 } })}\n`, 1024);
    const before = process.memoryUsage().rss;
    await expect(read(bomb)).rejects.toThrow('a line longer than its header declares');
    expect(process.memoryUsage().rss - before).toBeLessThan(32 * 1_048_576);
  });

  it('stops past the bytes the header declares, and after its time', async () => {
    const lines = linesOf((await makeBackup(postgres.db, meta)).data);
    await expect(read(backupOf(lines, meta.signingSecret, { dataBytes: 100 }))).rejects.toThrow('more than its header declares');
    await expect(readBackup(backupOf(lines, meta.signingSecret), { tokenSecret: meta.signingSecret, limits: { baseMs: 0, msPerMiB: 0 } })).rejects.toThrow(
      'Reading this backup took longer than 0 s',
    );
  });
});

// Issue 41, item 7: backups carried no integrity check. They are signed with a key derived from the token key
// and verified before a restore; anything else needs --unverified (decision 0197).
describe('a backup’s signature', () => {
  it('verifies with the key it was made with, and refuses another key or a changed row', async () => {
    const { data } = await makeBackup(postgres.db, meta);
    expect((await read(data)).summary.verified).toBe(true);
    await expect(readBackup(data, { tokenSecret: 'o'.repeat(48) })).rejects.toThrow("does not match this installation's token key");
    expect((await readBackup(data, { tokenSecret: 'o'.repeat(48), acceptUnverified: true })).summary.verified).toBe(false);
    // A new installation without TOKEN_SECRET adopts the key the backup carries, and checks the file with it.
    expect((await readBackup(data, { tokenSecret: 'o'.repeat(48), acceptOwnKey: true })).summary.verified).toBe(true);

    const lines = linesOf(data);
    const users = lines.findIndex((line) => line.table === 'users');
    const page = lines[users] as { rows: { coins: number }[] };
    lines[users] = { ...page, rows: page.rows.map((row) => ({ ...row, coins: row.coins + 1000 })) };
    const changed = gunzipSync(backupOf(lines, meta.signingSecret)).toString('utf8').split('\n');
    // The rows changed, the signature kept.
    const original = gunzipSync(data).toString('utf8').split('\n');
    changed[changed.length - 2] = original[original.length - 2]!;
    await expect(read(gzipSync(changed.join('\n')))).rejects.toThrow("does not match this installation's token key");
  });

  it('is asked of an older backup (format 1, unsigned) unless the restore accepts unverified ones', async () => {
    const lines = linesOf((await makeBackup(postgres.db, meta)).data);
    const { dataBytes: _bytes, longestLine: _longest, ...header } = lines[0]!.header as Record<string, unknown>;
    const older = gzipSync([{ header: { ...header, formatVersion: 1 } }, ...lines.slice(1)].map((line) => JSON.stringify(line)).join('\n'));
    await expect(read(older)).rejects.toThrow('This backup carries no signature');
    const accepted = await read(older, { acceptUnverified: true });
    expect(accepted.summary.verified).toBe(false);
    expect(accepted.summary.rows.users).toBeGreaterThan(0);
  });
});
