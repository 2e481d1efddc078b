import { canSubmitStakes, minusCoin, plusCoin, type RaffleItemView as CoreItemView, type StakeLedger } from '@dubloon-quest/core';
import type { RaffleItemView } from '../components/raffle-item-card.js';

/** The cards' items from core's item views: plus and minus open when the ledger would accept them (spec 5). Pure. */
export function raffleItemsOf(items: readonly CoreItemView[], ledger: StakeLedger): RaffleItemView[] {
  return items.map(({ item, staked }) => ({
    itemId: item.item_id,
    name: item.name,
    description: item.description,
    imageSrc: item.image_src,
    stock: item.stock,
    silver: item.silver,
    staked,
    partner: {
      name: item.raffle_partner.name,
      logo: item.raffle_partner.logo,
      resourceLink: item.raffle_partner.resource_link,
      resourceName: item.raffle_partner.resource_name,
    },
    canAdd: plusCoin(ledger, item.item_id).ok,
    canRemove: minusCoin(ledger, item.item_id).ok,
  }));
}

/** Why submitting is blocked now (core's `canSubmitStakes`: no items, nothing staked, cooldown), or null. Pure. */
export function submitBlockedBy(ledger: StakeLedger, itemCount: number, nowMs: number, cooldownUntil: number | null): string | null {
  const check = canSubmitStakes({ ledger, itemCount, nowMs, cooldownUntil });
  return check.ok ? null : check.message;
}
