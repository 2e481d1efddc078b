import * as z from 'zod/mini';
import { coinsSchema, isoTimestampSchema } from './common.schema.js';

/** A winner. `award` (a dollar amount) is given to challenge winners. */
export const winnerSchema = z.object({
  name: z.string(),
  education: z.string(),
  region: z.nullable(z.string()),
  country: z.string(),
  award: z.optional(coinsSchema),
});
export type Winner = z.infer<typeof winnerSchema>;

/**
 * The winners of one raffle item (spec 3: `partner_name`, `image_src`, `logo`, `winners`). `item_name`, the
 * prize's name, is ours: the results page names each prize with it; clients of the original contract ignore it,
 * and a server of that contract does not send it. `item_name_fr` (ours, decision 0164's `<field>_fr`) is its
 * French where the organizers wrote one, left out otherwise; `partner_name_fr` (ours) is the French name of the
 * business the partner is, where the organizers wrote one (issue 40, decision 0176).
 */
export const raffleWinnersSchema = z.object({
  partner_name: z.string(),
  partner_name_fr: z.optional(z.string()),
  item_name: z.optional(z.string()),
  item_name_fr: z.optional(z.string()),
  image_src: z.string(),
  logo: z.string(),
  winners: z.array(winnerSchema),
});
export type RaffleWinners = z.infer<typeof raffleWinnersSchema>;

/**
 * The winners of one business's challenge. `business_name_fr` (ours) is the business's French name where the
 * organizers wrote one, left out otherwise (decision 0176).
 */
export const challengeWinnersSchema = z.object({
  business_name: z.string(),
  business_name_fr: z.optional(z.string()),
  logo: z.string(),
  winners: z.array(winnerSchema),
});
export type ChallengeWinners = z.infer<typeof challengeWinnersSchema>;

/**
 * `GET /game/results` answer. Both lists are empty until the winners are announced. `published_at` (ours) is
 * when the organizers published these results on the console; absent or null for results nobody published
 * there (an event file's own, a server of the original contract).
 */
export const resultsResponseSchema = z.object({
  raffle_winners: z.array(raffleWinnersSchema),
  challenge_winners: z.array(challengeWinnersSchema),
  published_at: z.optional(z.nullable(isoTimestampSchema)),
});
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;
