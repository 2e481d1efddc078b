import * as z from 'zod/mini';
import { coinsSchema, idSchema, isoTimestampSchema } from '../common.schema.js';
import { GAME_PERIODS } from '../timestamps.schema.js';

/** How the server hands mail on: `smtp` (`SMTP_URL` set) or `log` (printed to its log, shown in the outbox). */
export const MAIL_DELIVERIES = ['smtp', 'log'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/**
 * The outbox's counts: waiting for delivery, handed on, and given up after five failed attempts; the most it
 * hands on per minute and server process (`MAIL_PER_MINUTE`), and when what waits will have left at that rate
 * on one process (null when nothing waits; sooner with several processes; decision 0195).
 */
const consoleMailStateSchema = z.object({
  delivery: z.enum(MAIL_DELIVERIES),
  queued: coinsSchema,
  sent: coinsSchema,
  failed: coinsSchema,
  per_minute: coinsSchema,
  drained_at: z.nullable(isoTimestampSchema),
});
export type ConsoleMailState = z.infer<typeof consoleMailStateSchema>;

/**
 * `GET /console/overview` (organizers): the event at a glance. The period now and the next change of period
 * (null when none is scheduled); players registered and verified; coins earned by players (every credit but
 * raffle payouts) and staked now; answers to challenges no one has rated yet; how much content the event has;
 * the raffle's progress; and the mail state. Demo copies are left out.
 */
export const consoleOverviewResponseSchema = z.object({
  event_name: z.string(),
  period: z.nullable(z.enum(GAME_PERIODS)),
  next_change: z.nullable(z.object({ period: z.enum(GAME_PERIODS), at: isoTimestampSchema })),
  players: z.object({ registered: coinsSchema, verified: coinsSchema }),
  coins: z.object({ earned: coinsSchema, staked: coinsSchema }),
  judging: z.object({ waiting: coinsSchema }),
  content: z.object({ chests: coinsSchema, raffle_items: coinsSchema, businesses: coinsSchema }),
  raffle: z.object({
    committed: z.boolean(),
    drawn: z.boolean(),
    results: z.enum(['auto', 'held', 'published']),
  }),
  mail: consoleMailStateSchema,
});
export type ConsoleOverview = z.infer<typeof consoleOverviewResponseSchema>;

/** One message of the outbox. `body` is null unless the organizer may read it (see the response). */
const consoleOutboxMailSchema = z.object({
  id: idSchema,
  to: z.string(),
  subject: z.string(),
  body: z.nullable(z.string()),
  created_at: isoTimestampSchema,
  sent_at: z.nullable(isoTimestampSchema),
  failed: z.boolean(),
});
export type ConsoleOutboxMail = z.infer<typeof consoleOutboxMailSchema>;

/**
 * `GET /console/outbox` (organizers): the newest 200 messages, newest first, with the counts. While no SMTP
 * server is set, each message carries its body (the links players would have received), so the organizers can
 * hand a link on; with SMTP the bodies stay out (they hold one-time links meant for their recipients alone),
 * and so they do for the shared demo accounts.
 */
export const consoleOutboxResponseSchema = z.object({
  mail: consoleMailStateSchema,
  mails: z.array(consoleOutboxMailSchema),
});
export type ConsoleOutbox = z.infer<typeof consoleOutboxResponseSchema>;
