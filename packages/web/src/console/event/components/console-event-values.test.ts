import { type EventBusiness, type EventChest } from '@dubloon-quest/core';
import { consoleEventText, consoleMessages, SHORT_TEXT_MAX } from '@dubloon-quest/core/console';
import { describe, expect, it } from 'vitest';
import {
  businessChanges,
  businessValues,
  checkBusiness,
  checkChest,
  checkItem,
  checkPartner,
  chestValues,
  itemChanges,
  partnerChanges,
  partnerValues,
} from './console-event-values.js';

const content = consoleMessages.content;

const business: EventBusiness = {
  name: 'Harbor Tech',
  logo: '',
  description: 'We build boats',
  video_title: 'A day',
  video_url: 'https://www.youtube.com/embed/abc',
  challenge_question: { challenge_id: 4, title: 'Design a buoy', description: '' },
  chest_id: 2,
};

const chest: EventChest = {
  chest_id: 1,
  group: [1, 2, 3].map((n) => ({
    question: `Q${n}?`,
    answers: { choices: { b: 'No', a: 'Yes' }, correct: 'b', explanation: '' },
  })),
};

describe('the event content forms', () => {
  it("checks a raffle partner with core's rules", () => {
    const values = {
      ...partnerValues(null),
      name: ' ',
      resource_link: 'http://plain.example',
      logo: '/etc/passwd',
    };
    const checked = checkPartner(values);
    expect(checked).toEqual({
      ok: false,
      errors: { name: [content.required], logo: [content.notAnImage], resource_link: [content.notALink] },
    });
    expect(checkPartner({ ...partnerValues(null), name: 'Bookworm' }).ok).toBe(true);
  });

  it('sends only the fields a partner edit changes', () => {
    const before = { ...partnerValues(null), name: 'Bookworm', resource_name: 'Books', retired: true };
    expect(partnerChanges({ ...partnerValues(before), resource_name: 'E-books' }, before)).toEqual({
      resource_name: 'E-books',
    });
    expect(partnerChanges(partnerValues(before), before)).toEqual({});
  });

  it('reads an item stock as a whole number of 0 or more and needs a partner', () => {
    const values = { name: 'Light', description: '', name_fr: '', description_fr: '', image_src: '', stock: '2.5', partner: '' };
    expect(checkItem(values)).toEqual({
      ok: false,
      errors: {
        stock: [consoleEventText.businesses.wholeNumber],
        partner: [consoleEventText.items.choosePartner],
      },
    });
    const checked = checkItem({ ...values, stock: ' 0 ', partner: 'Bookworm' });
    expect(checked).toEqual({
      ok: true,
      request: { name: 'Light', description: '', name_fr: '', description_fr: '', image_src: '', stock: 0, partner: 'Bookworm' },
    });
    if (checked.ok) {
      const { name_fr: _nameFr, description_fr: _descriptionFr, ...stored } = checked.request;
      // An item stored without French is unchanged by the form's empty French fields.
      expect(itemChanges(checked.request, { ...stored, item_id: 3, stock: 2, retired: false })).toEqual({ stock: 0 });
      expect(itemChanges({ ...checked.request, name_fr: 'Lampe' }, { ...stored, item_id: 3, stock: 0 })).toEqual({ name_fr: 'Lampe' });
    }
  });

  it('checks a business: names, links, pool and cap, and the chest link as an id or null', () => {
    const values = {
      ...businessValues(null),
      name: 'x'.repeat(SHORT_TEXT_MAX + 1),
      video_url: 'ftp://a',
      award_pool: '-1',
      winner_cap: '0',
    };
    expect(checkBusiness(values)).toEqual({
      ok: false,
      errors: {
        name: [content.tooLong(SHORT_TEXT_MAX)],
        video_url: [content.notAVideo],
        award_pool: [consoleEventText.businesses.wholeNumber],
        winner_cap: [consoleEventText.businesses.positiveNumber],
      },
    });
    const checked = checkBusiness(businessValues(business));
    expect(checked).toMatchObject({ ok: true, request: { chest_id: 2, challenge_title: 'Design a buoy' } });
    expect(checked.ok && 'award_pool' in checked.request).toBe(false);
  });

  it('takes a winner cap of 1 or more as a number, and a business whose partner will write the challenge', () => {
    const values = { ...businessValues(null), name: 'Harbor Tech', winner_cap: '2' };
    expect(checkBusiness(values)).toMatchObject({ ok: true, request: { winner_cap: 2, challenge_title: '' } });
    expect(checkBusiness({ ...values, winner_cap: '12' })).toMatchObject({ ok: true, request: { winner_cap: 12 } });
    expect(checkBusiness({ ...values, winner_cap: '1.5' })).toMatchObject({ ok: false, errors: { winner_cap: [consoleEventText.businesses.positiveNumber] } });
  });

  it('sends a business edit as its changes, unlinking the chest with null', () => {
    const next = checkBusiness({ ...businessValues(business), chest_id: '', award_pool: '250' });
    expect(next.ok).toBe(true);
    if (next.ok) expect(businessChanges(next.request, business)).toEqual({ chest_id: null, award_pool: 250 });
  });

  it('turns a chest into its form with the choices in letter order, and back', () => {
    const values = chestValues(chest);
    expect(values[0]?.choices.map((choice) => choice.letter)).toEqual(['a', 'b']);
    expect(checkChest(values)).toEqual({
      ok: true,
      request: {
        // A chest without French sends empty French texts: the server stores none.
        group: chest.group.map((q) => ({
          ...q,
          question_fr: '',
          answers: { ...q.answers, choices: { a: 'Yes', b: 'No' }, choices_fr: { a: '', b: '' }, explanation_fr: '' },
        })),
      },
    });
  });

  it("checks a chest's questions and choices by their field paths", () => {
    const values = chestValues(null);
    const checked = checkChest(values);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors['group[0].question']).toEqual([content.required]);
      expect(checked.errors['group[2].answers.choices.b']).toEqual([content.required]);
    }
  });
});
