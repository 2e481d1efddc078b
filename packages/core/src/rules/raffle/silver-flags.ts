import type { RaffleSilverEvent } from '../../contract/realtime.schema.js';

/**
 * Whether a raffle item is silver (spec section 3: "silver (true if nobody has staked)"): no player has a coin
 * on it, whatever the item's stock or retirement. Pure.
 */
export function isSilver(totalStaked: number): boolean {
  return !(totalStaked > 0);
}

/** The items somebody has staked on, from every item's total staked by all players. Pure. */
export function itemsWithStakes(totals: Iterable<readonly [itemId: number, totalStaked: number]>): Set<number> {
  const staked = new Set<number>();
  for (const [itemId, total] of totals) if (!isSilver(total)) staked.add(itemId);
  return staked;
}

/**
 * The silver flags a change of stakes turns (`raffle_gold_silver`): of `itemIds`, those somebody had staked on
 * before and nobody after, or the other way round, each with its new flag. `stakedBefore` and `stakedAfter` are
 * the items somebody has staked on ({@link itemsWithStakes}); the server's storage reads them with the stakes it
 * locks and writes, the fake server from its memory. Pure.
 */
export function silverFlagChanges(itemIds: Iterable<number>, stakedBefore: ReadonlySet<number>, stakedAfter: ReadonlySet<number>): RaffleSilverEvent {
  const changes: RaffleSilverEvent = [];
  for (const itemId of new Set(itemIds)) {
    if (stakedBefore.has(itemId) !== stakedAfter.has(itemId)) changes.push({ item_id: itemId, silver: !stakedAfter.has(itemId) });
  }
  return changes;
}
