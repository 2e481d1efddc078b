import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, makeBackup, readBackup, restoreBackup } from '../src/db/backup.js';
import type { Db } from '../src/db/db.js';
import { migrate, SCHEMA_VERSION } from '../src/db/migrations.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { openTestPostgres, type TestDatabase } from './support/databases.js';
import { everyRow, previousReleaseSql } from './support/release-fixture.js';

// db/backup.ts on both engines and across them, with the previous release's fixture as the data (rows in every
// table, texts with semicolons and quotes, an image, the append-only tables).
let embedded: Db;
let postgres: TestDatabase;
const meta = { now: new Date('2026-04-23T10:00:00Z'), event: 'unused', tokenSecret: 'k'.repeat(48) };

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
    await restoreBackup(postgres.db, readBackup(data), { replace: false });
    expect(await everyRow(postgres.db)).toEqual(original);
    // The sequences go on after the restored rows.
    const next = await postgres.db.query(`INSERT INTO console_audit (at, actor_email, actor_role, action, target) VALUES (now(), 'a@b.c', 'Organizer', 'x', 'y') RETURNING id`);
    expect(Number(next.rows[0]?.id)).toBe(3);

    const again = await makeBackup(postgres.db, meta);
    const target = await emptyEmbedded();
    await restoreBackup(target, readBackup(again.data), { replace: false });
    const restored = await everyRow(target);
    expect(restored.console_audit).toHaveLength(3);
    expect({ ...restored, console_audit: restored.console_audit!.slice(0, 2) }).toEqual(original);
  });

  // PostgreSQL holds the restore of the test above.
  it('refuses a database that is not empty unless told to replace it, on PostgreSQL too', async () => {
    const { data } = await makeBackup(postgres.db, meta);
    const backup = readBackup(data);
    await expect(restoreBackup(postgres.db, backup, { replace: false })).rejects.toThrow('The database is not empty');
    await postgres.db.query(`INSERT INTO first_organizer_links (token_hash, created_at, expires_at) VALUES ('extra', now(), now())`);
    await restoreBackup(postgres.db, backup, { replace: true });
    const links = await postgres.db.query('SELECT token_hash FROM first_organizer_links ORDER BY 1');
    expect(links.rows.map((row) => row.token_hash)).toEqual(['f-link']);
  });

  it('refuses a file cut short, a file of something else, and a backup of a newer version', async () => {
    const { data } = await makeBackup(postgres.db, meta);
    const lines = gunzipSync(data).toString('utf8').trimEnd().split('\n');
    expect(() => readBackup(gzipSync(lines.slice(0, -1).join('\n')))).toThrow('This backup is incomplete');
    expect(() => readBackup(Buffer.from('PGDMP custom dump'))).toThrow(BackupError);
    const header = JSON.parse(lines[0]!) as { header: Record<string, unknown> };
    const newer = (fields: Record<string, unknown>) => gzipSync([JSON.stringify({ header: { ...header.header, ...fields } }), ...lines.slice(1)].join('\n'));
    expect(() => readBackup(newer({ appVersion: '0.2.0' }))).toThrow(`This backup was made by Dubloon Quest 0.2.0 (database schema ${SCHEMA_VERSION}), newer than this version 0.1.0 (schema ${SCHEMA_VERSION}). Restore it with version 0.2.0 or later.`);
    expect(() => readBackup(newer({ schemaVersion: SCHEMA_VERSION + 1 }))).toThrow(`(database schema ${SCHEMA_VERSION + 1}), newer than this version`);
    expect(readBackup(newer({ appVersion: '0.0.9' })).summary.header.appVersion).toBe('0.0.9');
  });
});
