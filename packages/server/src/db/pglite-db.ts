import { PGlite } from '@electric-sql/pglite';
import type { Db, DbTransaction, QueryResult, Row, SqlValue } from './db.js';

/**
 * Opens the embedded database in `dataDir` (created when missing), or in memory when `dataDir` is null.
 * Transactions use PGlite's own `transaction()` API, which serializes them: a hand-written BEGIN would let
 * other requests' statements run inside it.
 */
export async function openPgliteDb(dataDir: string | null): Promise<Db> {
  const pglite = dataDir === null ? await PGlite.create() : await PGlite.create({ dataDir });
  const toResult = <T extends Row>(result: { rows: unknown[]; affectedRows?: number }): QueryResult<T> => ({
    rows: result.rows as T[],
    affectedRows: result.affectedRows ?? 0,
  });
  return {
    engine: 'pglite',
    async query<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []) {
      return toResult<T>(await pglite.query(sql, [...params]));
    },
    transaction<T>(work: (tx: DbTransaction) => Promise<T>) {
      return pglite.transaction(async (inner) => {
        const tx: DbTransaction = {
          engine: 'pglite',
          async query<R extends Row = Row>(sql: string, params: readonly SqlValue[] = []) {
            return toResult<R>(await inner.query(sql, [...params]));
          },
        };
        return work(tx);
      });
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    async close() {
      await pglite.close();
    },
  };
}
