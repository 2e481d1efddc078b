/**
 * The business constants of spec section 9 that the rules own, in one place. Timing constants that only a
 * machine uses (socket retries, loading overlay, logout delays) live with their machines.
 */

/** Password length bounds, inclusive (spec 5 and 9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 24;

/** Minimum length of a name (spec 5 and 9). */
export const NAME_MIN_LENGTH = 2;

/** Length of a verification or reset token, in hex characters (spec 5 and 9). */
export const TOKEN_HEX_LENGTH = 40;

/** Countdown shown after requesting a verification or reset e-mail: 600 s (spec 9). */
export const EMAIL_LINK_COUNTDOWN_MS = 10 * 60 * 1000;

/** After submitting stakes the raffle controls stay disabled for 30 minutes (spec 4 and 9). */
export const RAFFLE_COOLDOWN_MS = 30 * 60 * 1000;

/** The raffle item list is refetched after 3 hours (spec 4 and 9). */
export const RAFFLE_REFRESH_MS = 3 * 60 * 60 * 1000;

/** Raffle items shown per carousel page (spec 9). */
export const RAFFLE_ITEMS_PER_PAGE = 8;

/** The businesses list expires 3 hours after it was fetched (spec 4 and 9). */
export const BUSINESSES_CACHE_MS = 3 * 60 * 60 * 1000;

/** Questions in one treasure chest (spec 4 and 9). */
export const QUESTIONS_PER_CHEST = 3;

/** Coins a question is worth before any wrong answer (spec 4 and 9). */
export const COINS_PER_QUESTION = 3;

/** The most a chest can pay: every question answered right at the first try. */
export const MAX_CHEST_COINS = QUESTIONS_PER_CHEST * COINS_PER_QUESTION;

/** Coins a new player starts with, per the instructions text (spec 1 and 9). */
export const NEW_PLAYER_FREE_COINS = 3;

/**
 * Referrals that earn their referrer a reward, at most (issue 41, decision 0198): the mail budget alone let one
 * address farm about 500 coins per 10 minutes with throwaway accounts. Later referrals still register and earn
 * their own signup bonus.
 */
export const REFERRAL_REWARD_LIMIT = 20;

/** Whether a referrer with `rewarded` referral rewards earns one more. Pure. */
export function referralRewardAllowed(rewarded: number): boolean {
  return rewarded < REFERRAL_REWARD_LIMIT;
}

/** Coins a demo login's private copy has besides the signup bonus, so that staking is worth trying at once. */
export const DEMO_EXTRA_COINS = 12;

/** A success toast closes itself after 4 s; an error toast stays (duration 0) (spec 4 and 9). */
export const SUCCESS_TOAST_MS = 4000;
export const ERROR_TOAST_MS = 0;

/** A closing toast fades out for 500 ms (spec 4 and 9). */
export const FADE_OUT_MS = 500;

/** Length of a notification id (spec 4 and 9). */
export const NOTIFICATION_ID_LENGTH = 21;
