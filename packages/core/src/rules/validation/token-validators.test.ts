import { describe, expect, it } from 'vitest';
import { fieldProblemText } from './field-problems.js';
import { checkVerificationToken, isHexToken, validateResetToken, validateVerificationToken } from './token-validators.js';

const token = '0123456789abcdef0123456789ABCDEF01234567';

describe('verification token', () => {
  it('accepts exactly 40 hex characters, either case', () => {
    expect(isHexToken(token)).toBe(true);
    expect(checkVerificationToken(token)).toEqual({ kind: 'valid', token });
    expect(validateVerificationToken(token)).toBeNull();
  });

  it('says there is nothing to verify when the token is missing', () => {
    for (const missing of [null, undefined, '']) {
      expect(checkVerificationToken(missing)).toEqual({ kind: 'missing', problem: { code: 'token.missing' } });
      expect(fieldProblemText({ code: 'token.missing' })).toBe(
        'There is nothing to verify. Please use the link from the verification email to navigate here.',
      );
    }
  });

  it.each([token.slice(1), `${token}0`, `${token.slice(1)}g`, ` ${token.slice(1)}`, `${token.slice(0, 39)}\n`])(
    'calls %j malformed and goes to /error-401',
    (bad) => {
      expect(checkVerificationToken(bad)).toEqual({
        kind: 'malformed',
        problem: { code: 'token.malformed' },
        redirectTo: '/error-401',
      });
      expect(fieldProblemText({ code: 'token.malformed' })).toBe(
        'Your token is malformed. Use the link from the verification email to try again.',
      );
    },
  );
});

describe('reset token', () => {
  it('accepts a 40-hex token and calls anything else an invalid link', () => {
    expect(validateResetToken(token)).toBeNull();
    const invalid = 'The reset link is invalid. Please ensure you accessed this page through the link provided in your email.';
    for (const bad of [null, undefined, '', 'abc']) expect(fieldProblemText(validateResetToken(bad) ?? { code: 'required' })).toBe(invalid);
  });
});
