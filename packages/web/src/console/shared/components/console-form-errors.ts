import type { ValidationErrors } from '@dubloon-quest/core';

/**
 * The messages to show under one field: the form's own check (core's rule) when it found a problem, else the
 * server's answer to the last save. Pure.
 */
export function errorsOf(
  client: ValidationErrors,
  server: ValidationErrors,
  field: string,
): readonly string[] | undefined {
  return client[field] ?? server[field];
}

/** Whether an errors record names any problem. Pure. */
export function hasErrors(errors: ValidationErrors): boolean {
  return Object.values(errors).some((problems) => problems.length > 0);
}
