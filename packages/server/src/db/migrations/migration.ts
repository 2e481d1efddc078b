/** One schema change, applied once, in order, inside a transaction. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
