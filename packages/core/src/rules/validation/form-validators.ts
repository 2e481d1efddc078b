import {
  validateEducation,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
} from './field-validators.js';
import type { FieldProblem, FieldProblems } from './field-problems.js';
import { validateResetToken } from './token-validators.js';
import { PLACE_MAX_LENGTH, validateText } from './text-rules.js';

/** The registration form (same fields as `POST /auth/register`). */
export interface RegistrationForm {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly password_confirmation: string;
  readonly education: string;
  readonly school?: string | null;
  readonly country: string;
  readonly region?: string | null;
  readonly city?: string | null;
}

/** The editable profile fields; an update carries only those that changed. */
export interface ProfileFields {
  readonly name: string;
  readonly email: string;
  readonly education: string;
  readonly school: string | null;
  readonly country: string;
  readonly region: string | null;
  readonly city: string | null;
}

/** The password change form (`PATCH /auth/player/password`). */
export interface PasswordChangeForm {
  readonly old_password: string;
  readonly password: string;
  readonly password_confirmation: string;
}

/** The password reset form (`PATCH /auth/password`); `token` comes from the reset link. */
export interface PasswordResetForm {
  readonly token: string | null | undefined;
  readonly password: string;
  readonly password_confirmation: string;
}

/** Collects the non-null problems per field; fields without a problem are left out. */
function collect(checks: Record<string, (FieldProblem | null)[]>): FieldProblems {
  const errors: FieldProblems = {};
  for (const [field, results] of Object.entries(checks)) {
    const problems = results.filter((problem): problem is FieldProblem => problem !== null);
    if (problems.length > 0) errors[field] = problems;
  }
  return errors;
}

/** Whether a form validator found nothing wrong. Pure. */
export function isValid(errors: Readonly<Record<string, readonly unknown[]>>): boolean {
  return Object.keys(errors).length === 0;
}

/** Required, then the field's own rule: a blank field says only "Required". */
const requiredThen = (value: string, rule: (v: string) => FieldProblem | null) =>
  validateRequired(value) ?? rule(value);

/** A place (school, country, region, city): at most {@link PLACE_MAX_LENGTH} characters, no broken text. */
const validatePlace = (value: string | null | undefined) => validateText(value?.trim(), PLACE_MAX_LENGTH);

/**
 * Validates the registration form (spec section 5): name, email, password, confirmation, education and
 * country are required; the name has 2 to 80 characters, the email the standard pattern ("Invalid
 * Email"), the password 8 to 24 characters, the confirmation matches, the education is one of the levels.
 * School, region and city are optional; places have at most 100 characters; no text holds a NUL or broken
 * UTF-8. Returns the problems per field, empty when valid. Pure.
 */
export function validateRegistration(form: RegistrationForm): FieldProblems {
  return collect({
    name: [validateName(form.name)],
    email: [requiredThen(form.email, (v) => validateEmail(v))],
    password: [requiredThen(form.password, validatePassword)],
    password_confirmation: [
      requiredThen(form.password_confirmation, (v) => validatePasswordConfirmation(form.password, v)),
    ],
    education: [validateEducation(form.education)],
    school: [validatePlace(form.school)],
    country: [validateRequired(form.country) ?? validatePlace(form.country)],
    region: [validatePlace(form.region)],
    city: [validatePlace(form.city)],
  });
}

/**
 * Validates the fields a profile update carries (only the changed ones, see `profileChanges`): a field
 * that is present must pass the registration rule for it; name, email, education and country cannot be
 * emptied; school, region and city can. Returns the problems per field, empty when valid. Pure.
 */
export function validateProfileUpdate(changes: Partial<ProfileFields>): FieldProblems {
  const checks: Record<string, (FieldProblem | null)[]> = {};
  if (changes.name !== undefined) checks.name = [validateName(changes.name)];
  if (changes.email !== undefined) checks.email = [requiredThen(changes.email, (v) => validateEmail(v))];
  if (changes.education !== undefined) checks.education = [validateEducation(changes.education)];
  if (changes.country !== undefined)
    checks.country = [validateRequired(changes.country) ?? validatePlace(changes.country)];
  for (const place of ['school', 'region', 'city'] as const)
    if (changes[place] !== undefined) checks[place] = [validatePlace(changes[place])];
  return collect(checks);
}

/**
 * Validates the password change form: the current password is required, the new one has 8 to 24
 * characters and the confirmation matches it. Pure.
 */
export function validatePasswordChange(form: PasswordChangeForm): FieldProblems {
  return collect({
    old_password: [validateRequired(form.old_password)],
    password: [requiredThen(form.password, validatePassword)],
    password_confirmation: [
      requiredThen(form.password_confirmation, (v) => validatePasswordConfirmation(form.password, v)),
    ],
  });
}

/**
 * Validates the password reset form: the token from the link must be there (40 hex characters, else "The
 * reset link is invalid..."), the password has 8 to 24 characters and the confirmation matches. Pure.
 */
export function validatePasswordReset(form: PasswordResetForm): FieldProblems {
  return collect({
    token: [validateResetToken(form.token)],
    password: [requiredThen(form.password, validatePassword)],
    password_confirmation: [
      requiredThen(form.password_confirmation, (v) => validatePasswordConfirmation(form.password, v)),
    ],
  });
}

/** The first organizer's form: the reset form plus the address and an optional name (decision 0112). */
export interface FirstOrganizerForm extends PasswordResetForm {
  readonly email: string;
  readonly name: string;
}

/**
 * Validates the first organizer's form: the reset form's rules, an e-mail address ("Invalid Email"), and a name
 * by the name rule when one is given (left blank, the account is named after the address). Pure.
 */
export function validateFirstOrganizer(form: FirstOrganizerForm): FieldProblems {
  return {
    ...validatePasswordReset(form),
    ...collect({
      email: [validateEmail(form.email.trim())],
      name: [form.name.trim() === '' ? null : validateName(form.name)],
    }),
  };
}

/**
 * Validates an e-mail-only request (resend verification, forgot password): "Not a valid email address"
 * for anything but an address, blank included, as these forms have a single field. Pure.
 */
export function validateEmailRequest(form: { readonly email: string }): FieldProblems {
  return collect({ email: [validateEmail(form.email, 'request')] });
}

/** Validates the login form: a valid e-mail ("Invalid Email") and a non-blank password. Pure. */
export function validateLogin(form: { readonly email: string; readonly password: string }): FieldProblems {
  return collect({
    email: [requiredThen(form.email, (v) => validateEmail(v))],
    password: [validateRequired(form.password)],
  });
}
