import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateName } from '../validation/field-validators.js';
import { nameFromEmail } from './name-from-email.js';

describe('nameFromEmail', () => {
  it('reads a name from the part before @', () => {
    expect(nameFromEmail('olivia.organizer@example.com')).toBe('Olivia Organizer');
    expect(nameFromEmail('pat_partner-2026@example.com')).toBe('Pat Partner');
    expect(nameFromEmail('ada+events@example.com')).toBe('Ada Events');
    expect(nameFromEmail('1234@example.com')).toBe('1234');
  });

  it('always gives a name that the account rules accept', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(validateName(nameFromEmail(email))).toBeNull();
      }),
    );
  });
});
