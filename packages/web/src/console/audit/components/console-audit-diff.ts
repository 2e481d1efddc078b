import { consoleAuditText } from '@dubloon-quest/core/console';

/** One field an audit entry changed: its path (`timestamps.review_start`) and its values (undefined: absent). */
export interface AuditFieldChange {
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The leaves of a JSON value by dotted path; a list of records (a chest's questions) by position
 * (`chest_questions.1.question`), any other list as one leaf; a value that is not an object is the path ''.
 */
function leaves(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  const inner = isRecord(value)
    ? Object.entries(value)
    : Array.isArray(value) && value.some(isRecord)
      ? Object.entries(value)
      : [];
  if (inner.length > 0) {
    for (const [key, nested] of inner) leaves(nested, prefix === '' ? key : `${prefix}.${key}`, into);
  } else if (value !== null && value !== undefined) {
    into.set(prefix, value);
  }
  return into;
}

/**
 * The fields an audit entry changed, in the order they appear (after's first, then those only before had):
 * nested objects and lists of records compared leaf by leaf, other lists as wholes. Pure.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const was = leaves(before, '', new Map());
  const is = leaves(after, '', new Map());
  const paths = [...new Set([...is.keys(), ...was.keys()])];
  return paths
    .filter((path) => JSON.stringify(was.get(path)) !== JSON.stringify(is.get(path)))
    .map((path) => ({ path, before: was.get(path), after: is.get(path) }));
}

/** How an entry changed its target as a whole: created (nothing before), removed (nothing after), or edited. */
export function auditKind(before: unknown, after: unknown): 'created' | 'removed' | 'none' | 'edited' {
  const had = before !== null && before !== undefined;
  const has = after !== null && after !== undefined;
  if (!had && !has) return 'none';
  if (!had) return 'created';
  if (!has) return 'removed';
  return 'edited';
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const MAX_VALUE_LENGTH = 80;

/**
 * A value of a change as the organizer reads it: absent as "(none)", an instant in the local time zone, text
 * as is, anything else as compact JSON; cut at 80 characters.
 */
export function formatAuditValue(value: unknown, formatInstant: (iso: string) => string): string {
  if (value === undefined || value === null) return consoleAuditText.none;
  const shown =
    typeof value === 'string'
      ? ISO_INSTANT.test(value)
        ? formatInstant(value)
        : value
      : JSON.stringify(value);
  return shown.length > MAX_VALUE_LENGTH ? `${shown.slice(0, MAX_VALUE_LENGTH - 1)}…` : shown;
}
