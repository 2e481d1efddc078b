import * as z from 'zod/mini';
import { contractMessages } from '../messages/contract-messages.js';

/** One thing wrong with a value, at a readable path such as `user.chests_submitted["3"]` (`$` is the root). */
export interface ContractIssue {
  readonly path: string;
  readonly problem: string;
}

/** The root of a value in {@link ContractIssue.path} and in field error keys. */
export const ROOT_PATH = '$';

/**
 * A value that does not match its contract schema: a response from the server, a request body, a socket
 * event or persisted state. `message` names the subject and every field path with its problem;
 * `fieldErrors` has the shape of the error body's `errors` (`{ [path]: problems }`).
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly subject: string;
  readonly issues: readonly ContractIssue[];

  constructor(subject: string, issues: readonly ContractIssue[]) {
    // In the reader's language: the draw check page shows it (a record file that is not a draw's).
    super(contractMessages.invalidValue(subject, issues.map((issue) => contractMessages.issueAt(issue.path, issue.problem)).join('; ')));
    this.subject = subject;
    this.issues = issues;
  }

  /** The issues grouped by path, as the error body's `errors` carries them. */
  get fieldErrors(): Record<string, string[]> {
    const grouped: Record<string, string[]> = {};
    for (const issue of this.issues) (grouped[issue.path] ??= []).push(issue.problem);
    return grouped;
  }
}

/** The outcome of {@link safeParseContract}: the typed value, or the error describing every issue. */
export type ContractParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ContractError };

/**
 * Checks `value` against `schema`. Pure.
 * @param subject what the value is, for the error message (e.g. "the answer of POST /auth/login").
 */
export function safeParseContract<Schema extends z.ZodMiniType>(
  schema: Schema,
  value: unknown,
  subject: string,
): ContractParseResult<z.output<Schema>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: new ContractError(subject, describeIssues(result.error.issues, value)) };
}

/**
 * Checks `value` against `schema` and returns it typed, or throws a {@link ContractError} naming each field
 * path and its problem. Pure apart from the throw.
 */
export function parseContract<Schema extends z.ZodMiniType>(schema: Schema, value: unknown, subject: string): z.output<Schema> {
  const result = safeParseContract(schema, value, subject);
  if (!result.ok) throw result.error;
  return result.value;
}

/**
 * Writes a value of a schema's output type (ids as numbers) in its wire form (ids as strings): what a server
 * sends as an answer or event and what a client sends as a request. Throws a {@link ContractError} when the
 * value does not match the schema (the sender's own fault). Pure apart from the throw.
 */
export function encodeContract<Schema extends z.ZodMiniType>(schema: Schema, value: z.output<Schema>, subject: string): z.input<Schema> {
  const result = z.safeEncode(schema, value);
  if (result.success) return result.data;
  throw new ContractError(subject, describeIssues(result.error.issues, value));
}

/**
 * A request body as a client sends it: encoded ({@link encodeContract}, ids as strings) when it matches the
 * call's request schema, and otherwise as given, for the server to refuse with its 400 and `errors` per path
 * rather than failing in the client. A call without a body (`schema` null) sends `body` unchanged. Pure.
 */
export function requestJson(schema: z.ZodMiniType | null, body: unknown): unknown {
  if (schema === null || body === undefined) return body;
  const result = z.safeEncode(schema, body);
  return result.success ? result.data : body;
}

type Issue = z.core.$ZodIssue;
type PathKey = PropertyKey;

/**
 * Turns zod issues into readable issues. `zod/mini` loads no locale (its messages all read "Invalid input"),
 * so the wording comes from the message catalogue. For a union, the branch that came closest is reported
 * rather than every branch. Pure.
 */
export function describeIssues(issues: readonly Issue[], input: unknown, basePath: readonly PathKey[] = []): ContractIssue[] {
  return issues.flatMap((issue) => {
    const path = [...basePath, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      return describeIssues(closestBranch(issue.errors), input, path);
    }
    return [{ path: formatPath(path), problem: describeProblem(issue, valueAt(input, path)) }];
  });
}

function closestBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] {
  // A branch whose type and value matched at the union's own position got furthest; one whose type matched
  // but value did not (a literal) comes next; one whose type did not match says little.
  const distance = (branch: readonly Issue[]) => {
    const atRoot = branch.filter((issue) => issue.path.length === 0);
    if (atRoot.some((issue) => issue.code === 'invalid_type' || issue.code === 'invalid_union')) return 2;
    return atRoot.some((issue) => issue.code === 'invalid_value') ? 1 : 0;
  };
  const ranked = branches
    .map((branch) => ({ branch, distance: distance(branch) }))
    .sort((a, b) => a.distance - b.distance || a.branch.length - b.branch.length);
  const best = ranked[0];
  if (best === undefined || best.distance === 2) return [{ code: 'custom', path: [], message: contractMessages.noMatchingShape }];
  return best.branch;
}

function describeProblem(issue: Issue, received: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (received === undefined) return contractMessages.missing;
      return contractMessages.expected(expectedName(issue.expected), describeValueType(received));
    case 'invalid_value':
      return contractMessages.oneOf(issue.values.map((value) => JSON.stringify(value)).join(', '));
    case 'too_small':
      return boundProblem('small', issue.minimum, issue.origin, issue.inclusive, issue.exact);
    case 'too_big':
      return boundProblem('big', issue.maximum, issue.origin, issue.inclusive, issue.exact);
    case 'invalid_format':
      return contractMessages.badFormat(formatName(issue.format, issue.pattern));
    case 'invalid_key':
    case 'unrecognized_keys':
      return contractMessages.badKey;
    case 'invalid_union':
      return contractMessages.noMatchingShape;
    case 'custom':
      return issue.message;
    default:
      return contractMessages.invalid;
  }
}

function boundProblem(
  side: 'small' | 'big',
  bound: number | bigint,
  origin: string,
  inclusive: boolean | undefined,
  exact: boolean | undefined,
): string {
  const unit = origin === 'string' ? ' characters' : origin === 'array' || origin === 'set' ? ' items' : '';
  const amount = `${String(bound)}${unit}`;
  if (exact) return contractMessages.exactly(amount);
  if (inclusive === false) return side === 'small' ? contractMessages.greaterThan(amount) : contractMessages.lessThan(amount);
  return side === 'small' ? contractMessages.atLeast(amount) : contractMessages.atMost(amount);
}

const expectedNames: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  null: 'null',
};

function expectedName(expected: string): string {
  return expectedNames[expected] ?? expected;
}

function formatName(format: string, pattern: string | undefined): string {
  if (format === 'email') return 'email address';
  if (format === 'url') return 'link';
  if (format === 'datetime') return 'date and time (ISO 8601)';
  if (format === 'regex' && pattern !== undefined) return `value (pattern ${pattern})`;
  return format;
}

/** A short name of a value's JSON type; never the value itself, which may be a password. */
function describeValueType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'text';
    case 'number':
      if (!Number.isFinite(value)) return 'a non-finite number';
      return Number.isInteger(value) ? 'a whole number' : 'a fraction';
    case 'boolean':
      return 'true or false';
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

function valueAt(input: unknown, path: readonly PathKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** `staked_items[0].coins`, `chests_submitted["3"]`, or `$` for the root. Pure. */
export function formatPath(path: readonly PathKey[]): string {
  if (path.length === 0) return ROOT_PATH;
  return path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      // A first key spelled like the root (`$`) is bracketed, so that it never reads as the root itself.
      if (/^[A-Za-z_$][\w$]*$/.test(name) && !(index === 0 && name === ROOT_PATH))
        return index === 0 ? name : `.${name}`;
      return `[${JSON.stringify(name)}]`;
    })
    .join('');
}
