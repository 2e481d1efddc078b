import type { SnapshotFrom } from 'xstate';
import type { RaffleItem } from '../contract/raffle.schema.js';
import { messages } from '../messages/catalogue.js';
import { isPlayer } from '../rules/access/feature-access.js';
import { itemChance } from '../rules/draw/item-chance.js';
import type { ItemChance } from '../rules/draw/item-chance.js';
import { coinsOn } from '../rules/ledger/stake-ledger.js';
import { formatCountdown } from '../rules/period/game-period.js';
import type { RaffleMachine, RaffleState } from './raffle.machine.js';

type RaffleSnapshot = SnapshotFrom<RaffleMachine>;

/** A raffle item as the page shows it: the server's item and the stake the player has on it now. */
export interface RaffleItemView {
  readonly item: RaffleItem;
  /** Coins on the item now, submitted or not. */
  readonly staked: number;
  /** Whether the stake differs from the one the server has saved. */
  readonly changed: boolean;
  /**
   * The player's chance on the item for the coins on screen (`staked`), saved or not: what submitting now
   * would give them (`itemChance`). Null when the server sends no totals.
   */
  readonly chance: ItemChance | null;
}

/**
 * The items with the current stakes and the player's chance on each, in the server's order. The chance follows
 * plus and minus at once (the coins on screen) and the live totals (`raffle.totals`). Pure.
 */
export function raffleItemViews(snapshot: RaffleSnapshot): readonly RaffleItemView[] {
  const { items, ledger } = snapshot.context;
  return items.map((item) => {
    const staked = coinsOn(ledger, item.item_id);
    const chance = itemChance({ onScreen: staked, saved: item.coins, savedTotal: item.total_staked, stock: item.stock });
    return { item, staked, changed: staked !== item.coins, chance };
  });
}

/** The player's coins: staked or not. Pure. */
export function userCoins(snapshot: RaffleSnapshot): number {
  return snapshot.context.ledger.userCoins;
}

/**
 * The coin badge's number (docs/decisions/0137-coin-badge-unstaked-balance.md): the coins the server holds
 * unstaked, the number login and every coin change give (original-clients: the badge shows the balance not
 * yet staked). The same on every page from the first paint: the stakes saved on the items, which the raffle
 * page loads later, are not in it, and moving coins on the raffle page changes it only once submitted. Pure.
 */
export function badgeCoins(snapshot: RaffleSnapshot): number {
  const { ledger, items } = snapshot.context;
  return ledger.userCoins - items.reduce((sum, item) => sum + item.coins, 0);
}

/** The coins not on any item yet: what plus can still stake. Pure. */
export function remainingCoins(snapshot: RaffleSnapshot): number {
  return snapshot.context.ledger.remainingCoins;
}

/** Where the item list stands. Pure. */
export function raffleItemsStatus(snapshot: RaffleSnapshot): 'idle' | 'loading' | 'loaded' | 'failed' {
  if (snapshot.matches({ items: 'loading' })) return 'loading';
  if (snapshot.matches({ items: 'loaded' })) return 'loaded';
  if (snapshot.matches({ items: 'failed' })) return 'failed';
  return 'idle';
}

/**
 * Whether plus, minus and submit are disabled: for non-players, during the cooldown, while the confirmation
 * is open and while a submission is under way. Pure.
 */
export function stakeControlsDisabled(snapshot: RaffleSnapshot): boolean {
  return !isPlayer(snapshot.context.role) || !snapshot.matches({ submission: 'editing' });
}

/** The notice for non-players ("Only players can assign Dubl-U-Nes to raffle items"), else null. Pure. */
export function raffleRoleNotice(snapshot: RaffleSnapshot): string | null {
  return isPlayer(snapshot.context.role) ? null : messages.roles.onlyPlayersStake;
}

/** The confirmation dialog's question while it is open, else null. Pure. */
export function stakeConfirmation(snapshot: RaffleSnapshot): string | null {
  return snapshot.matches({ submission: 'confirming' }) ? messages.raffle.confirmSubmit : null;
}

/** Whether the stakes are being sent. Pure. */
export function isSubmittingStakes(snapshot: RaffleSnapshot): boolean {
  return snapshot.matches({ submission: 'submitting' });
}

/** The cooldown countdown (`HH:MM:SS`) while the controls are locked, else null. Pure. */
export function cooldownCountdown(snapshot: RaffleSnapshot): string | null {
  const { cooldownUntil, nowMs } = snapshot.context;
  if (!snapshot.matches({ submission: 'coolingDown' }) || cooldownUntil === null) return null;
  return formatCountdown(cooldownUntil - nowMs);
}

/** The raffle part of the `game` slice to persist (spec section 3). Pure. */
export function persistedRaffle(snapshot: RaffleSnapshot): RaffleState {
  const { ledger, items, itemsFetchedAt, cooldownUntil } = snapshot.context;
  return { ledger, items, itemsFetchedAt, cooldownUntil };
}
