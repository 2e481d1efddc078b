import * as z from 'zod/mini';
import { coinsSchema, idSchema, positiveIntSchema, isoTimestampSchema, messageResponseSchema } from '../common.schema.js';
import { intQuerySchema, roleSchema, textQuerySchema, yesNoQuerySchema } from './console-common.schema.js';

/**
 * `GET /console/players` query: `search` (name or e-mail, any part, any letter case), `verified`, `school`,
 * `country` (exact, any letter case), `meetup` (`yes`, `no`, `unanswered`), `banned`, `role` (`Player` unless
 * given), `page` (from 1) and `page_size` (1 to 500, 50 unless given).
 */
export const consolePlayersQuerySchema = z.object({
  search: z.optional(textQuerySchema),
  verified: z.optional(yesNoQuerySchema),
  school: z.optional(textQuerySchema),
  country: z.optional(textQuerySchema),
  meetup: z.optional(z.enum(['yes', 'no', 'unanswered'])),
  banned: z.optional(yesNoQuerySchema),
  role: z.optional(roleSchema),
  page: z.optional(intQuerySchema(1, 1_000_000)),
  page_size: z.optional(intQuerySchema(1, 500)),
});
export type ConsolePlayersQuery = z.input<typeof consolePlayersQuerySchema>;

/** A player (or any account) as the organizers' player list shows it. `coins` is the balance not staked. */
export const consolePlayerSchema = z.object({
  user_id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  education: z.string(),
  school: z.nullable(z.string()),
  country: z.string(),
  region: z.nullable(z.string()),
  city: z.nullable(z.string()),
  verified: z.boolean(),
  attend_meeting: z.nullable(z.boolean()),
  coins: coinsSchema,
  staked: coinsSchema,
  banned_until: z.nullable(isoTimestampSchema),
  created_at: isoTimestampSchema,
  demo_copy: z.boolean(),
  /** The class or group the player was imported into or registered through (issue 32), if any. */
  group: z.optional(z.nullable(z.string())),
  /** Imported or invited, and no password chosen yet: the invitation can be sent again. */
  invitation_pending: z.optional(z.boolean()),
});
export type ConsolePlayer = z.infer<typeof consolePlayerSchema>;

export const consolePlayersResponseSchema = z.object({
  total: coinsSchema,
  page: positiveIntSchema,
  page_size: positiveIntSchema,
  players: z.array(consolePlayerSchema),
});
export type ConsolePlayersResponse = z.infer<typeof consolePlayersResponseSchema>;

/**
 * One row of a player's ledger, oldest first: `source` is `signup`, `referral`, `chest`, `raffle` (minus the
 * change of the stakes), `demo` or `adjustment` (an organizer's, with its reason as `note`).
 */
export const consoleLedgerEntrySchema = z.object({
  id: idSchema,
  source: z.string(),
  count: z.int(),
  note: z.nullable(z.string()),
  created_at: isoTimestampSchema,
});
export type ConsoleLedgerEntry = z.infer<typeof consoleLedgerEntrySchema>;

/** `GET /console/players/:user_id`: the player, every ledger row, stakes, chests, challenge answers and open sessions. */
export const consolePlayerDetailSchema = z.object({
  player: consolePlayerSchema,
  ledger: z.array(consoleLedgerEntrySchema),
  stakes: z.array(z.object({ item_id: idSchema, coins: coinsSchema })),
  chests: z.array(z.object({ chest_id: idSchema, coins: coinsSchema })),
  challenges: z.array(
    z.object({ challenge_id: idSchema, submission_link: z.string(), updated_at: isoTimestampSchema }),
  ),
  active_sessions: coinsSchema,
});
export type ConsolePlayerDetail = z.infer<typeof consolePlayerDetailSchema>;

/** `POST /console/players/:user_id/kick`: ends every session and socket of the account at once. */
export const consoleKickRequestSchema = z.object({ reason: z.optional(z.string()) });
export const consoleKickResponseSchema = z.extend(messageResponseSchema, { sessions_ended: coinsSchema });

/**
 * `POST /console/players/:user_id/ban`: refuses the account at login, on every call and every socket until
 * `until` (and ends its sessions now); `until: null` lifts the ban. `reason` (2 to 500 characters) is kept in
 * the audit log.
 */
export const consoleBanRequestSchema = z.object({
  until: z.nullable(isoTimestampSchema),
  reason: z.string(),
});
export type ConsoleBanRequest = z.infer<typeof consoleBanRequestSchema>;
export const consolePlayerResponseSchema = z.extend(messageResponseSchema, { player: consolePlayerSchema });

/**
 * `POST /console/players/:user_id/coins`: adds (or, negative, takes) coins as a ledger row of source
 * `adjustment` with its reason; never more than the balance not staked.
 */
export const consoleAdjustCoinsRequestSchema = z.object({ delta: z.int(), reason: z.string() });
export type ConsoleAdjustCoinsRequest = z.infer<typeof consoleAdjustCoinsRequestSchema>;
export const consoleAdjustCoinsResponseSchema = z.extend(messageResponseSchema, {
  balance: coinsSchema,
  entry: consoleLedgerEntrySchema,
});
