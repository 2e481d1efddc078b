import { describe, expect, it } from 'vitest';
import {
  isEmailAddress,
  validateEducation,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
} from './field-validators.js';
import { fieldProblemText, type FieldProblem } from './field-problems.js';

/** The English text of a rule's result: the texts the specification quotes. */
const english = (problem: FieldProblem | null) => (problem === null ? null : fieldProblemText(problem));

describe('validateEmail', () => {
  it.each(['player@example.com', 'first.last+tag@school.k12.us', "o'brien@mail.example.org", 'a@b.co'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each(['', 'player', 'player@', '@example.com', 'player@example', 'pl ayer@example.com', ' player@example.com', 'player@example..com', 'player@-example.com', 'a@b@c.com'])(
    'refuses %j with "Invalid Email" on forms',
    (email) => {
      expect(english(validateEmail(email))).toBe('Invalid Email');
    },
  );

  it('says "Not a valid email address" for the e-mail-only requests', () => {
    expect(english(validateEmail('nope', 'request'))).toBe('Not a valid email address');
    expect(validateEmail('player@example.com', 'request')).toBeNull();
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(isEmailAddress(`${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`)).toBe(false);
  });
});

describe('validatePassword', () => {
  it('accepts 8 to 24 characters', () => {
    expect(validatePassword('a'.repeat(8))).toBeNull();
    expect(validatePassword('a'.repeat(24))).toBeNull();
  });

  it('refuses 7 and 25 characters', () => {
    expect(english(validatePassword('a'.repeat(7)))).toBe('Must be between 8 and 24 characters');
    expect(english(validatePassword('a'.repeat(25)))).toBe('Must be between 8 and 24 characters');
  });

  it('counts code points, so 💰 is one character', () => {
    expect(validatePassword('💰'.repeat(8))).toBeNull();
    expect(validatePassword('💰'.repeat(13))).toBeNull();
    expect(english(validatePassword('💰'.repeat(25)))).toBe('Must be between 8 and 24 characters');
  });
});

describe('validatePasswordConfirmation', () => {
  it('requires an exact match', () => {
    expect(validatePasswordConfirmation('secret123', 'secret123')).toBeNull();
    expect(english(validatePasswordConfirmation('secret123', 'Secret123'))).toBe('Passwords do not match');
    expect(english(validatePasswordConfirmation('secret123', 'secret123 '))).toBe('Passwords do not match');
  });
});

describe('validateName and validateRequired', () => {
  it('requires a name of at least 2 characters', () => {
    expect(validateName('Al')).toBeNull();
    expect(english(validateName(''))).toBe('Required');
    expect(english(validateName('   '))).toBe('Required');
    expect(english(validateName('A'))).toBe('Must be at least 2 characters');
    expect(english(validateName(' A '))).toBe('Must be at least 2 characters');
  });

  it('refuses a line break or another control character inside a name, as the CSV import does (issue 41, item 7)', () => {
    for (const name of ['Ada\nLovelace', 'Ada\r\nBcc: victim@x.test', 'Ada\u2028Lovelace', 'Ada\tLovelace', 'Ada\u0085Lovelace', 'Ada\u007fL'])
      expect(validateName(name)).toEqual({ code: 'name.oneLine' });
    expect(english(validateName('Ada\nLovelace'))).toBe('Must be on one line, without control characters');
    // Spaces around the name are trimmed, not refused; accents, apostrophes and hyphens are names.
    for (const name of [' Ada Lovelace\n', 'Zoé N’Guessan-Brûlé']) expect(validateName(name)).toBeNull();
  });

  it('treats null, undefined and spaces as missing', () => {
    for (const value of [null, undefined, '', ' \t']) expect(english(validateRequired(value))).toBe('Required');
    expect(validateRequired('x')).toBeNull();
  });
});

describe('validateEducation', () => {
  it('accepts the five levels only', () => {
    for (const level of ['Grade 9', 'Grade 10', 'Grade 11', 'Grade 12', 'Other']) expect(validateEducation(level)).toBeNull();
    expect(english(validateEducation(''))).toBe('Required');
    expect(english(validateEducation('Grade 8'))).toBe('Choose one of the education levels');
    expect(english(validateEducation('grade 9'))).toBe('Choose one of the education levels');
  });
});
