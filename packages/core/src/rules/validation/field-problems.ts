import { contractMessages } from '../../messages/contract-messages.js';
import { messages } from '../../messages/catalogue.js';
import type { Catalogue } from '../../messages/locale.js';

/**
 * One problem a rule found with a field: a stable code and the parameters its text needs, never a sentence.
 * Rules return these; each side turns them into its reader's language with {@link fieldProblemText} (the web
 * at render, the server for its answer), and the wire carries them beside the texts (`codes` of the error
 * body), so a parametrized text reads right in either language (docs/decisions/0163).
 */
export type FieldProblem =
  /** "Invalid Email": the multi-field forms' e-mail message. */
  | { readonly code: 'email.invalid' }
  /** "Not a valid email address": the e-mail-only requests' message. */
  | { readonly code: 'email.notAnAddress' }
  | { readonly code: 'password.length' }
  | { readonly code: 'password.mismatch' }
  | { readonly code: 'required' }
  | { readonly code: 'name.tooShort' }
  /** A line break or another control character in a name (a CSV cell can hold one; a mail header must not). */
  | { readonly code: 'name.oneLine' }
  | { readonly code: 'education.unknown' }
  | { readonly code: 'token.missing' }
  | { readonly code: 'token.malformed' }
  | { readonly code: 'resetLink.invalid' }
  | { readonly code: 'googleDocLink.invalid' }
  /** A NUL, a lone surrogate or text that was not UTF-8. */
  | { readonly code: 'text.invalidCharacters' }
  | { readonly code: 'text.tooLong'; readonly max: number }
  /** A number past what the field's integer column holds. */
  | { readonly code: 'number.tooLarge'; readonly max: number };

export type FieldProblemCode = FieldProblem['code'];

/** A form's problems, keyed by field name (or path): what the form validators return. Valid when empty. */
export type FieldProblems = Record<string, FieldProblem[]>;

/**
 * The catalogues a problem's text is read from: the English ones (`messages`, `contractMessages`) or the
 * French ones (`messagesFr`, `contractMessagesFr`), or any object of their shape (the server's, which reads
 * the request's language; the web's, which its language switch rewrites in place).
 */
export interface ProblemCatalogues {
  readonly messages: Pick<Catalogue<typeof messages>, 'validation'>;
  readonly contractMessages: Pick<Catalogue<typeof contractMessages>, 'atMost'>;
}

const english: ProblemCatalogues = { messages, contractMessages };

/**
 * The reader's text of a problem, from the given catalogues: by default core's own objects, which are the
 * English texts, or on the web the reader's language (its switch writes the French into them). Every code has
 * its text, so the English ones are exactly the texts the rules used to return. Pure.
 */
export function fieldProblemText(problem: FieldProblem, catalogues: ProblemCatalogues = english): string {
  const texts = catalogues.messages.validation;
  switch (problem.code) {
    case 'email.invalid':
      return texts.invalidEmail;
    case 'email.notAnAddress':
      return texts.notAValidEmail;
    case 'password.length':
      return texts.passwordLength;
    case 'password.mismatch':
      return texts.passwordsDoNotMatch;
    case 'required':
      return texts.required;
    case 'name.tooShort':
      return texts.nameTooShort;
    case 'name.oneLine':
      return texts.nameOneLine;
    case 'education.unknown':
      return texts.invalidEducation;
    case 'token.missing':
      return texts.tokenMissing;
    case 'token.malformed':
      return texts.tokenMalformed;
    case 'resetLink.invalid':
      return texts.resetLinkInvalid;
    case 'googleDocLink.invalid':
      return texts.invalidGoogleDocLink;
    case 'text.invalidCharacters':
      return texts.invalidCharacters;
    case 'text.tooLong':
      return texts.tooLong(problem.max);
    case 'number.tooLarge':
      return catalogues.contractMessages.atMost(String(problem.max));
  }
}

/** Each field's problems as texts of the given catalogues (see {@link fieldProblemText}). Pure. */
export function fieldProblemTexts(
  problems: Readonly<Record<string, readonly FieldProblem[]>>,
  catalogues: ProblemCatalogues = english,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, list]) => [field, list.map((problem) => fieldProblemText(problem, catalogues))]),
  );
}

/**
 * A form's problems as the texts it shows, written each time they are read rather than once: each field is a
 * getter over its codes, so a form that keeps this object shows its errors in the language of the catalogues
 * when it renders (the web's switch rewrites them in place), not in the one they were found in (decision 0170).
 * Setting a field replaces its getter with the value set. Pure (the texts depend on the catalogues read).
 */
export function problemTextsOnRead<Problem>(
  problems: Readonly<Record<string, readonly Problem[]>>,
  write: (problem: Problem) => string,
): Record<string, string[]> {
  const texts: Record<string, string[]> = {};
  const keep = (field: string, value: string[]) =>
    Object.defineProperty(texts, field, { value, writable: true, enumerable: true, configurable: true });
  for (const [field, list] of Object.entries(problems))
    Object.defineProperty(texts, field, {
      enumerable: true,
      configurable: true,
      get: () => list.map(write),
      set: (value: string[]) => keep(field, value),
    });
  return texts;
}

/** The parameters each code's text takes; typed by code, so a new code must say its own. */
const PARAMETERS_OF: Readonly<Record<FieldProblemCode, 'none' | 'max'>> = {
  'email.invalid': 'none',
  'email.notAnAddress': 'none',
  'password.length': 'none',
  'password.mismatch': 'none',
  required: 'none',
  'name.tooShort': 'none',
  'name.oneLine': 'none',
  'education.unknown': 'none',
  'token.missing': 'none',
  'token.malformed': 'none',
  'resetLink.invalid': 'none',
  'googleDocLink.invalid': 'none',
  'text.invalidCharacters': 'none',
  'text.tooLong': 'max',
  'number.tooLarge': 'max',
};

/**
 * A problem read from the wire, or null when its code is unknown to this build (a newer server) or a parameter
 * it needs is missing: the reader then sees the server's text. Pure.
 */
export function knownFieldProblem(wire: { readonly code: string; readonly max?: number | undefined }): FieldProblem | null {
  if (!Object.hasOwn(PARAMETERS_OF, wire.code)) return null;
  if (PARAMETERS_OF[wire.code as FieldProblemCode] === 'max')
    return typeof wire.max === 'number' ? ({ code: wire.code, max: wire.max } as FieldProblem) : null;
  return { code: wire.code } as FieldProblem;
}
