import { describe, expect, it } from 'vitest';
import { contractMessagesFr, messagesFr } from '../../messages/fr/catalogue.fr.js';
import { gameApiErrorFromAnswer } from '../../ports/game-api.port.js';
import {
  type FieldProblem,
  fieldProblemText,
  fieldProblemTexts,
  knownFieldProblem,
  type ProblemCatalogues,
} from './field-problems.js';
import { validateEmail, validateName } from './field-validators.js';
import { validateRegistration } from './form-validators.js';
import { validateText } from './text-rules.js';

const french: ProblemCatalogues = { messages: messagesFr, contractMessages: contractMessagesFr };

/** Every code with sample parameters, its English text (as the specification quotes it) and its French. */
const EVERY_PROBLEM: readonly [FieldProblem, string, string][] = [
  [{ code: 'email.invalid' }, 'Invalid Email', 'Courriel invalide'],
  [{ code: 'email.notAnAddress' }, 'Not a valid email address', 'Adresse courriel non valide'],
  [{ code: 'password.length' }, 'Must be between 8 and 24 characters', 'Doit compter de 8 à 24 caractères'],
  [{ code: 'password.mismatch' }, 'Passwords do not match', 'Les mots de passe ne correspondent pas'],
  [{ code: 'required' }, 'Required', 'Obligatoire'],
  [{ code: 'name.tooShort' }, 'Must be at least 2 characters', 'Doit compter au moins 2 caractères'],
  [{ code: 'name.oneLine' }, 'Must be on one line, without control characters', 'Doit tenir sur une ligne, sans caractère de contrôle'],
  [{ code: 'education.unknown' }, 'Choose one of the education levels', 'Choisissez un des niveaux scolaires'],
  [
    { code: 'token.missing' },
    'There is nothing to verify. Please use the link from the verification email to navigate here.',
    'Il n’y a rien à confirmer. Utilisez le lien du courriel de confirmation pour arriver ici.',
  ],
  [
    { code: 'token.malformed' },
    'Your token is malformed. Use the link from the verification email to try again.',
    'Votre jeton est mal formé. Utilisez le lien du courriel de confirmation pour réessayer.',
  ],
  [
    { code: 'resetLink.invalid' },
    'The reset link is invalid. Please ensure you accessed this page through the link provided in your email.',
    'Le lien de réinitialisation n’est pas valide. Assurez-vous d’avoir ouvert cette page à partir du lien reçu par courriel.',
  ],
  [{ code: 'googleDocLink.invalid' }, 'Not a valid Google Doc link', 'Ce n’est pas un lien Google Docs valide'],
  [
    { code: 'text.invalidCharacters' },
    'Contains characters that cannot be saved (a NUL byte or text that is not UTF-8)',
    'Contient des caractères qui ne peuvent pas être enregistrés (un octet NUL ou du texte qui n’est pas en UTF-8)',
  ],
  [{ code: 'text.tooLong', max: 30 }, 'Must be at most 30 characters', 'Doit compter au plus 30 caractères'],
  [{ code: 'number.tooLarge', max: 2_147_483_647 }, 'Must be at most 2147483647', 'Doit être d’au plus 2147483647'],
];

describe('fieldProblemText', () => {
  it.each(EVERY_PROBLEM)('writes %j in English and in French', (problem, english, frenchText) => {
    expect(fieldProblemText(problem)).toBe(english);
    expect(fieldProblemText(problem, french)).toBe(frenchText);
    // The code survives the wire: what the server sends is read back as the same problem.
    expect(knownFieldProblem(JSON.parse(JSON.stringify(problem)) as { code: string; max?: number })).toEqual(problem);
  });

  it('covers every code of the union once', () => {
    const codes = EVERY_PROBLEM.map(([problem]) => problem.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(15);
  });

  it('writes a parametrized length in the reader’s language, where a lookup by English text could not', () => {
    const problem = validateText('x'.repeat(31), 30);
    expect(problem).toEqual({ code: 'text.tooLong', max: 30 });
    expect(fieldProblemText(problem!, french)).toBe('Doit compter au plus 30 caractères');
  });

  it('writes a whole form’s problems in either language', () => {
    const problems = validateRegistration({
      name: 'A',
      email: 'ada@',
      password: 'short',
      password_confirmation: 'short',
      education: 'Grade 9',
      country: '',
    });
    expect(fieldProblemTexts(problems, french)).toEqual({
      name: ['Doit compter au moins 2 caractères'],
      email: ['Courriel invalide'],
      password: ['Doit compter de 8 à 24 caractères'],
      country: ['Obligatoire'],
    });
    expect(validateEmail('x', 'request')).toEqual({ code: 'email.notAnAddress' });
    expect(validateName(' ')).toEqual({ code: 'required' });
  });
});

describe('knownFieldProblem', () => {
  it('refuses a code this build does not know, or a parametrized code without its parameter', () => {
    expect(knownFieldProblem({ code: 'text.someday' })).toBeNull();
    expect(knownFieldProblem({ code: 'toString' })).toBeNull();
    expect(knownFieldProblem({ code: 'text.tooLong' })).toBeNull();
    expect(knownFieldProblem({ code: 'required', max: 3 })).toEqual({ code: 'required' });
  });
});

describe('gameApiErrorFromAnswer with codes', () => {
  it('writes the field errors from their codes, and keeps the server’s text for an unknown code', () => {
    const error = gameApiErrorFromAnswer(422, {
      message: 'Certains champs ne sont pas valides.',
      code: 'fields.invalid',
      errors: { name: ['Doit compter au plus 80 caractères'], city: ['Something new'], group_code: ['Unknown group'] },
      codes: { name: [{ code: 'text.tooLong', max: 80 }], city: [{ code: 'city.someday' }] },
    });
    expect(error.message).toBe('Some fields are not valid. Please check them and try again.');
    expect(error.fieldErrors).toEqual({
      name: ['Must be at most 80 characters'],
      city: ['Something new'],
      group_code: ['Unknown group'],
    });
  });

  it('reads an answer without codes as before (an older server)', () => {
    const error = gameApiErrorFromAnswer(422, { message: 'Nope', errors: { email: ['Invalid Email'] } });
    expect(error.message).toBe('Nope');
    expect(error.fieldErrors).toEqual({ email: ['Invalid Email'] });
  });
});
