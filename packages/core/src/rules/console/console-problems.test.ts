import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages/console-messages.js';
import { consoleMessagesFr } from '../../messages/fr/console.fr.js';
import { contractMessagesFr, messagesFr } from '../../messages/fr/catalogue.fr.js';
import {
  type ConsoleProblem,
  type ConsoleProblemCatalogues,
  consoleProblemText,
  consoleProblemTexts,
} from './console-problems.js';
import { validateChestQuestions, validateItemFields } from './console-rules.js';

const french: ConsoleProblemCatalogues = { messages: messagesFr, contractMessages: contractMessagesFr, consoleMessages: consoleMessagesFr };

/** Every console code with sample parameters, its English text (what the rules returned before codes) and its French. */
const EVERY_PROBLEM: readonly [ConsoleProblem, string, string][] = [
  [{ code: 'content.required' }, consoleMessages.content.required, 'Obligatoire'],
  [{ code: 'content.tooLong', max: 200 }, 'At most 200 characters', 'Au plus 200\u00a0caractères'],
  [{ code: 'content.notAnImage' }, consoleMessages.content.notAnImage, consoleMessagesFr.content.notAnImage],
  [{ code: 'content.notAVideo' }, consoleMessages.content.notAVideo, consoleMessagesFr.content.notAVideo],
  [{ code: 'content.notALink' }, 'Must be an https link', 'Doit être un lien https'],
  [{ code: 'eventName.length' }, 'The event name must be 1 to 100 characters', 'Le nom de l’événement doit compter de 1 à 100\u00a0caractères'],
  // The players' codes the console's rules share, written by the players' catalogues.
  [{ code: 'text.invalidCharacters' }, 'Contains characters that cannot be saved (a NUL byte or text that is not UTF-8)', messagesFr.validation.invalidCharacters],
];

describe('consoleProblemText (decision 0167)', () => {
  it.each(EVERY_PROBLEM)('writes %j in English and in French', (problem, english, frenchText) => {
    expect(consoleProblemText(problem)).toBe(english);
    expect(consoleProblemText(problem, french)).toBe(frenchText);
    expect(frenchText).not.toBe(english);
  });

  it('writes a whole form in a language, the rules giving codes with their parameters', () => {
    const problems = validateItemFields({ name: ' ', name_fr: 'x'.repeat(201), image_src: 'http://x.org/a.png' });
    expect(problems).toEqual({
      name: [{ code: 'content.required' }],
      name_fr: [{ code: 'content.tooLong', max: 200 }],
      image_src: [{ code: 'content.notAnImage' }],
    });
    expect(consoleProblemTexts(problems, french)).toEqual({
      name: ['Obligatoire'],
      name_fr: ['Au plus 200\u00a0caractères'],
      image_src: [consoleMessagesFr.content.notAnImage],
    });
  });

  it('gives the codes a JSON round trip keeps: what the server sends as a 422’s codes', () => {
    const question = { question: 'Why?', answers: { choices: { a: 'Yes', b: 'No' }, correct: 'a', explanation: '', choices_fr: { z: 'Non' } } };
    const problems = validateChestQuestions([question, { ...question, question: '\u0000' }, question]);
    expect(JSON.parse(JSON.stringify(problems))).toEqual(problems);
    expect(consoleProblemTexts(problems)).toEqual({
      'group[0].answers.choices_fr.z': ['Required'],
      'group[1].question': ['Contains characters that cannot be saved (a NUL byte or text that is not UTF-8)'],
      'group[1].answers.choices_fr.z': ['Required'],
      'group[2].answers.choices_fr.z': ['Required'],
    });
  });
});
