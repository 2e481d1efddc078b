import * as z from 'zod/mini';
import { coinsSchema, idSchema } from './common.schema.js';
import { loginTimestampsSchema } from './timestamps.schema.js';

/** The socket event names, as the original client emits and listens for them. */
export const REALTIME_EVENTS = {
  register: 'register',
  coinChange: 'coin_change',
  raffleSilver: 'raffle_gold_silver',
  challengeSubmitted: 'business_challenge_submitted',
} as const;

/**
 * Ours: the organizers published the results (see {@link resultsPublishedEventSchema}). Kept out of
 * {@link REALTIME_EVENTS}: the original client never hears it.
 */
export const RESULTS_PUBLISHED_EVENT = 'results_published';

/**
 * `results_published`: the organizers published the results (`GET /game/results` now answers the winners);
 * sent to every socket at once, on every process. A client fetches the results again, so an open Game Closed
 * page follows to them without a reload.
 */
export const resultsPublishedEventSchema = z.object({ published_at: z.string() });
export type ResultsPublishedEvent = z.infer<typeof resultsPublishedEventSchema>;

/**
 * Ours, not an event of the original contract: the organizers changed the schedule (see
 * {@link scheduleChangeEventSchema}). Kept out of {@link REALTIME_EVENTS}, whose events the original client knows.
 */
export const SCHEDULE_CHANGE_EVENT = 'schedule_change';

/**
 * Ours: the raffle's stake totals changed (see {@link raffleTotalsEventSchema}). Kept out of
 * {@link REALTIME_EVENTS} too.
 */
export const RAFFLE_TOTALS_EVENT = 'raffle_totals';

/**
 * A server sends `raffle_totals` at most this often (milliseconds): stakes committed in between are announced
 * together, in the next one.
 */
export const RAFFLE_TOTALS_MIN_INTERVAL_MS = 1_000;

/** The client emits `register` with its email; the only successful acknowledgement is exactly this. */
export const REGISTER_ACK = 'success';
export const registerAckSchema = z.literal(REGISTER_ACK);

/**
 * `coin_change`: `coins` is the change (a delta, possibly negative), which the original client adds to its
 * badge; `balance` is the new unstaked total, added by our server and preferred by our client. A player's
 * own stake sends none (its answer carries the new balance).
 */
export const coinChangeEventSchema = z.object({ coins: z.int(), balance: z.optional(coinsSchema) });
export type CoinChangeEvent = z.infer<typeof coinChangeEventSchema>;

/** `raffle_gold_silver`: items whose silver flag (nobody has staked) changed. */
export const raffleSilverEventSchema = z.array(z.object({ item_id: idSchema, silver: z.boolean() }));
export type RaffleSilverEvent = z.infer<typeof raffleSilverEventSchema>;

/** `business_challenge_submitted`: a challenge's new answer count. */
export const challengeSubmittedEventSchema = z.object({ challenge_id: idSchema, answers_count: coinsSchema });
export type ChallengeSubmittedEvent = z.infer<typeof challengeSubmittedEventSchema>;

/**
 * `schedule_change`: the organizers changed the event's schedule; sent to every socket at once. `timestamps` has
 * the shape of login's (the boundaries, or "The game has not started yet"): a client hands it to its period
 * machine (`period.timestamps.set`), so its period, gates and countdown follow without a reload.
 */
export const scheduleChangeEventSchema = z.object({ timestamps: loginTimestampsSchema });
export type ScheduleChangeEvent = z.infer<typeof scheduleChangeEventSchema>;

/**
 * `raffle_totals`: every raffle item's total staked coins (all players together, as `GET /game/raffle/items`'s
 * `total_staked`), sent to every socket after stakes are committed, at most once per
 * {@link RAFFLE_TOTALS_MIN_INTERVAL_MS} per server. Clients replace each listed item's `total_staked` with it, so
 * each player's chance follows live.
 */
export const raffleTotalsEventSchema = z.object({
  items: z.array(z.object({ item_id: idSchema, total_staked: coinsSchema })),
});
export type RaffleTotalsEvent = z.infer<typeof raffleTotalsEventSchema>;

/**
 * Ours: the server is about to end this socket because its session ended (see {@link sessionEndedEventSchema}).
 * Kept out of {@link REALTIME_EVENTS}: the original client never hears it, its socket simply closes.
 */
export const SESSION_ENDED_EVENT = 'session_ended';

/** Why a session ended, as `session_ended` names it. */
export const SESSION_END_REASONS = [
  'logged_out',
  'password_changed',
  'password_reset',
  'email_changed',
  'kicked',
  'banned',
  'expired',
  /** The organizers archived the ended event: its player accounts are removed (decision 0110). */
  'event_archived',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * `session_ended`: sent to each of a session's sockets just before the server disconnects them, on every
 * process. `banned_until` (ISO 8601) and `ban_reason` come with `banned` only: the client shows the ban's end
 * in the player's local date and time, and the organizer's reason when one was given. A client logs out at
 * once, with one message for the reason.
 */
export const sessionEndedEventSchema = z.object({
  reason: z.enum(SESSION_END_REASONS),
  banned_until: z.optional(z.string()),
  ban_reason: z.optional(z.string()),
});
export type SessionEndedEvent = z.infer<typeof sessionEndedEventSchema>;
