import * as z from 'zod/mini';
import { coinsSchema } from './common.schema.js';
import { loginTimestampsSchema } from './timestamps.schema.js';
import { userSchema } from './user.schema.js';

// Request schemas check the shape only (which fields, which JSON types). Their content (email pattern,
// password length, matching confirmation, education level) is checked by the rules' validators, so that the
// server and the browser answer with the catalogue's exact texts.

/** `POST /auth/login` body. */
export const loginRequestSchema = z.object({ email: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * `POST /auth/login` answer. The tokens travel in the `Authorization` (`Bearer <access>`) and `x-xsrf-token`
 * headers, not in the body. `coins` is the balance not yet staked.
 */
export const loginResponseSchema = z.object({
  user: userSchema,
  coins: coinsSchema,
  timestamps: loginTimestampsSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /auth/register` body. The role is never chosen by the client. */
export const registerRequestSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
  education: z.string(),
  school: z.optional(z.nullable(z.string())),
  country: z.string(),
  region: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  /** The referral code of the player who invited this one, read from their referral link. */
  referral_code: z.optional(z.nullable(z.string())),
  /** The code of the class or group link the player registers through (issue 32): records the group. */
  group_code: z.optional(z.nullable(z.string())),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `POST /auth/email/sendVerification` and `POST /auth/email/reset` body. */
export const emailRequestSchema = z.object({ email: z.string() });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** `POST /auth/email/verify` body: the 40-hex token from the verification link. */
export const verifyEmailRequestSchema = z.object({ token: z.string() });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** `PATCH /auth/password` body: the 40-hex token from the reset link and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * `POST /auth/first-organizer` body: the token of the first organizer's link printed at start, the address, a
 * name (blank: named after the address) and the password (decision 0112).
 */
export const firstOrganizerRequestSchema = z.object({
  token: z.string(),
  email: z.string(),
  name: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
});

/** `PATCH /auth/player/password` body. */
export const changePasswordRequestSchema = z.object({
  old_password: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
