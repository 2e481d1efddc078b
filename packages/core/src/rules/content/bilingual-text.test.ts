import { describe, expect, it } from 'vitest';
import { shownText, withoutBlankFrench } from './bilingual-text.js';

describe('shownText: French if present, else English, with its language', () => {
  it('shows the French to a French reader when the organizers wrote it', () => {
    expect(shownText('Laptop stand', 'Support pour portable', 'fr')).toEqual({ text: 'Support pour portable', lang: 'fr' });
  });

  it('falls back to the English, marked English, when the French is missing or blank', () => {
    expect(shownText('Laptop stand', undefined, 'fr')).toEqual({ text: 'Laptop stand', lang: 'en' });
    expect(shownText('Laptop stand', null, 'fr')).toEqual({ text: 'Laptop stand', lang: 'en' });
    expect(shownText('Laptop stand', ' \u00a0 ', 'fr')).toEqual({ text: 'Laptop stand', lang: 'en' });
  });

  it('always shows the English to an English reader', () => {
    expect(shownText('Laptop stand', 'Support pour portable', 'en')).toEqual({ text: 'Laptop stand', lang: 'en' });
  });
});

describe('withoutBlankFrench', () => {
  it('drops blank French texts and blank French choices, keeps everything else as it is', () => {
    const question = {
      question: 'What is a budget?',
      question_fr: '  ',
      answers: {
        choices: { a: 'A plan', b: '' },
        correct: 'a',
        explanation: '',
        choices_fr: { a: 'Un plan', b: '' },
        explanation_fr: '',
      },
    };
    expect(withoutBlankFrench({ name: 'Event', name_fr: '', chests: [{ chest_id: 1, group: [question] }], timestamps: null })).toEqual({
      name: 'Event',
      chests: [
        {
          chest_id: 1,
          group: [
            {
              question: 'What is a budget?',
              answers: { choices: { a: 'A plan', b: '' }, correct: 'a', explanation: '', choices_fr: { a: 'Un plan' } },
            },
          ],
        },
      ],
      timestamps: null,
    });
  });

  it('drops French choices left empty, so a question without French is stored as before French', () => {
    const answers = { choices: { a: 'Yes', b: 'No' }, correct: 'a', explanation: '', choices_fr: { a: ' ', b: '' }, explanation_fr: '' };
    expect(withoutBlankFrench({ question: 'Why?', question_fr: '', answers })).toEqual({
      question: 'Why?',
      answers: { choices: { a: 'Yes', b: 'No' }, correct: 'a', explanation: '' },
    });
    expect(withoutBlankFrench({ answers: { choices_fr: {} } })).toEqual({ answers: {} });
  });

  it('keeps French that was written', () => {
    const item = { item_id: 1, name: 'Laptop stand', name_fr: 'Support pour portable', stock: 2, retired: false };
    expect(withoutBlankFrench(item)).toEqual(item);
  });
});
