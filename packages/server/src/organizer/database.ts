import { join } from 'node:path';
import { API_BASE_PATH, HEALTH_PATH } from '@dubloon-quest/core';
import { organizerMessages as t } from '@dubloon-quest/core/internal';
import type { ServerConfig } from '../config/config.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrations.js';
import { openPgDb } from '../db/pg-db.js';
import { openPgliteDb } from '../db/pglite-db.js';
import { OrganizerError } from './command-support.js';

/**
 * The health address of a game server answering on the configured host and port, or null. The embedded
 * database serves one process at a time (two processes writing its folder would damage it), so the tool
 * refuses to open it while the server runs.
 */
export async function runningServer(settings: Pick<ServerConfig, 'host' | 'port'>): Promise<string | null> {
  const host = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${settings.port}${API_BASE_PATH}${HEALTH_PATH}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    const body: unknown = await response.json().catch(() => null);
    return typeof body === 'object' && body !== null && 'database' in body ? url : null;
  } catch {
    return null;
  }
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
    db = await openPgliteDb(join(settings.dataDir, 'pglite'));
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
