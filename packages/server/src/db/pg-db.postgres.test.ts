import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPostgres, type TestDatabase } from '../../test/support/databases.js';

// The PostgreSQL engine's own behaviour: pipelined batches, commit with the last statements, and prepared
// statements renewed after a schema change (a newer process migrating during a rolling deploy).
const opened = await openTestPostgres();
const skipped = 'skipped' in opened ? opened.skipped : null;
if (skipped) console.warn(`PostgreSQL engine tests skipped: ${skipped}`);
let database: TestDatabase;

beforeAll(async () => {
  if ('skipped' in opened) return;
  database = opened;
  await database.db.exec('CREATE TABLE notes (id SERIAL PRIMARY KEY, body TEXT NOT NULL UNIQUE)');
});
afterAll(() => database?.dispose());

const count = async () => Number((await database.db.query('SELECT count(*) AS n FROM notes')).rows[0]!.n);

describe.skipIf(skipped !== null)('openPgDb', () => {
  it('a batch runs in order, each statement seeing the ones before, and finish commits', async () => {
    const before = await count();
    const seen = await database.db.transaction(async (tx) => {
      const [, read] = await tx.batch([
        { sql: 'INSERT INTO notes (body) VALUES ($1)', params: ['first'] },
        { sql: 'SELECT body FROM notes WHERE body = $1', params: ['first'] },
      ]);
      await tx.finish([{ sql: 'INSERT INTO notes (body) VALUES ($1)', params: ['second'] }]);
      await expect(tx.query('SELECT 1')).rejects.toThrow('finished');
      return read!.rows;
    });
    expect(seen).toEqual([{ body: 'first' }]);
    expect(await count()).toBe(before + 2);
  });

  it('finish runs the after-commit reads once the transaction is committed', async () => {
    const [, after] = await database.db.transaction((tx) =>
      tx.finish([{ sql: 'INSERT INTO notes (body) VALUES ($1)', params: ['committed'] }], [{ sql: 'SELECT body FROM notes WHERE body = $1', params: ['committed'] }]),
    );
    expect(after!.rows).toEqual([{ body: 'committed' }]);
  });

  it('a failing statement in a batch or at finish rolls the whole transaction back', async () => {
    const before = await count();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.batch([
          { sql: 'INSERT INTO notes (body) VALUES ($1)', params: ['third'] },
          { sql: 'INSERT INTO notes (body) VALUES ($1)', params: ['first'] },
        ]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (body) VALUES ($1)', ['fourth']);
        await tx.finish([{ sql: 'INSERT INTO notes (body) VALUES ($1)', params: ['second'] }]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(before);
    // The pool's connections are healthy afterwards.
    expect(await database.db.transaction((tx) => tx.query('SELECT 1 AS one'))).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('prepares a statement again when a migration changed what it reads', async () => {
    const wide = () => database.db.query('SELECT * FROM notes ORDER BY id LIMIT 1');
    expect(Object.keys((await wide()).rows[0]!)).toEqual(['id', 'body']);
    await database.db.exec("ALTER TABLE notes ADD COLUMN color TEXT NOT NULL DEFAULT 'blue'");
    expect((await wide()).rows[0]).toMatchObject({ body: 'first', color: 'blue' });
  });
});
