import { messages, raffleChanceText } from '@dubloon-quest/core';
import { buildRaffleItem } from '@dubloon-quest/core/testing';
import { describe, expect, it } from 'vitest';
import { chanceOf, raffleItemsOf, submitBlockedBy } from './raffle-view.js';

describe('raffleItemsOf', () => {
  it('shows a French reader the French the organizers wrote, and the English, marked English, where they wrote none', () => {
    const ledger = { userCoins: 5, remainingCoins: 5, staked: {} };
    const stand = buildRaffleItem({ item_id: 1, name: 'Laptop stand', name_fr: 'Support pour portable', description: 'Lifts your screen.' });
    const [french] = raffleItemsOf([{ item: stand, staked: 0, changed: false, chance: null }], ledger, 'fr');
    expect(french).toMatchObject({ name: 'Support pour portable', nameLang: undefined, description: 'Lifts your screen.', descriptionLang: 'en' });
    const [english] = raffleItemsOf([{ item: stand, staked: 0, changed: false, chance: null }], ledger, 'en');
    expect(english).toMatchObject({ name: 'Laptop stand', nameLang: undefined, descriptionLang: undefined });
  });

  it('opens plus only while coins remain and minus only on an item with coins', () => {
    const ledger = { userCoins: 5, remainingCoins: 0, staked: { 1: 5 } };
    const [first, second] = raffleItemsOf(
      [
        { item: buildRaffleItem({ item_id: 1, name: 'Telescope' }), staked: 5, changed: true, chance: null },
        { item: buildRaffleItem({ item_id: 2, name: 'Compass' }), staked: 0, changed: false, chance: null },
      ],
      ledger,
    );
    expect(first).toMatchObject({ itemId: 1, name: 'Telescope', staked: 5, canAdd: false, canRemove: true });
    expect(second).toMatchObject({ itemId: 2, staked: 0, canAdd: false, canRemove: false });
    const withCoins = raffleItemsOf([{ item: buildRaffleItem({ item_id: 2 }), staked: 0, changed: false, chance: null }], { ...ledger, userCoins: 6, remainingCoins: 1 });
    expect(withCoins[0]?.canAdd).toBe(true);
  });

  it("carries the item's picture, stock, silver flag and partner", () => {
    const item = buildRaffleItem({ item_id: 3, image_src: '/media/3.webp', stock: 4, silver: true });
    const [view] = raffleItemsOf([{ item, staked: 0, changed: false, chance: null }], { userCoins: 0, remainingCoins: 0, staked: {} });
    expect(view).toMatchObject({ imageSrc: '/media/3.webp', stock: 4, silver: true });
    expect(view?.partner?.name).toBe(item.raffle_partner.name);
  });
});

describe('chanceOf', () => {
  it('words the exact chance for one prize and the lower bound for several', () => {
    expect(chanceOf('Compass', 1, { chance: 1 / 8, exact: true, total: 8 })).toEqual({
      text: 'Your chance: 12.5 %',
      announcement: 'Compass: your chance 12.5 %',
    });
    expect(chanceOf('Compass', 3, { chance: 0.0415, exact: false, total: 100 })?.text).toBe(raffleChanceText.yourChance('4.1', false));
    expect(chanceOf('Compass', 3, { chance: 0.0415, exact: false, total: 100 })?.text).toBe('Your chance: at least 4.1 %');
  });

  it('shows nothing without coins on the item or without totals from the server', () => {
    expect(chanceOf('Compass', 0, { chance: 0, exact: true, total: 5 })).toBeNull();
    expect(chanceOf('Compass', 2, null)).toBeNull();
  });

  it("comes from core's chance of the coins on screen", () => {
    const item = buildRaffleItem({ item_id: 4, name: 'Spyglass', coins: 1, total_staked: 4, stock: 1 });
    const [view] = raffleItemsOf([{ item, staked: 2, changed: true, chance: { chance: 2 / 5, exact: true, total: 5 } }], {
      userCoins: 2,
      remainingCoins: 0,
      staked: { 4: 2 },
    });
    expect(view?.chance?.text).toBe('Your chance: 40.0 %');
  });
});

describe('submitBlockedBy (spec 5)', () => {
  const ledger = { userCoins: 5, remainingCoins: 5, staked: {} };
  it('says why submitting is blocked', () => {
    expect(submitBlockedBy(ledger, 0, 0, null)).toBe(messages.raffle.noItems);
    expect(submitBlockedBy(ledger, 3, 0, null)).toBe(messages.raffle.nothingStaked);
    expect(submitBlockedBy({ ...ledger, remainingCoins: 4, staked: { 1: 1 } }, 3, 1000, 2000)).toBe(messages.raffle.cooldown);
  });

  it('is null when the stakes may be sent', () => {
    expect(submitBlockedBy({ ...ledger, remainingCoins: 4, staked: { 1: 1 } }, 3, 2000, 2000)).toBeNull();
  });
});
