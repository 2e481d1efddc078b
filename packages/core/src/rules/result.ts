/** A rule's successful outcome. */
export interface RuleSuccess<T> {
  readonly ok: true;
  readonly value: T;
}

/**
 * A rule's expected failure: a stable `code` for programs (e.g. `LEDGER.NO_REMAINING_COINS`) and the
 * catalogue's `message` for people. Expected failures are values, never exceptions.
 */
export interface RuleFailure<Code extends string> {
  readonly ok: false;
  readonly code: Code;
  readonly message: string;
}

/** The outcome of a rule that can fail in an expected way. */
export type RuleResult<T, Code extends string> = RuleSuccess<T> | RuleFailure<Code>;

/** Wraps a value as a success. Pure. */
export function succeed<T>(value: T): RuleSuccess<T> {
  return { ok: true, value };
}

/** Builds an expected failure from its code and catalogue message. Pure. */
export function fail<Code extends string>(code: Code, message: string): RuleFailure<Code> {
  return { ok: false, code, message };
}
