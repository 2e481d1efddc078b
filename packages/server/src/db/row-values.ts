import type { Statement } from './db.js';

/** A nullable text column as the database returns it: the text, or null. Pure. */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A timestamp column as either engine returns it (a Date, or its text). Pure. */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** A PostgreSQL array literal of whole numbers (bound as text and cast, the same on both engines). Pure. */
export function intArray(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(',')}}`;
}

/** A `text[]` parameter: each value quoted (backslashes and quotes escaped). Pure. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`).join(',')}}`;
}

/** An `int[]` column as either engine returns it. Pure. */
export function intList(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

/** A `json_agg` of two-element arrays as either engine returns it (parsed, text, or null for no rows). Pure. */
export function jsonPairs<A = number, B = number>(value: unknown): [A, B][] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as [A, B][]) : [];
}

/** True for PostgreSQL's unique-violation error (SQLSTATE 23505), from either engine. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/**
 * Which of the items have any stake: one index probe per item that stops at the first stake, however many
 * players staked on it (a DISTINCT over the stakes would read them all).
 */
export function stakedAmongStatement(itemIds: readonly number[]): Statement {
  return {
    sql: `SELECT item.item_id FROM unnest($1::int[]) AS item (item_id)
          WHERE EXISTS (SELECT 1 FROM stakes s WHERE s.item_id = item.item_id AND s.coins > 0)`,
    params: [intArray(itemIds)],
  };
}
