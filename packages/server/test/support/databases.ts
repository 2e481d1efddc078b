import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPgDb } from '../../src/db/pg-db.js';
import { openMigratedPglite } from '../../src/db/pglite-template.js';
import type { Db } from '../../src/db/db.js';

/** The PostgreSQL server the tests use when it answers: `TEST_DATABASE_URL`, else the machine's own. */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  db: Db;
  /** Closes the connection and removes the database made for this run. */
  dispose(): Promise<void>;
}

/** A fresh in-memory embedded database, already migrated (loaded from a dump: see pglite-template.ts). */
export async function openTestPglite(): Promise<TestDatabase> {
  const db = await openMigratedPglite();
  return { db, dispose: () => db.close() };
}

/**
 * Creates a database `dubloon_test_<random>` on the PostgreSQL server and connects to it, or answers why it
 * cannot. When `CI` is set an unreachable PostgreSQL is an error, not a reason to skip.
 */
export async function openTestPostgres(): Promise<TestDatabase | { skipped: string }> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    const reason = `PostgreSQL at ${redact(POSTGRES_ADMIN_URL)} is not reachable (${(error as Error).message})`;
    await admin.end().catch(() => undefined);
    if (process.env.CI) throw new Error(`${reason}; CI requires it`, { cause: error });
    return { skipped: reason };
  }
  const name = `dubloon_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = openPgDb(url.toString(), { max: 12 });
  return {
    db,
    async dispose() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function redact(url: string): string {
  const parsed = new URL(url);
  parsed.password = parsed.password ? '***' : '';
  return parsed.toString();
}
