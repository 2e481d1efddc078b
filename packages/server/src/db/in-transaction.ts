import type { Db, DbTransaction } from './db.js';

/**
 * A {@link Db} view of an open transaction: its statements, and `transaction(work)` running `work` inside the
 * same transaction. It lets a repository written against `Db` (the organizer tool's) take part in a console
 * change, so the change and its audit entry are written together or not at all.
 */
export function inTransaction(tx: DbTransaction): Db {
  return {
    engine: tx.engine,
    query: (sql, params) => tx.query(sql, params),
    transaction: (work) => work(tx),
    exec: () => Promise.reject(new Error('exec is not available inside a transaction')),
    close: () => Promise.resolve(),
  };
}
