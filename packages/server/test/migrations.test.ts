import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config.js';
import type { Db } from '../src/db/db.js';
import { migrate, MigrationError, MIGRATIONS, MIGRATIONS_TABLE, migrationChecksum, type Migration } from '../src/db/migrations.js';
import { openPgDb } from '../src/db/pg-db.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { openRepository } from '../src/db/repository.js';
import { buildServer } from '../src/server.js';
import { POSTGRES_ADMIN_URL } from './support/databases.js';
import { everyRow, previousReleaseSql } from './support/release-fixture.js';

/** A fresh, empty place to migrate, and a way to load the previous release's database into a fresh one. */
interface Engine {
  /** An empty database (PostgreSQL) or schema (the one embedded database of this file). */
  empty(): Promise<Db>;
  /** A database holding the previous release's fixture, not yet touched by this code. */
  previousRelease(): Promise<Db>;
  /** A second connection to the same database, as a second process would open. */
  again(db: Db): Promise<Db>;
  dispose(): Promise<void>;
}

/** The embedded database: one instance for the file (it takes seconds to create), a schema per case. */
async function embedded(): Promise<Engine> {
  const db = await openPgliteDb(null);
  return {
    async empty() {
      const schema = `case_${randomBytes(4).toString('hex')}`;
      await db.exec(`CREATE SCHEMA ${schema}; SET search_path TO ${schema}`);
      return db;
    },
    async previousRelease() {
      // The dump qualifies its names with public and empties search_path for its own session.
      await db.exec(previousReleaseSql());
      await db.exec('SET search_path TO public');
      return db;
    },
    again: () => Promise.resolve(db),
    dispose: () => db.close(),
  };
}

