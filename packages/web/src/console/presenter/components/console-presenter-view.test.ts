import type { RaffleItem, ResultsResponse } from '@dubloon-quest/core';
import { consolePresenterText } from '@dubloon-quest/core/console';
import { describe, expect, it } from 'vitest';
import { presenterKeyAction, prizeTotalsOf, revealPrizesOf, withTotals } from './console-presenter-view.js';

const partner = { name: 'Harbor Tech', logo: '', resource_link: '', resource_category: '', resource_logo: '', resource_name: '' };
const item = (item_id: number, total_staked: number | undefined): RaffleItem => ({
  item_id,
  name: `Prize ${item_id}`,
  description: '',
  image_src: `/media/${item_id}.png`,
  stock: 1,
  coins: 0,
  silver: total_staked === 0,
  raffle_partner: partner,
  ...(total_staked === undefined ? {} : { total_staked }),
});

describe('the presenter view helpers', () => {
  it('lists each prize with its total, 0 when the server sends none', () => {
    expect(prizeTotalsOf([item(1, 4), item(2, undefined)])).toEqual([
      { id: 1, name: 'Prize 1', partner: 'Harbor Tech', image: '/media/1.png', total: 4 },
      { id: 2, name: 'Prize 2', partner: 'Harbor Tech', image: '/media/2.png', total: 0 },
    ]);
  });

  it('[D0176.french-names] names each prize and its business in French for a French reader where written, else in English marked', () => {
    const french = { ...item(1, 4), name_fr: 'Prix 1' };
    expect(prizeTotalsOf([french, item(2, 0)], 'fr').map((shown) => [shown.name, shown.nameLang])).toEqual([
      ['Prix 1', undefined],
      ['Prize 2', 'en'],
    ]);
    expect(prizeTotalsOf([french], 'en')[0]).toMatchObject({ name: 'Prize 1' });
    const results: ResultsResponse = {
      raffle_winners: [
        { partner_name: 'Maree Bakery', partner_name_fr: 'Boulangerie Marée', item_name: 'Bread basket', item_name_fr: 'Panier de pains', image_src: '', logo: '', winners: [] },
        { partner_name: 'Maree Bakery', partner_name_fr: 'Boulangerie Marée', image_src: '', logo: '', winners: [] },
      ],
      challenge_winners: [],
    };
    expect(revealPrizesOf(results, 'fr').map((prize) => [prize.name, prize.partner])).toEqual([
      ['Panier de pains', 'Boulangerie Marée'],
      ['Boulangerie Marée', 'Boulangerie Marée'],
    ]);
    expect(revealPrizesOf(results, 'en').map((prize) => [prize.name, prize.partner])).toEqual([
      ['Bread basket', 'Maree Bakery'],
      ['Maree Bakery', 'Maree Bakery'],
    ]);
  });

  it("applies a raffle_totals announcement, keeping the same items when nothing changed", () => {
    const items = [item(1, 4), item(2, 0)];
    expect(withTotals(items, { items: [{ item_id: 1, total_staked: 4 }] })).toBe(items);
    const changed = withTotals(items, { items: [{ item_id: 2, total_staked: 3 }, { item_id: 9, total_staked: 1 }] });
    expect(changed.map((shown) => shown.total_staked)).toEqual([4, 3]);
    expect(changed[0]).toBe(items[0]);
  });

  it('reveals what the results page shows: prize, partner, names and places, never more', () => {
    const results: ResultsResponse = {
      raffle_winners: [
        {
          partner_name: 'Harbor Tech',
          item_name: 'Headphones',
          image_src: '/media/1.png',
          logo: '/media/harbor.png',
          winners: [
            { name: 'Ada Lovelace', education: 'Grade 11', region: 'Ontario', country: 'Canada' },
            { name: 'Mary Read', education: 'Grade 9', region: null, country: 'Mexico' },
          ],
        },
        { partner_name: 'Compass Co', image_src: '/media/2.png', logo: '', winners: [] },
      ],
      challenge_winners: [],
    };
    const prizes = revealPrizesOf(results);
    expect(prizes).toEqual([
      {
        name: 'Headphones',
        partner: 'Harbor Tech',
        image: '/media/1.png',
        winners: [
          { name: 'Ada Lovelace', from: consolePresenterText.from('Ontario', 'Canada') },
          { name: 'Mary Read', from: 'from Mexico' },
        ],
      },
      { name: 'Compass Co', partner: 'Compass Co', image: '/media/2.png', winners: [] },
    ]);
    expect(JSON.stringify(prizes)).not.toContain('Grade');
  });

  it('maps the keys: next, back, start again and full screen, none with a modifier, none of Space and Enter on a control', () => {
    const press = (key: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({ key, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });
    const revealing = { revealing: true, onControl: false };
    for (const key of ['ArrowRight', 'PageDown', ' ', 'Enter']) expect(presenterKeyAction(press(key), revealing)).toEqual({ type: 'next' });
    for (const key of ['ArrowLeft', 'PageUp']) expect(presenterKeyAction(press(key), revealing)).toEqual({ type: 'back' });
    expect(presenterKeyAction(press('Home'), revealing)).toEqual({ type: 'restart' });
    expect(presenterKeyAction(press('f'), revealing)).toEqual({ type: 'fullScreen' });
    expect(presenterKeyAction(press('F'), { revealing: false, onControl: false })).toEqual({ type: 'fullScreen' });
    expect(presenterKeyAction(press('ArrowRight', { ctrlKey: true }), revealing)).toBeNull();
    expect(presenterKeyAction(press('f', { metaKey: true }), revealing)).toBeNull();
    expect(presenterKeyAction(press('ArrowRight'), { revealing: false, onControl: false })).toBeNull();
    const onButton = { revealing: true, onControl: true };
    expect(presenterKeyAction(press(' '), onButton)).toBeNull();
    expect(presenterKeyAction(press('Enter'), onButton)).toBeNull();
    expect(presenterKeyAction(press('f'), onButton)).toBeNull();
    expect(presenterKeyAction(press('ArrowRight'), onButton)).toEqual({ type: 'next' });
    expect(presenterKeyAction(press('x'), revealing)).toBeNull();
  });
});
