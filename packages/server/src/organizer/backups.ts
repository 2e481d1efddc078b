import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { organizerMessages as t } from '@dubloon-quest/core/internal';
import type { ServerConfig } from '../config/config.js';
import { makeBackup, readBackup, restoreBackup } from '../db/backup.js';
import type { Db } from '../db/db.js';
import { openPgDb } from '../db/pg-db.js';
import { openPgliteDb } from '../db/pglite-db.js';
import { loadEventFile } from '../services/event/game-event.js';
import { BACKUP_PATH, operatorKey } from '../services/operator-key.js';
import { OrganizerError, type Backups } from './command-support.js';
import { runningServer } from './database.js';

/**
 * Backups of the database the server's settings name (docs/decisions/0141). `environment` tells whether
 * `TOKEN_SECRET` is set: the token key then lives there, and a restore leaves secrets.json alone.
 */
export function settingsBackups(settings: ServerConfig, environment: { tokenSecretSet: boolean }): Backups {
  const embeddedFolder = join(settings.dataDir, 'pglite');
  return {
    async make(now) {
      const meta = { now, event: eventName(settings), tokenSecret: settings.tokenSecret, signingSecret: settings.tokenSecret };
      if (settings.databaseUrl) return withDb(openPgDb(settings.databaseUrl, { max: 1 }), (db) => makeBackup(db, meta));
      const running = await runningServer(settings);
      if (running !== null) {
        const url = new URL(BACKUP_PATH, running);
        const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${operatorKey(settings.tokenSecret)}` } });
        if (!response.ok) throw new OrganizerError(t.backup.serverRefused(url.origin, response.status));
        const data = Buffer.from(await response.arrayBuffer());
        return { data, summary: (await readBackup(data, { tokenSecret: settings.tokenSecret })).summary };
      }
      if (!existsSync(embeddedFolder)) throw new OrganizerError(t.backup.noDatabase(embeddedFolder));
      return withDb(await openPgliteDb(embeddedFolder), (db) => makeBackup(db, meta));
    },
    async restore(data, force, unverified = false) {
      // Signed with this installation's key; into an empty database without TOKEN_SECRET (a new installation,
      // which takes the backup's key) the key the backup carries does too (decision 0197).
      const backup = await readBackup(data, { tokenSecret: settings.tokenSecret, acceptOwnKey: !force && !environment.tokenSecretSet, acceptUnverified: unverified });
      // One transaction on PostgreSQL; the embedded database is restored into a folder of its own, put in place of
      // the old one only once whole (decision 0196): a restore that fails leaves the database as it was.
      if (settings.databaseUrl) await withDb(openPgDb(settings.databaseUrl, { max: 1 }), (db) => restoreBackup(db, backup, { replace: force }));
      else {
        const running = await runningServer(settings);
        if (running !== null) throw new OrganizerError(t.database.embeddedInUse(running));
        const replacing = existsSync(embeddedFolder) && readdirSync(embeddedFolder).length > 0;
        if (replacing && !force) throw new OrganizerError(t.backup.folderNotEmpty(embeddedFolder));
        const restoring = `${embeddedFolder}.restoring`;
        rmSync(restoring, { recursive: true, force: true });
        try {
          await withDb(await openPgliteDb(restoring), (db) => restoreBackup(db, backup, { replace: false }));
        } catch (error) {
          rmSync(restoring, { recursive: true, force: true });
          throw error;
        }
        const replaced = `${embeddedFolder}.replaced`;
        rmSync(replaced, { recursive: true, force: true });
        if (existsSync(embeddedFolder)) renameSync(embeddedFolder, replaced);
        renameSync(restoring, embeddedFolder);
        rmSync(replaced, { recursive: true, force: true });
      }
      const notes: string[] = backup.summary.verified ? [] : [t.backup.unverified];
      const key = backup.summary.header.tokenSecret;
      if (key !== null && environment.tokenSecretSet) notes.push(t.backup.keyNotWritten);
      else if (key !== null) {
        const file = join(settings.dataDir, 'secrets.json');
        writeFileSync(file, JSON.stringify({ tokenSecret: key }, null, 2), { mode: 0o600 });
        notes.push(t.backup.keyWritten(file));
      }
      return { summary: backup.summary, notes };
    },
  };
}

/** The server's event file's name, for a database where no event was imported yet. */
function eventName(settings: ServerConfig): string {
  try {
    return loadEventFile(settings.eventFile).file.name;
  } catch {
    return 'unknown event';
  }
}

async function withDb<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
