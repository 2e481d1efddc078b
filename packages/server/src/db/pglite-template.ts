import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from './db.js';
import { migrate, MIGRATIONS, migrationChecksum } from './migrations.js';
import { dumpPgliteDb, openPgliteDb } from './pglite-db.js';

/**
 * Opens a new embedded database that is already migrated, in `dataDir` or in memory. A new cluster costs
 * initdb plus every migration (6 to 8 s on a two-core machine); starting from a dump of one already migrated
 * takes under a second. The dump is made once per schema and PGlite version and kept in the system's
 * temporary folder, so the test suites' many fresh databases (and the next run's) all start from it.
 */
export async function openMigratedPglite(dataDir: string | null = null): Promise<Db> {
  template ??= loadOrMakeTemplate();
  return openPgliteDb(dataDir, { loadDataDir: await template });
}

let template: Promise<Blob> | undefined;

async function loadOrMakeTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `dq-pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const db = await openPgliteDb(null);
    try {
      await migrate(db);
      const dump = await dumpPgliteDb(db);
      // Processes may make it at the same moment: each writes its own file and renames it into place whole.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await db.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/** What the template depends on: every migration's checksum and PGlite's version. */
function templateKey(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(entry.slice(0, entry.lastIndexOf(`${join('pglite', 'dist')}`)), 'pglite', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const hash = createHash('sha256').update(version);
  for (const migration of MIGRATIONS) hash.update(`${migration.version}:${migrationChecksum(migration)}`);
  return hash.digest('hex').slice(0, 16);
}
