import * as z from 'zod/mini';
import { coinsSchema, isoTimestampSchema } from './common.schema.js';
import { userSchema } from './user.schema.js';
import { LOCALES } from '../messages/locale.js';

/**
 * `PATCH /auth/player/profile` body: only the fields that changed (at least one; the rules' profile diff
 * says "Nothing to update" otherwise). Fields not listed here, such as `role`, are dropped.
 */
export const profileUpdateRequestSchema = z.object({
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  education: z.optional(z.string()),
  school: z.optional(z.nullable(z.string())),
  country: z.optional(z.string()),
  region: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/**
 * `PATCH /auth/player/language` body: the language the logged-in person (any role) now reads the game in, kept
 * on the account for the mail written outside their own request (decision 0163).
 */
export const languageRequestSchema = z.object({ language: z.enum(LOCALES) });

/**
 * `PATCH /auth/player/profile` answer: the user as saved. `verify_email` is true when the email changed;
 * the new address must then be verified and the client logs the user out.
 */
export const profileUpdateResponseSchema = z.object({ user: userSchema, verify_email: z.boolean() });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/**
 * A player who registered with this player's referral link, and the coins it earned. The friend is named, never
 * addressed: our server leaves `email` out (issue 40, decision 0178); the original event's server sent it, so a
 * client reading that server still parses its answer.
 */
export const referralSchema = z.object({
  created_at: isoTimestampSchema,
  coins: coinsSchema,
  invited_user: z.object({ name: z.string(), email: z.optional(z.string()) }),
});
export type Referral = z.infer<typeof referralSchema>;

/** `GET /auth/player/referrals` answer; our server adds the player's own `referral_link`. */
export const referralsResponseSchema = z.object({
  referrals: z.array(referralSchema),
  referral_link: z.optional(z.string()),
});
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;

/** One row of the coin history: how many coins a source (signup bonus, chests, referrals, ...) gave. */
export const coinHistoryEntrySchema = z.object({ source: z.string(), count: z.int() });
export type CoinHistoryEntry = z.infer<typeof coinHistoryEntrySchema>;

/** `GET /game/player/coins/history` answer. Never empty: every player's history starts with the signup bonus. */
export const coinHistoryResponseSchema = z.object({ coin_details: z.array(coinHistoryEntrySchema) });
export type CoinHistoryResponse = z.infer<typeof coinHistoryResponseSchema>;

/** `GET /game/player/coins/total` answer: the balance not yet staked. */
export const coinTotalResponseSchema = z.object({ coins: coinsSchema });
export type CoinTotalResponse = z.infer<typeof coinTotalResponseSchema>;
