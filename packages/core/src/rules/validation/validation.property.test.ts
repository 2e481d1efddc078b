import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { validateChallengeLink } from './challenge-link.js';
import { validateEmail, validatePassword, validatePasswordConfirmation } from './field-validators.js';
import { validateRegistration } from './form-validators.js';
import { checkVerificationToken, validateResetToken } from './token-validators.js';
import { fieldProblemText, fieldProblemTexts, type FieldProblem } from './field-problems.js';

/** The English text of a rule's result: the texts the specification quotes. */
const english = (problem: FieldProblem | null) => (problem === null ? null : fieldProblemText(problem));

describe('e-mail properties', () => {
  test.prop([fc.emailAddress()])('accepts generated addresses', (email) => {
    expect(validateEmail(email)).toBeNull();
    expect(validateEmail(email, 'request')).toBeNull();
  });

  test.prop([fc.string().filter((s) => !s.includes('@'))])('refuses anything without an @', (text) => {
    expect(english(validateEmail(text))).toBe('Invalid Email');
    expect(english(validateEmail(text, 'request'))).toBe('Not a valid email address');
  });

  test.prop([fc.emailAddress(), fc.nat(), fc.constantFrom(' ', '\t', '\n', '<', '>', '(', ',', ';', '"', '\\', '[')])(
    'refuses a generated address with a forbidden character inserted',
    (email, at, bad) => {
      const index = at % (email.length + 1);
      expect(english(validateEmail(email.slice(0, index) + bad + email.slice(index)))).toBe('Invalid Email');
    },
  );

  test.prop([fc.emailAddress()])('refuses an address without its domain', (email) => {
    expect(english(validateEmail(email.slice(0, email.lastIndexOf('@') + 1)))).toBe('Invalid Email');
  });
});

describe('password properties', () => {
  test.prop([fc.string({ unit: 'binary', maxLength: 40 })])('accepts exactly 8 to 24 characters, of any kind', (password) => {
    const length = [...password].length;
    expect(english(validatePassword(password))).toBe(length >= 8 && length <= 24 ? null : 'Must be between 8 and 24 characters');
  });

  test.prop([fc.string(), fc.string()])('a confirmation matches only an identical password', (password, confirmation) => {
    expect(validatePasswordConfirmation(password, confirmation) === null).toBe(password === confirmation);
    expect(validatePasswordConfirmation(password, password)).toBeNull();
  });
});

const hexToken = fc.stringMatching(/^[0-9a-fA-F]{40}$/);

describe('token properties', () => {
  test.prop([hexToken])('accepts any 40 hex characters', (token) => {
    expect(checkVerificationToken(token)).toEqual({ kind: 'valid', token });
    expect(validateResetToken(token)).toBeNull();
  });

  test.prop([fc.string({ minLength: 1 }).filter((s) => !/^[0-9a-fA-F]{40}$/.test(s))])('calls any other non-empty text malformed', (text) => {
    expect(checkVerificationToken(text)).toMatchObject({ kind: 'malformed', redirectTo: '/error-401' });
    expect(validateResetToken(text)).not.toBeNull();
  });

  test.prop([fc.stringMatching(/^[0-9a-f]{0,39}$|^[0-9a-f]{41,60}$/)])('refuses hex of any other length', (text) => {
    expect(checkVerificationToken(text).kind).toBe(text === '' ? 'missing' : 'malformed');
  });
});

const docId = fc.stringMatching(/^[A-Za-z0-9_-]{1,50}$/);
const safeSuffix = fc.constantFrom('', '/edit', '/edit?usp=sharing', '/edit?tab=t.0', '/view#heading=h.x1', '?authuser=0', '/edit?usp=drive_link&ouid=123');
const docLink = fc.tuple(docId, safeSuffix).map(([id, suffix]) => `https://docs.google.com/document/d/${id}${suffix}`);

const handler = fc.tuple(fc.constantFrom('load', 'error', 'click', 'mouseover', 'focus', 'Load'), fc.constantFrom('=', ' =', '= ')).map(([event, eq]) => `on${event}${eq}alert(1)`);
const scriptTag = fc.constantFrom('<script>', '</script>', '<SCRIPT src=x>', '< script>', '<ScRiPt>');
const payload = fc.oneof(scriptTag, handler.map((h) => ` ${h}`), handler.map((h) => `"${h}`), handler.map((h) => `/${h}`));
/** A few of the encodings a payload may hide behind. */
const encoded = fc.tuple(payload, fc.constantFrom('plain', 'percent', 'double-percent', 'entity-dec', 'entity-hex', 'entity-named', 'js-hex')).map(([p, how]) => {
  const percent = (s: string) => [...s].map((c) => (/[a-z0-9]/i.test(c) ? c : `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`)).join('');
  switch (how) {
    case 'percent':
      return percent(p);
    case 'double-percent':
      return percent(p).replace(/%/g, '%25');
    case 'entity-dec':
      return [...p].map((c) => (/[a-z0-9]/i.test(c) ? c : `&#${c.charCodeAt(0)};`)).join('');
    case 'entity-hex':
      return [...p].map((c) => (/[a-z0-9]/i.test(c) ? c : `&#x${c.charCodeAt(0).toString(16)};`)).join('');
    case 'entity-named':
      return p.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/=/g, '&equals;');
    case 'js-hex':
      return p.replace(/[<>=]/g, (c) => `\\x${c.charCodeAt(0).toString(16)}`);
    default:
      return p;
  }
});

describe('challenge link properties', () => {
  test.prop([docLink])('accepts generated Google Docs document links', (link) => {
    expect(validateChallengeLink(link)).toBeNull();
  });

  test.prop([docLink, encoded])('refuses a document link carrying a script tag or an event handler, however encoded', (link, injected) => {
    expect(english(validateChallengeLink(`${link}${link.includes('?') ? '&' : '?'}q=${injected}`))).toBe('Not a valid Google Doc link');
    expect(english(validateChallengeLink(`${link}#${injected}`))).toBe('Not a valid Google Doc link');
  });

  test.prop([fc.webUrl().filter((url) => !url.toLowerCase().startsWith('https://docs.google.com/document/d/'))])(
    'refuses any other URL',
    (url) => {
      expect(english(validateChallengeLink(url))).toBe('Not a valid Google Doc link');
    },
  );

  test.prop([fc.string()])('never throws, whatever the text', (text) => {
    expect([null, 'Not a valid Google Doc link']).toContain(english(validateChallengeLink(text)));
  });
});

describe('registration properties', () => {
  const form = fc.record({
    name: fc.string({ minLength: 2 }).filter((s) => s.trim().length >= 2),
    email: fc.emailAddress(),
    password: fc.string({ minLength: 8, maxLength: 24 }),
    education: fc.constantFrom('Grade 9', 'Grade 10', 'Grade 11', 'Grade 12', 'Other'),
    country: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
    school: fc.option(fc.string()),
    region: fc.option(fc.string()),
    city: fc.option(fc.string()),
  });

  test.prop([form])('accepts any generated valid form', (valid) => {
    expect(validateRegistration({ ...valid, password_confirmation: valid.password })).toEqual({});
  });

  test.prop([form, fc.constantFrom('name', 'email', 'password', 'password_confirmation', 'education', 'country')])(
    'says "Required" for exactly the field left blank',
    (valid, blank) => {
      const errors = fieldProblemTexts(validateRegistration({ ...valid, password_confirmation: valid.password, [blank]: '' }));
      if (blank === 'password') expect(errors).toEqual({ password: ['Required'], password_confirmation: ['Passwords do not match'] });
      else expect(errors).toEqual({ [blank]: ['Required'] });
    },
  );
});
