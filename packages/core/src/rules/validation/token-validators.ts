import type { FieldProblem } from './field-problems.js';
import { TOKEN_HEX_LENGTH } from '../constants.js';
import { PATHS } from '../access/routes.js';

const HEX_TOKEN = new RegExp(`^[0-9a-fA-F]{${TOKEN_HEX_LENGTH}}$`);

/** Whether a text is a token of exactly 40 hex characters (either case). Pure. */
export function isHexToken(value: string): boolean {
  return HEX_TOKEN.test(value);
}

/** What the verification page does with the `token` query parameter (spec section 5). */
export type VerificationTokenCheck =
  | { readonly kind: 'valid'; readonly token: string }
  | { readonly kind: 'missing'; readonly problem: FieldProblem }
  | { readonly kind: 'malformed'; readonly problem: FieldProblem; readonly redirectTo: string };

/**
 * Reads the verification link's token: missing (absent or empty) says "There is nothing to verify...";
 * anything but 40 hex characters is malformed, says "Your token is malformed..." and goes to /error-401.
 * Pure.
 */
export function checkVerificationToken(token: string | null | undefined): VerificationTokenCheck {
  if (token === null || token === undefined || token === '') return { kind: 'missing', problem: { code: 'token.missing' } };
  if (!isHexToken(token)) return { kind: 'malformed', problem: { code: 'token.malformed' }, redirectTo: PATHS.unauthorized };
  return { kind: 'valid', token };
}

/** The verification token's problem, or null when it is 40 hex characters. Pure. */
export function validateVerificationToken(token: string | null | undefined): FieldProblem | null {
  const check = checkVerificationToken(token);
  return check.kind === 'valid' ? null : check.problem;
}

/**
 * The reset link's token: missing, or not 40 hex characters (reset tokens are made like verification
 * tokens, so a malformed one cannot be valid either), says "The reset link is invalid...". Null when valid.
 * Pure.
 */
export function validateResetToken(token: string | null | undefined): FieldProblem | null {
  return token !== null && token !== undefined && isHexToken(token) ? null : { code: 'resetLink.invalid' };
}
