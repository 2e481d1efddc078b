/** The outcome of a decision taken by a rule on state read under a transaction's locks. */
export type Decision<T, F> = { ok: true; value: T } | { ok: false; failure: F };
