import { PGlite } from '@electric-sql/pglite';
import type { Db, DbTransaction, QueryResult, Row, SqlValue, Statement } from './db.js';

export interface PgliteOptions {
  /** Starts from this dump of a data folder (`dumpPgliteDb`) instead of a new, empty cluster. */
  readonly loadDataDir?: Blob;
}

let relaxedDurability = false;

/** A statement that reads only: a SELECT without a row lock (one with FOR UPDATE or FOR SHARE locks rows, not data, but is counted all the same). */
const READ_ONLY = /^\s*select\b(?![\s\S]*\bfor\s+(update|share|no\s+key|key)\b)/i;

/**
 * Makes the embedded databases this process opens answer a statement before its changes reach the data folder
 * (PGlite's `relaxedDurability`: the write follows at once, coalesced with the next ones, and closing waits for it).
 * Tests' statements cost a quarter of the CPU so; a crash could lose the last statements, so it is refused outside a
 * Vitest worker and no setting of a running server reaches it (decision 0174).
 */
export function useRelaxedDurabilityInThisTestProcess(): void {
  if (process.env.VITEST === undefined) throw new Error('Relaxed durability is for Vitest workers only');
  relaxedDurability = true;
}

/**
 * Opens the embedded database in `dataDir` (created when missing), or in memory when `dataDir` is null.
 * Transactions use PGlite's own `transaction()` API, which serializes them: a hand-written BEGIN would let
 * other requests' statements run inside it.
 */
export async function openPgliteDb(dataDir: string | null, options: PgliteOptions = {}): Promise<Db> {
  const pglite = await PGlite.create({
    ...(dataDir === null ? {} : { dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    ...(relaxedDurability ? { relaxedDurability } : {}),
  });
  const toResult = <T extends Row>(result: { rows: unknown[]; affectedRows?: number }): QueryResult<T> => ({
    rows: result.rows as T[],
    affectedRows: result.affectedRows ?? 0,
  });
  // PGlite runs one statement or transaction at a time and queues the rest: one busy, the others waiting.
  let pending = 0;
  // Statements that may have written, counted once they end (a plain SELECT outside a transaction cannot write).
  let writes = 0;
  const counted = async <T>(work: () => Promise<T>, writing = true): Promise<T> => {
    pending += 1;
    try {
      return await work();
    } finally {
      pending -= 1;
      if (writing) writes += 1;
    }
  };
  const db: Db = {
    engine: 'pglite',
    async query<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []) {
      return toResult<T>(await counted(() => pglite.query(sql, [...params]), !READ_ONLY.test(sql)));
    },
    transaction<T>(work: (tx: DbTransaction) => Promise<T>) {
      return counted(() => pglite.transaction(async (inner) => {
        const query = async <R extends Row = Row>(sql: string, params: readonly SqlValue[] = []) => toResult<R>(await inner.query(sql, [...params]));
        // In process there is no round trip to save: statements run one after the other; PGlite commits when
        // the work returns.
        const batch = async (statements: readonly Statement[]) => {
          const results: QueryResult<Row>[] = [];
          for (const statement of statements) results.push(await query(statement.sql, statement.params));
          return results;
        };
        const exec = async (sql: string) => {
          await inner.exec(sql);
        };
        const tx: DbTransaction = { engine: 'pglite', query, exec, batch, finish: (statements, afterCommit = []) => batch([...statements, ...afterCommit]) };
        return work(tx);
      }));
    },
    async exec(sql: string) {
      await counted(() => pglite.exec(sql));
    },
    writes: () => writes,
    poolUse: () => ({ inUse: Math.min(pending, 1), waiting: Math.max(pending - 1, 0) }),
    async close() {
      await pglite.close();
    },
  };
  dumps.set(db, () => pglite.dumpDataDir('none'));
  return db;
}

const dumps = new WeakMap<Db, () => Promise<Blob>>();

/** The whole data folder of an open embedded database, as a tar that `openPgliteDb` can start from. */
export function dumpPgliteDb(db: Db): Promise<Blob> {
  const dump = dumps.get(db);
  if (dump === undefined) throw new Error('Only an embedded database opened by openPgliteDb can be dumped');
  return dump();
}
