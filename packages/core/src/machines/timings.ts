/**
 * The timing constants of spec section 9 that only the machines use. Constants shared with the rules (toast
 * durations, raffle cooldown and refresh, businesses cache) live in `rules/constants.ts`.
 */

/** The loading overlay adds "Taking longer than expected..." after 29 s (spec 4 and 9). */
export const LOADING_SLOW_MS = 29_000;

/** After "the timer has ran out" the user is logged out 2.5 s later (spec 4 and 9). */
export const TIMER_LOGOUT_DELAY_MS = 2_500;

/** The footer countdown and the raffle cooldown countdown tick once a second. */
export const COUNTDOWN_TICK_MS = 1_000;

/** Each socket connection attempt, and each registration, times out after 20 s (spec 9). */
export const SOCKET_TIMEOUT_MS = 20_000;

/** The socket is attempted up to 9 times (spec 4 and 9). */
export const SOCKET_CONNECT_ATTEMPTS = 9;

/** Socket attempts are 5 s apart (spec 4 and 9). */
export const SOCKET_RETRY_DELAY_MS = 5_000;

/** The coin total is fetched once and retried up to 2 more times (spec 4 and 9). */
export const COIN_TOTAL_RETRIES = 2;

/** The 401 and 403 error pages log the user out 1.2 s after they show (spec sections 8 and 9). */
export const ERROR_PAGE_LOGOUT_DELAY_MS = 1_200;

/**
 * How long logout waits for the server to revoke the session before ending it in the client anyway, so a
 * slow or dead server never keeps a user from logging out (docs/decisions/0022-session-logout.md).
 */
export const LOGOUT_REQUEST_LIMIT_MS = 3_000;
