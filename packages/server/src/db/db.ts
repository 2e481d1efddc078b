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
  /**
   * How many statements that may have written the database completed so far: on the embedded database, which
   * only this process opens, an unchanged count proves that nothing read before changed since. Absent where
   * other processes write too (PostgreSQL).
   */
  writes?(): number;
  /** Connections (PostgreSQL) or statements (the embedded database) busy and waiting now, for the metrics. */
  poolUse?(): PoolUse;
  close(): Promise<void>;
}

/** How busy the database handle is. */
export interface PoolUse {
  inUse: number;
  waiting: number;
}

/** One statement with its `$1..$n` parameters. */
export interface Statement {
  sql: string;
  params?: readonly SqlValue[];
}

/** The handle a transaction's statements run on. */
export interface DbTransaction extends Pick<Db, 'query' | 'engine'> {
  /**
   * Runs a script of several statements without parameters (a migration) inside this transaction: the
   * database parses it whole, so a semicolon inside a string or a function body is never a split point.
   */
  exec(sql: string): Promise<void>;
  /**
   * Runs statements in order, each seeing what the ones before it did (and each taking its own snapshot when
   * it starts), sent together: one round trip to PostgreSQL instead of one per statement. Rejects with the
   * first failure once every statement was answered.
   */
  batch(statements: readonly Statement[]): Promise<QueryResult<Row>[]>;
  /**
   * Runs the transaction's last statements and commits, in the same round trip on PostgreSQL, then runs
   * `afterCommit` (reads that must see every transaction committed by then, this one included; on PGlite,
   * whose transactions never overlap, they run just before its commit). Answers the statements' results, then
   * the after-commit ones. Nothing may run on this handle afterwards, and the work must return without
   * throwing. Not for a handle shared with an enclosing transaction: it commits that one.
   */
  finish(statements: readonly Statement[], afterCommit?: readonly Statement[]): Promise<QueryResult<Row>[]>;
}

export interface QueryResult<T extends Row> {
  rows: T[];
  affectedRows: number;
}
