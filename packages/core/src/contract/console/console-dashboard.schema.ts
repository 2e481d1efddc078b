import * as z from 'zod/mini';
import { coinsSchema, isoTimestampSchema } from '../common.schema.js';

/** Requests served and errors (status 500 and above) answered in one minute, by every server together. */
export const consoleMinuteSchema = z.object({
  minute: isoTimestampSchema,
  requests: coinsSchema,
  errors: coinsSchema,
});

/**
 * What changes from second to second: sockets connected and requests per minute (the last 30 minutes), summed
 * over every server of the deployment that answered, and the counts of players. Pushed to organizers' sockets
 * as `console_dashboard` every few seconds.
 */
export const consoleLiveDashboardSchema = z.object({
  at: isoTimestampSchema,
  servers: coinsSchema,
  sockets: coinsSchema,
  minutes: z.array(consoleMinuteSchema),
  registered: coinsSchema,
  verified: coinsSchema,
});
export type ConsoleLiveDashboard = z.infer<typeof consoleLiveDashboardSchema>;

/**
 * `GET /console/dashboard`: players registered, verified and active (a login, an answer, a stake or a challenge
 * answer) per hour of the last `hours` (24 by default, at most 720); coins issued by source versus staked
 * versus unspent; referrals; countries and regions; and the live part. Demo copies are left out.
 */
export const consoleDashboardResponseSchema = z.object({
  generated_at: isoTimestampSchema,
  players: z.object({
    registered: coinsSchema,
    verified: coinsSchema,
    active_last_hour: coinsSchema,
    active_last_day: coinsSchema,
    banned: coinsSchema,
    meetup_yes: coinsSchema,
  }),
  timeline: z.array(
    z.object({
      hour: isoTimestampSchema,
      registered: coinsSchema,
      verified: coinsSchema,
      active: coinsSchema,
    }),
  ),
  coins: z.object({
    issued_by_source: z.array(z.object({ source: z.string(), coins: z.int() })),
    issued: z.int(),
    staked: coinsSchema,
    unspent: coinsSchema,
  }),
  referrals: z.object({ invited: coinsSchema, rewarded: coinsSchema, coins: coinsSchema }),
  countries: z.array(
    z.object({
      country: z.string(),
      players: coinsSchema,
      regions: z.array(z.object({ region: z.nullable(z.string()), players: coinsSchema })),
    }),
  ),
  live: consoleLiveDashboardSchema,
});
export type ConsoleDashboardResponse = z.infer<typeof consoleDashboardResponseSchema>;
