import { chanceOfWinning } from './winning-chance.js';

/** A player's saved stake on one item, and whether the player is under a ban now. */
export interface HeldStake {
  readonly coins: number;
  /** The player is banned (`banned_until` after now): a draw made now leaves them out. */
  readonly banned: boolean;
}

/** One item's stakes as a draw made now would take them. */
export interface ItemInDraw<T extends HeldStake> {
  /** Coins of the stakes the draw takes (banned players' left out). */
  readonly coins: number;
  /** Players the draw takes. */
  readonly players: number;
  /** Each given stake, in order, with its chance: 0 for a banned player, the others' without them. */
  readonly stakes: readonly (T & { readonly chance: number; readonly inDraw: boolean })[];
}

/**
 * Whether a stake takes part in a draw made now: a banned player's stakes are left out
 * (docs/decisions/0074-banned-players-and-the-draw.md). The draw itself, the console's stakes and the
 * organizer tool's `stakes` use this one rule. Pure.
 */
export function isInDraw(stake: HeldStake): boolean {
  return !stake.banned;
}

/**
 * One item's stakes (each player once) as a draw made now would take them: the stakes in it, their coins and
 * players, and each stake's chance with {@link chanceOfWinning} over those alone (0 for a stake left out).
 * Pure.
 */
export function itemInDraw<T extends HeldStake>(stakes: readonly T[], stock: number): ItemInDraw<T> {
  const drawn = stakes.filter(isInDraw);
  const coins = drawn.reduce((sum, stake) => sum + stake.coins, 0);
  return {
    coins,
    players: drawn.length,
    stakes: stakes.map((stake) => {
      const inDraw = isInDraw(stake);
      return { ...stake, inDraw, chance: inDraw ? chanceOfWinning(stake.coins, coins, stock, drawn.length) : 0 };
    }),
  };
}
