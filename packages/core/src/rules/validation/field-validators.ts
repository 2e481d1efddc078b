import { EDUCATION_LEVELS } from '../../contract/user.schema.js';
import type { FieldProblem } from './field-problems.js';
import { NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { characterCount, NAME_MAX_LENGTH, validateText } from './text-rules.js';

/**
 * A field's problems as texts, keyed by field name: the same shape as the error body's `errors`. A form is
 * valid when this has no key. Core's field and form rules return codes instead (`FieldProblems`), turned into
 * texts by `fieldProblemTexts`; the console's rules still write texts.
 */
export type ValidationErrors = Record<string, string[]>;

/** Where an e-mail address is checked, which decides the wording (see {@link validateEmail}). */
export type EmailContext = 'form' | 'request';

/** Longest e-mail address SMTP can carry. */
const EMAIL_MAX_LENGTH = 254;

/**
 * The HTML standard's e-mail pattern (what `<input type="email">` accepts), with a dot in the domain
 * required, as every address a player can receive mail at has one.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Whether a text is an e-mail address of the standard pattern (no surrounding spaces). Pure. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * Checks an e-mail address (spec section 5). The spec has two texts: "Invalid Email" is the field message of
 * the multi-field forms (`'form'`: register, profile, login); "Not a valid email address" answers the
 * e-mail-only requests (`'request'`: resend verification, forgot password): codes `email.invalid` and
 * `email.notAnAddress`. Returns null when valid. Pure.
 */
export function validateEmail(value: string, context: EmailContext = 'form'): FieldProblem | null {
  if (isEmailAddress(value)) return null;
  return { code: context === 'form' ? 'email.invalid' : 'email.notAnAddress' };
}

/** Checks a password: 8 to 24 characters, any characters (spec section 5). Null when valid. Pure. */
export function validatePassword(value: string): FieldProblem | null {
  const length = characterCount(value);
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH ? null : { code: 'password.length' };
}

/** Checks that the confirmation equals the password exactly (spec section 5). Null when valid. Pure. */
export function validatePasswordConfirmation(password: string, confirmation: string): FieldProblem | null {
  return password === confirmation ? null : { code: 'password.mismatch' };
}

/** Checks that a required text has something other than spaces. Null when valid. Pure. */
export function validateRequired(value: string | null | undefined): FieldProblem | null {
  return (value ?? '').trim() === '' ? { code: 'required' } : null;
}

/** A line break (CR, LF, U+2028, U+2029, NEL) or any other control character: a name is one line of text. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a name may not hold
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Checks a name: required, at least 2 characters once surrounding spaces are ignored (spec section 5), at
 * most {@link NAME_MAX_LENGTH}, no NUL or broken text, one line (no line break or other control character
 * inside: registration, profile, invitations and the CSV import alike). Null when valid. Pure.
 */
export function validateName(value: string): FieldProblem | null {
  return (
    validateRequired(value) ??
    (characterCount(value.trim()) < NAME_MIN_LENGTH
      ? { code: 'name.tooShort' }
      : validateText(value.trim(), NAME_MAX_LENGTH) ??
        (NOT_ONE_LINE.test(value.trim()) ? { code: 'name.oneLine' } : null))
  );
}

/** Checks an education level: required, one of Grade 9 to Grade 12 or Other (spec section 5). Pure. */
export function validateEducation(value: string | null | undefined): FieldProblem | null {
  return (
    validateRequired(value) ??
    ((EDUCATION_LEVELS as readonly string[]).includes(value ?? '')
      ? null
      : { code: 'education.unknown' })
  );
}
