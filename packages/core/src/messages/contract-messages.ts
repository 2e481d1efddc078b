/**
 * How a response or a stored state that does not match the contract is described (parse errors). Apart from
 * the catalogue so that the first page does not carry it.
 */
export const contractMessages = {
  /** A value that does not match its contract: what it is (`subject`), then each of its issues (`issueAt`). */
  invalidValue: (subject: string, issues: string) => `${subject} is invalid: ${issues}`,
  issueAt: (path: string, problem: string) => `at ${path}: ${problem}`,
  invalidRequest: 'Some fields are not valid. Please check them and try again.',
  invalidResponse: 'The server sent an answer this app does not understand. Please try again later.',
  missing: 'Required',
  expected: (expected: string, received: string) => `Expected ${expected}, received ${received}`,
  oneOf: (values: string) => `Must be one of ${values}`,
  atLeast: (minimum: string) => `Must be at least ${minimum}`,
  atMost: (maximum: string) => `Must be at most ${maximum}`,
  greaterThan: (bound: string) => `Must be greater than ${bound}`,
  lessThan: (bound: string) => `Must be less than ${bound}`,
  exactly: (size: string) => `Must be exactly ${size}`,
  badFormat: (format: string) => `Not a valid ${format}`,
  badKey: 'Has a key that is not allowed',
  correctNotAChoice: 'The correct answer must be one of the choices',
  noMatchingShape: 'Does not match any accepted shape',
  invalid: 'Not a valid value',
} as const;
