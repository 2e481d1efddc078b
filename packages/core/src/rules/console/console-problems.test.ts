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
import { problemTextsOnRead } from '../validation/field-problems.js';

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
    'Le texte blanc sur cette couleur a un contraste de 1,07:1\u202f; choisissez une couleur plus foncée (au moins 4,5:1)',
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
  // The schedule, players' moderation, judging and a partner's retirement (decision 0170).
  [
    { code: 'schedule.invalidTimestamp' },
    'Every time of the schedule (game start, review start, review end, game end) must be a date',
    'Chaque moment de l’horaire (début du jeu, début de la révision, fin de la révision, fin du jeu) doit être une date',
  ],
  [
    { code: 'schedule.unorderedTimestamps' },
    "The schedule's times must come in this order: game start, review start, review end, game end",
    'Les moments de l’horaire doivent venir dans cet ordre\u00a0: début du jeu, début de la révision, fin de la révision, fin du jeu',
  ],
  [{ code: 'schedule.preGameAfterStart' }, 'The pre-game must not start after the game start', 'L’avant-jeu ne doit pas commencer après le début du jeu'],
  [{ code: 'schedule.notADate' }, 'Not a date and time', 'Ce n’est pas une date et une heure'],
  [
    { code: 'schedule.challengeWindowPair' },
    'Give both ends of the challenge window, or neither',
    'Donnez les deux bornes de la période des défis, ou aucune',
  ],
  [
    { code: 'schedule.challengeWindowOrder' },
    'The challenge window must close after it opens',
    'La période des défis doit se fermer après son ouverture',
  ],
  [{ code: 'reason.length' }, 'Give a reason of 2 to 500 characters', 'Donnez un motif de 2 à 500\u00a0caractères'],
  [{ code: 'ban.inPast' }, 'The end of a ban must be in the future', 'La fin d’une suspension doit être dans le futur'],
  [
    { code: 'coins.deltaRange' },
    'The adjustment must be a whole number from -10000 to 10000, and not 0',
    'L’ajustement doit être un nombre entier de -10000 à 10000, autre que 0',
  ],
  [
    { code: 'coins.belowZero', max: 5 },
    'This player has only 5 dubl-u-nes not staked: an adjustment cannot take more',
    consoleMessagesFr.players.belowZero(5),
  ],
  [{ code: 'judging.ratingRange' }, 'A rating is a whole number from 1 to 5', 'Une note est un nombre entier de 1 à 5'],
  [{ code: 'judging.noteTooLong' }, 'A note has at most 2000 characters', 'Un commentaire compte au plus 2000\u00a0caractères'],
  [{ code: 'winners.notASubmitter' }, 'This player did not answer this challenge', 'Cette personne n’a pas répondu à ce défi'],
  [{ code: 'winners.duplicate' }, 'This player is listed more than once', 'Cette personne figure plus d’une fois'],
  [
    { code: 'winners.banned' },
    'This player is banned: a banned player cannot be picked as a winner',
    'Cette personne est suspendue\u00a0: une personne suspendue ne peut pas gagner',
  ],
  [
    { code: 'winners.awardPositive' },
    'Each award is a whole number of dollars above 0',
    'Chaque prix est un nombre entier de dollars supérieur à 0',
  ],
  [{ code: 'winners.overCap', max: 3 }, 'At most 3 winners', consoleMessagesFr.judging.overCap(3)],
  [
    { code: 'winners.overPool', max: 200, total: 250 },
    'The awards add up to $250, more than the award pool of $200',
    consoleMessagesFr.judging.overPool(200, 250),
  ],
  [
    { code: 'partner.hasItems', items: ['Lamp'] },
    "Retire this partner's raffle item first: Lamp. Retiring an item gives its stakes back to the players.",
    'Retirez d’abord le lot de ce partenaire\u00a0: Lamp. Retirer un lot rend ses mises aux joueurs et joueuses.',
  ],
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

  it('writes a French parameter in French: the winners cap and pool, the balance', () => {
    expect(consoleMessagesFr.judging.overPool(200, 250)).toMatch(/250.*\$.*200.*\$/);
    expect(consoleMessagesFr.players.belowZero(5)).toContain('5');
  });

  it('keeps a form’s codes and writes them each time they are read, in the language of the catalogues then', () => {
    const catalogues = { ...french, consoleMessages: { ...consoleMessages } };
    const problems: Record<string, ConsoleProblem[]> = { reason: [{ code: 'reason.length' }] };
    const shown = problemTextsOnRead(problems, (problem) => consoleProblemText(problem, catalogues));
    expect(shown.reason).toEqual(['Give a reason of 2 to 500 characters']);
    catalogues.consoleMessages = consoleMessagesFr;
    expect(shown.reason).toEqual(['Donnez un motif de 2 à 500\u00a0caractères']);
    expect(Object.keys(shown)).toEqual(['reason']);
    shown.reason = ['set'];
    expect(shown).toEqual({ reason: ['set'] });
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