/** PostgreSQL: a database per case, dropped at the end. */
async function postgres(): Promise<Engine> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const made: { name: string; dbs: Db[] }[] = [];
  const urlOf = (name: string) => {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const create = async () => {
    const name = `dubloon_test_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const db = openPgDb(urlOf(name), { max: 4 });
    made.push({ name, dbs: [db] });
    return { name, db };
  };
  return {
    empty: async () => (await create()).db,
    async previousRelease() {
      const { name, db } = await create();
      const loader = new pg.Client({ connectionString: urlOf(name) });
      await loader.connect();
      await loader.query(previousReleaseSql());
      await loader.end();
      return db;
    },
    again(db) {
      const entry = made.find((candidate) => candidate.dbs.includes(db))!;
      const second = openPgDb(urlOf(entry.name), { max: 4 });
      entry.dbs.push(second);
      return Promise.resolve(second);
    },
    async dispose() {
      for (const { name, dbs } of made) {
        for (const db of dbs) await db.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
      await admin.end();
    },
  };
}

const engines: [string, () => Promise<Engine>][] = [['the embedded database', embedded]];
// PostgreSQL runs when it answers, and always under CI (databases.ts: CI makes an unreachable one an error).
engines.push(['PostgreSQL', postgres]);

describe.each(engines)('Migrations on %s', (_name, open) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await open();
  }, 180_000);
  afterAll(async () => engine.dispose());

  const changed = (migration: Migration, sql: string): Migration[] =>
    MIGRATIONS.map((candidate) => (candidate.version === migration.version ? { ...candidate, sql } : candidate));

  it('records every migration with its checksum, and applies nothing the second time', async () => {
    const db = await engine.empty();
    expect(await migrate(db)).toEqual(MIGRATIONS.map((migration) => migration.version));
    const { rows } = await db.query(`SELECT version, checksum FROM ${MIGRATIONS_TABLE} ORDER BY version`);
    expect(rows.map((row) => [Number(row.version), row.checksum])).toEqual(MIGRATIONS.map((migration) => [migration.version, migrationChecksum(migration)]));
    expect(await migrate(db)).toEqual([]);
  });

  it('refuses to start on a database where a past migration changed, naming it and what to do', async () => {
    const db = await engine.empty();
    await migrate(db);
    const edited = changed(MIGRATIONS[1]!, `${MIGRATIONS[1]!.sql}\nCREATE INDEX sneaky ON draws (drawn_at);`);
    const refusal = migrate(db, edited);
    await expect(refusal).rejects.toThrow(MigrationError);
    await expect(refusal).rejects.toThrow(`Migration ${MIGRATIONS[1]!.version} "${MIGRATIONS[1]!.name}" differs`);
    await expect(refusal).rejects.toThrow('make the change a new migration');
  });

  it('refuses a database a newer version migrated, and a server started on it does not start', async () => {
    const db = await engine.empty();
    await migrate(db);
    await db.query(`INSERT INTO ${MIGRATIONS_TABLE} (version, name, checksum) VALUES (9999, 'from the future', 'x')`);
    await expect(migrate(db)).rejects.toThrow(/newer version of Dubloon Quest: its migration 9999 "from the future" is unknown/);
    const config = loadConfig({ DEMO: 'off', LOG_LEVEL: 'silent', TOKEN_SECRET: randomBytes(32).toString('hex'), DATA_DIR: mkdtempSync(join(tmpdir(), 'dq-')) });
    await expect(buildServer(config, { db: { ...db, close: () => Promise.resolve() } })).rejects.toThrow(MigrationError);
  });

  it('runs a migration whole: a semicolon inside a string or a body is no split point, and a failure leaves nothing', async () => {
    const db = await engine.empty();
    const next = Math.max(...MIGRATIONS.map((migration) => migration.version)) + 1;
    const tricky: Migration = {
      version: next,
      name: 'tricky texts',
      sql: `CREATE TABLE notes (text TEXT NOT NULL);
INSERT INTO notes (text) VALUES ('one;
two'), ($q$three;$q$);`,
    };
    const failing: Migration = { version: next + 1, name: 'fails halfway', sql: `CREATE TABLE half (id INT);\nINSERT INTO nowhere VALUES (1);` };
    await migrate(db, [...MIGRATIONS, tricky]);
    const notes = await db.query('SELECT text FROM notes ORDER BY text');
    expect(notes.rows.map((row) => row.text)).toEqual(['one;\ntwo', 'three;']);
    await expect(migrate(db, [...MIGRATIONS, tricky, failing])).rejects.toThrow(/nowhere/);
    const half = await db.query(`SELECT to_regclass('half') IS NOT NULL AS present`);
    expect(half.rows[0]?.present).toBe(false);
    const recorded = await db.query(`SELECT max(version) AS version FROM ${MIGRATIONS_TABLE}`);
    expect(Number(recorded.rows[0]?.version)).toBe(next);
  });

  it('applies each migration once when two processes start at once', async () => {
    const first = await engine.empty();
    const second = await engine.again(first);
    const [a, b] = await Promise.all([migrate(first), migrate(second)]);
    expect([...a, ...b].sort((x, y) => x - y)).toEqual(MIGRATIONS.map((migration) => migration.version));
    const { rows } = await first.query(`SELECT count(*) AS count FROM ${MIGRATIONS_TABLE}`);
    expect(Number(rows[0]?.count)).toBe(MIGRATIONS.length);
  });

  it('upgrades the previous release database with every row intact, and the server runs on it', async () => {
    const db = await engine.previousRelease();
    const before = await everyRow(db);
    expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);
    await migrate(db);
    const after = await everyRow(db);
    // A later migration may add tables or columns; every row the release held keeps every value it had.
    for (const [table, rows] of Object.entries(before)) {
      const kept = after[table]!.map((row) => Object.fromEntries(Object.keys(rows[0]!).map((column) => [column, row[column]])));
      expect(kept, table).toEqual(rows);
    }
    const checksums = await db.query(`SELECT version, checksum FROM ${MIGRATIONS_TABLE} ORDER BY version`);
    expect(checksums.rows.map((row) => row.checksum)).toEqual(MIGRATIONS.map(migrationChecksum));
    const repository = openRepository(db);
    expect(await repository.ledgerConsistent(2)).toBe(true);
    expect(await repository.ledgerConsistent(3)).toBe(true);
    const config = loadConfig({ DEMO: 'off', LOG_LEVEL: 'silent', TOKEN_SECRET: randomBytes(32).toString('hex'), DATA_DIR: mkdtempSync(join(tmpdir(), 'dq-')) });
    const app = await buildServer(config, { db: { ...db, close: () => Promise.resolve() } });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/v2/health' });
      expect(health.json()).toMatchObject({ status: 'ok', database: true });
    } finally {
      await app.close();
    }
  });
});
