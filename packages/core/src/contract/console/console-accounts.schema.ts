import * as z from 'zod/mini';
import { coinsSchema, idSchema, lenientIdSchema, isoTimestampSchema, messageResponseSchema } from '../common.schema.js';
import { roleSchema } from './console-common.schema.js';
import { LOCALES } from '../../messages/locale.js';

/**
 * An account as the console shows it. A partner belongs to one business (`business_id`, its challenge id) or
 * one raffle partner (`raffle_partner`, its name); other roles to neither. `invitation_pending` is true for an
 * invited account whose invitee has not chosen a password yet (core's `accountStatus`: "Invited").
 */
export const consoleAccountSchema = z.object({
  user_id: idSchema,
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  business_id: z.nullable(idSchema),
  raffle_partner: z.nullable(z.string()),
  email_verified: z.boolean(),
  invitation_pending: z.boolean(),
  banned_until: z.nullable(isoTimestampSchema),
  created_at: isoTimestampSchema,
});
export type ConsoleAccount = z.infer<typeof consoleAccountSchema>;

/** A raffle item of the caller's own raffle partner, with how many players staked and how much. */
export const consoleOwnItemSchema = z.object({
  item_id: idSchema,
  name: z.string(),
  stock: coinsSchema,
  retired: z.boolean(),
  players: coinsSchema,
  coins_staked: coinsSchema,
});

/**
 * `GET /console/me`: who is using the console. `read_only` is true for the shared demo accounts, whose
 * changes the server refuses. `business` is a partner's own business; `raffle_items` a raffle partner's own
 * items (empty otherwise).
 */
export const consoleMeResponseSchema = z.object({
  account: consoleAccountSchema,
  read_only: z.boolean(),
  business: z.nullable(z.object({ business_id: idSchema, name: z.string(), logo: z.string() })),
  raffle_items: z.array(consoleOwnItemSchema),
});
export type ConsoleMeResponse = z.infer<typeof consoleMeResponseSchema>;

/** `GET /console/accounts`: every partner and organizer account. */
export const consoleAccountsResponseSchema = z.object({ accounts: z.array(consoleAccountSchema) });

/** A partner's affiliation, when the role is `Partner`: exactly one of the two. */
const affiliationFields = {
  business_id: z.optional(z.nullable(lenientIdSchema)),
  raffle_partner: z.optional(z.nullable(z.string())),
};

/**
 * `POST /console/accounts/invite`: creates a Partner or Organizer account and mails it a single-use link (40 hex
 * characters, valid 7 days) to choose its password at `/password-reset?token=...`.
 */
export const consoleInviteRequestSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(['Partner', 'Organizer']),
  ...affiliationFields,
  /**
   * The language the invited person reads (ours, decision 0190): their invitation mail is written in it and their
   * account keeps it for later mail. Absent: the inviting request's language, as before.
   */
  language: z.optional(z.enum(LOCALES)),
});
export type ConsoleInviteRequest = z.infer<typeof consoleInviteRequestSchema>;

/** `PATCH /console/accounts/:user_id`: gives an account a role (and a partner its affiliation). */
export const consoleUpdateAccountRequestSchema = z.object({ role: roleSchema, ...affiliationFields });
export type ConsoleUpdateAccountRequest = z.infer<typeof consoleUpdateAccountRequestSchema>;

/** The answer of the account changes: a text to show and the account as saved. */
export const consoleAccountResponseSchema = z.extend(messageResponseSchema, {
  account: consoleAccountSchema,
});
