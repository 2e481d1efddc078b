/**
 * How long one request may go unanswered before it fails with `timeout`. Longer than the loading overlay's
 * 29 s "Taking longer than expected..." warning, so that warning can show first and the user can wait a
 * little more, yet short enough that a dead connection ends in a message rather than a spinner
 * (docs/decisions/0061-http-timeout-and-retries.md).
 */
export const HTTP_TIMEOUT_MS = 45_000;
