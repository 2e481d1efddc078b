/** A nullable text column as the database returns it: the text, or null. Pure. */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A timestamp column as either engine returns it (a Date, or its text). Pure. */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
