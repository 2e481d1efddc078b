/** A row as the database returns it: column name to value. */
export type Row = Record<string, unknown>;

/** A value that can be bound to a `$n` placeholder. */
export type SqlValue = string | number | boolean | null | Date;

/**
 * The tiny database abstraction both storage engines implement (embedded PGlite and PostgreSQL through a
 * `pg` pool). Repositories write plain SQL against it; nothing else knows which engine runs.
 */
export interface Db {
  /** Runs one statement with `$1..$n` parameters and returns its rows and the number of affected rows. */
  query<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<QueryResult<T>>;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Statements inside
   * use the `tx` handed in, never the outer `Db`, so that no other request's statement runs inside it.
   */
  transaction<T>(work: (tx: DbTransaction) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Which engine runs, for the few statements that differ (row locks). */
  readonly engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The handle a transaction's statements run on. */
export type DbTransaction = Pick<Db, 'query' | 'engine'>;

export interface QueryResult<T extends Row> {
  rows: T[];
  affectedRows: number;
}
