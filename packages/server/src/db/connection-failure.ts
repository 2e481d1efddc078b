/** SQLSTATEs and system error codes that say the database connection failed, not the statement. */
const CONNECTION_FAILURE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown: pg_terminate_backend, or the server stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/**
 * What the `pg` driver says, without a code, when a connection went away under a query, or when a query was
 * given a client whose connection had already failed.
 */
const CONNECTION_FAILURE_TEXT =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * True when an error (or one it was caused by) says the database could not be reached or the connection was
 * lost (either engine), rather than that a statement was wrong: the request may succeed if sent again later.
 */
export function isConnectionFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause !== undefined && cause !== null && depth < 5; depth += 1) {
    if (typeof cause !== 'object') return false;
    const code = 'code' in cause ? String(cause.code) : '';
    const message = 'message' in cause ? String(cause.message) : '';
    if (CONNECTION_FAILURE_CODES.has(code) || CONNECTION_FAILURE_TEXT.test(message)) return true;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return false;
}
