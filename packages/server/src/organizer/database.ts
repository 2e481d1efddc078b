import { join } from 'node:path';
import { API_BASE_PATH, HEALTH_PATH } from '@dubloon-quest/core';
import { organizerMessages as t } from '@dubloon-quest/core/internal';
import type { ServerConfig } from '../config/config.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrations.js';
import { openPgDb } from '../db/pg-db.js';
import { openPgliteDb } from '../db/pglite-db.js';
import { dataFolderHolder, DataFolderInUseError, lockDataFolder } from '../db/data-folder-lock.js';
import { OrganizerError } from './command-support.js';

/**
 * The health address of the game server running on the configured data folder's embedded database, or null.
 * The embedded database serves one process at a time (two processes writing its folder would damage it), so
 * the tool refuses to open it while a server holds it, whatever port that server listens on: the server locks
 * the folder (db/data-folder-lock.ts) and records its address there. A server still starting has no address
 * yet: its process is named instead.
 * @throws OrganizerError when another run of this tool holds the folder.
 */
export function runningServer(settings: Pick<ServerConfig, 'dataDir'>): Promise<string | null> {
  return new Promise((resolve) => {
    const holder = dataFolderHolder(settings.dataDir);
    if (holder === null) return resolve(null);
    if (holder.role === 'organizer') throw new OrganizerError(new DataFolderInUseError(settings.dataDir, holder).message);
    resolve(holder.url === null ? `process ${holder.pid}, starting` : `${holder.url}${API_BASE_PATH}${HEALTH_PATH}`);
  });
}

/**
 * Opens the game's database as the server does (PostgreSQL when `DATABASE_URL` is set, else the embedded
 * one in `DATA_DIR/pglite`) and applies the migrations.
 * @throws OrganizerError when the embedded database is in use by a running server.
 */
export async function openGameDatabase(settings: ServerConfig): Promise<Db> {
  let db: Db;
  if (settings.databaseUrl) db = openPgDb(settings.databaseUrl);
  else {
    const running = await runningServer(settings);
    if (running !== null) throw new OrganizerError(t.database.embeddedInUse(running));
    // Held while the tool works, so a server started meanwhile on the folder is refused.
    let lock;
    try {
      lock = lockDataFolder(settings.dataDir, 'organizer');
    } catch (error) {
      if (error instanceof DataFolderInUseError) throw new OrganizerError(error.message);
      throw error;
    }
    try {
      const embedded = await openPgliteDb(join(settings.dataDir, 'pglite'));
      db = { ...embedded, close: () => embedded.close().finally(() => lock.release()) };
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
