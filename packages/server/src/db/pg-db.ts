import { createHash } from 'node:crypto';
import pg from 'pg';
import { isConnectionFailure } from './connection-failure.js';
import type { Db, DbTransaction, QueryResult, Row, SqlValue, Statement } from './db.js';

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
  // Pipeline mode: a client sends queued queries without waiting for the previous answer, so a transaction's
  // statements can share one round trip (see `batch`).
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, connectionTimeoutMillis: 5_000, pipeline: true });
  // An idle client losing its connection must not crash the process; the next query reports the failure.
  pool.on('error', () => undefined);
  // Nor may a client in use: pg emits the loss (pg_terminate_backend, a cut network) on the client as well as
  // failing its queries, at moments no request holds a listener (between a release and the pool's own), and an
  // 'error' nobody hears ends the process. The failing query still reports it, as a 503 (isConnectionFailure).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const statements = preparedStatements();
  const toResult = <T extends Row>(result: pg.QueryResult): QueryResult<T> => ({
    rows: result.rows as T[],
    affectedRows: result.rowCount ?? 0,
  });
  return {
    engine: 'postgres',
    async query<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []) {
      try {
        return toResult<T>(await pool.query(statements.config(sql, params)));
      } catch (error) {
        if (!statements.renewOn(error, sql)) throw error;
        return toResult<T>(await pool.query(statements.config(sql, params)));
      }
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
      // BEGIN travels with the first statements, COMMIT with the last ones (`finish`).
      let begun = false;
      let finished = false;
      let ended = false;
      const send = async (queries: readonly (Statement | string)[]): Promise<QueryResult<Row>[]> => {
        if (finished) throw new Error('the transaction was already finished');
        const withBegin: (Statement | string)[] = begun ? [...queries] : ['BEGIN', ...queries];
        begun = true;
        const results = await sendTogether(client, withBegin.map((query) => (typeof query === 'string' ? query : statements.config(query.sql, query.params ?? []))));
        const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
        if (failure) {
          const index = results.indexOf(failure);
          const failed = withBegin[index];
          // The transaction is aborted: it fails, and the next one prepares the statement afresh.
          if (failed !== undefined && typeof failed !== 'string') statements.renewOn(failure.reason, failed.sql);
          throw failure.reason;
        }
        const answers = (results as PromiseFulfilledResult<pg.QueryResult>[]).map((result) => toResult<Row>(result.value));
        return answers.slice(withBegin.length - queries.length);
      };
      const tx: DbTransaction = {
        engine: 'postgres',
        async query<R extends Row = Row>(sql: string, params: readonly SqlValue[] = []) {
          return (await send([{ sql, params }]))[0] as QueryResult<R>;
        },
        async exec(sql: string) {
          // A text without parameters goes as one simple query: PostgreSQL runs its statements in order.
          await send([sql]);
        },
        batch: (queries) => send(queries),
        async finish(queries, afterCommit = []) {
          // Sent with the statements: if one fails, PostgreSQL answers this COMMIT by rolling back (and the
          // after-commit reads fail with it).
          ended = true;
          const answers = await send([...queries, 'COMMIT', ...afterCommit]);
          finished = true;
          return [...answers.slice(0, queries.length), ...answers.slice(queries.length + 1)];
        },
      };
      try {
        const result = await work(tx);
        if (begun && !finished) await client.query('COMMIT');
        return result;
      } catch (error) {
        // A client whose connection failed is closed rather than handed to the next request, which would
        // otherwise meet "Client has encountered a connection error and is not queryable".
        if (isConnectionFailure(error)) broken = true;
        if (begun && !ended) {
          await client.query('ROLLBACK').catch(() => {
            broken = true;
          });
        }
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
    poolUse: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
    },
  };
}

/** A statement's name and what to do when PostgreSQL says its saved plan no longer fits the schema. */
interface PreparedStatements {
  config(sql: string, params: readonly SqlValue[]): pg.QueryConfig;
  /**
   * After a migration changed a table a statement reads (`SELECT *` of a column added by a newer process in a
   * rolling deploy), PostgreSQL refuses the saved plan (SQLSTATE 0A000). The statement is then given a new
   * name, so every connection prepares it afresh. @returns whether the error was that one.
   */
  renewOn(error: unknown, sql: string): boolean;
}

/**
 * Names every statement after its text, so each pooled connection parses and plans it once and afterwards
 * only binds and executes it (less work for PostgreSQL per query). The repository's statements are a fixed
 * set, so the names are few.
 */
function preparedStatements(): PreparedStatements {
  const names = new Map<string, string>();
  let renewals = 0;
  return {
    config(sql, params) {
      let name = names.get(sql);
      if (name === undefined) {
        name = `dq_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
        names.set(sql, name);
      }
      return { name, text: sql, values: [...params] };
    },
    renewOn(error, sql) {
      const stale = typeof error === 'object' && error !== null && 'code' in error && error.code === '0A000';
      if (stale) names.set(sql, `dq_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}_${++renewals}`);
      return stale;
    },
  };
}

/**
 * Submits queries on one client in a single write (the client pipelines them; corking its socket while they
 * are queued makes one system call of it), and waits for every answer. Without the socket internals it still
 * pipelines, one write per query.
 */
async function sendTogether(client: pg.PoolClient, queries: readonly (pg.QueryConfig | string)[]): Promise<PromiseSettledResult<pg.QueryResult>[]> {
  const stream = (client as unknown as { connection?: { stream?: { cork?: () => void; uncork?: () => void } } }).connection?.stream;
  stream?.cork?.();
  let pending: Promise<pg.QueryResult>[];
  try {
    pending = queries.map((query) => client.query(query));
  } finally {
    stream?.uncork?.();
  }
  return Promise.allSettled(pending);
}
