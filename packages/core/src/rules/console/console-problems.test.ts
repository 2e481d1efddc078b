import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages/console-messages.js';
import { consoleMessagesFr } from '../../messages/fr/console.fr.js';
import { consoleBrandTextFr, consoleMailTextFr } from '../../messages/fr/look.fr.js';
import { contractMessagesFr, messagesFr } from '../../messages/fr/catalogue.fr.js';
import {
  type ConsoleProblem,
  type ConsoleProblemCatalogues,
  consoleProblemText,
  consoleProblemTexts,
} from './console-problems.js';
import { validateChestQuestions, validateItemFields } from './console-rules.js';

const french: ConsoleProblemCatalogues = {
  messages: messagesFr,
  contractMessages: contractMessagesFr,
  consoleMessages: consoleMessagesFr,
  consoleBrandText: consoleBrandTextFr,
  consoleMailText: consoleMailTextFr,
};

/** Every console code with sample parameters, its English text (what the rules returned before codes) and its French. */
const EVERY_PROBLEM: readonly [ConsoleProblem, string, string][] = [
  [{ code: 'content.required' }, consoleMessages.content.required, 'Obligatoire'],
  [{ code: 'content.tooLong', max: 200 }, 'At most 200 characters', 'Au plus 200\u00a0caractères'],
  [{ code: 'content.notAnImage' }, consoleMessages.content.notAnImage, consoleMessagesFr.content.notAnImage],
  [{ code: 'content.notAVideo' }, consoleMessages.content.notAVideo, consoleMessagesFr.content.notAVideo],
  [{ code: 'content.notALink' }, 'Must be an https link', 'Doit être un lien https'],
  [{ code: 'eventName.length' }, 'The event name must be 1 to 100 characters', 'Le nom de l’événement doit compter de 1 à 100\u00a0caractères'],
  [{ code: 'brand.colorFormat' }, 'Write the colour as # and six hexadecimal digits, such as #1d4e89', consoleBrandTextFr.problems.colorFormat],
  [
    { code: 'brand.colorContrast', ratio: 1.0746, min: 4.5 },
    'White text on this colour has a contrast of 1.07:1; choose a darker colour (at least 4.5:1)',
    'Le texte blanc sur cette couleur a un contraste de 1,07:1; choisissez une couleur plus foncée (au moins 4,5:1)',
  ],
  [{ code: 'mail.malformed' }, 'Write each variable as {{name}}, with two braces on each side', consoleMailTextFr.problems.malformed],
  [
    { code: 'mail.unknownVariable', variable: 'minutes', allowed: ['name', 'link'] },
    '{{minutes}} is not a variable of this mail: use {{name}}, {{link}}',
    '{{minutes}} n’est pas une variable de ce courriel\u00a0: utilisez {{name}}, {{link}}',
  ],
  [{ code: 'mail.subjectLength', max: 150 }, 'The subject has 1 to 150 characters on one line', 'L’objet compte de 1 à 150\u00a0caractères sur une seule ligne'],
  [{ code: 'mail.bodyLength', max: 5000 }, 'The text has 1 to 5000 characters', 'Le texte compte de 1 à 5000\u00a0caractères'],
  [{ code: 'mail.linkNeeded' }, 'The text must hold {{link}}: the mail is sent for it', consoleMailTextFr.problems.linkNeeded],
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
