import * as z from 'zod/mini';
import { coinsSchema, frenchTextSchema, idSchema, lenientIdSchema } from './common.schema.js';

/** The partner who donated a raffle item, and the resource it offers players. */
export const rafflePartnerSchema = z.object({
  name: z.string(),
  logo: z.string(),
  resource_link: z.string(),
  resource_category: z.string(),
  resource_logo: z.string(),
  resource_name: z.string(),
});
export type RafflePartner = z.infer<typeof rafflePartnerSchema>;

/**
 * A raffle item as one player sees it: `coins` is that player's stake on it, `silver` is true while nobody
 * has staked on it. `total_staked` (all players' stakes, for odds) and the French texts (`name_fr`,
 * `description_fr`, when the organizers wrote them) are added by our server.
 */
export const raffleItemSchema = z.object({
  item_id: idSchema,
  name: z.string(),
  description: z.string(),
  name_fr: frenchTextSchema,
  description_fr: frenchTextSchema,
  image_src: z.string(),
  stock: coinsSchema,
  coins: coinsSchema,
  silver: z.boolean(),
  raffle_partner: rafflePartnerSchema,
  total_staked: z.optional(coinsSchema),
});
export type RaffleItem = z.infer<typeof raffleItemSchema>;

/** `GET /game/raffle/items` answer: a bare array. */
export const raffleItemsResponseSchema = z.array(raffleItemSchema);

/** One item's new stake: the absolute number of coins, not a change. */
export const stakedItemSchema = z.object({ item_id: lenientIdSchema, coins: coinsSchema });
export type StakedItem = z.infer<typeof stakedItemSchema>;

/**
 * `POST /game/raffle/items` body: only the items the player touched, each with its absolute stake (items not
 * listed keep theirs; a stake may be lowered while the raffle is open). `total_coins` is the client's guess of
 * what remains and is never trusted.
 */
export const submitStakesRequestSchema = z.object({
  staked_items: z.array(stakedItemSchema),
  total_coins: coinsSchema,
});
export type SubmitStakesRequest = z.infer<typeof submitStakesRequestSchema>;

/** `POST /game/raffle/items` answer: the server's remaining (unstaked) balance. */
export const submitStakesResponseSchema = z.object({ total_coins: coinsSchema });
export type SubmitStakesResponse = z.infer<typeof submitStakesResponseSchema>;
