import {
  canSubmitStakes,
  formatChancePercent,
  minusCoin,
  plusCoin,
  raffleChanceText,
  type Locale,
  type RaffleItemView as CoreItemView,
  type StakeLedger,
} from '@dubloon-quest/core';
import { pageText } from '../../../locale/content-text.js';
import { type ItemChance } from '@dubloon-quest/core/draw';
import type { ChanceView, RaffleItemView } from '../components/raffle-item-card.js';

/**
 * The chance line of an item (core's `itemChance` for the coins on screen), worded by core: exact for one
 * prize, "at least" for several. None without coins on the item or without totals from the server. Pure.
 */
export function chanceOf(name: string, staked: number, chance: ItemChance | null): ChanceView | null {
  if (staked === 0 || chance === null) return null;
  const percent = formatChancePercent(chance.chance, chance.exact);
  return { text: raffleChanceText.yourChance(percent, chance.exact), announcement: raffleChanceText.announce(name, percent, chance.exact) };
}

/**
 * The cards' items from core's item views: plus and minus open when the ledger would accept them (spec 5), the
 * texts in the reader's language where the organizers wrote it (else the English, marked). Pure.
 */
export function raffleItemsOf(items: readonly CoreItemView[], ledger: StakeLedger, locale: Locale = 'en'): RaffleItemView[] {
  return items.map(({ item, staked, chance }) => {
    const name = pageText(item.name, item.name_fr, locale);
    const description = pageText(item.description, item.description_fr, locale);
    return {
    itemId: item.item_id,
    name: name.text,
    nameLang: name.lang,
    description: description.text,
    descriptionLang: description.lang,
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
    chance: chanceOf(name.text, staked, chance),
    };
  });
}

/** Why submitting is blocked now (core's `canSubmitStakes`: no items, nothing staked, cooldown), or null. Pure. */
export function submitBlockedBy(ledger: StakeLedger, itemCount: number, nowMs: number, cooldownUntil: number | null): string | null {
  const check = canSubmitStakes({ ledger, itemCount, nowMs, cooldownUntil });
  return check.ok ? null : check.message;
}
