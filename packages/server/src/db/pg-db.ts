import pg from 'pg';
import type { Db, DbTransaction, QueryResult, Row, SqlValue } from './db.js';

// Keep BIGINT counts and ids as JavaScript numbers (they stay far below 2^53 here), as PGlite does.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Options of the PostgreSQL pool. */
export interface PgDbOptions {
  /** Most connections the pool opens. */
  max?: number;
}

/**
 * Connects to PostgreSQL through a `pg` connection pool. Each transaction takes one pooled client for its
 * whole duration, so `SELECT ... FOR UPDATE` row locks hold until it commits.
 */
export function openPgDb(connectionString: string, options: PgDbOptions = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reports the failure.
  pool.on('error', () => undefined);
  const toResult = <T extends Row>(result: pg.QueryResult): QueryResult<T> => ({
    rows: result.rows as T[],
    affectedRows: result.rowCount ?? 0,
  });
  return {
    engine: 'postgres',
    async query<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []) {
      return toResult<T>(await pool.query(sql, [...params]));
    },
    async transaction<T>(work: (tx: DbTransaction) => Promise<T>) {
      const client = await pool.connect();
      // A connection lost while this transaction holds the client is reported on the client (the pool only
      // listens to idle ones): without a listener it would end the process. The failing query reports it.
      let broken = false;
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const tx: DbTransaction = {
          engine: 'postgres',
          async query<R extends Row = Row>(sql: string, params: readonly SqlValue[] = []) {
            return toResult<R>(await client.query(sql, [...params]));
          },
        };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is closed rather than handed to the next request.
        client.release(broken);
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
