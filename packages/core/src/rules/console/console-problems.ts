import { consoleMessages } from '../../messages/console-messages.js';
import { consoleBrandText } from '../../messages/console-ui/brand.js';
import { consoleMailText } from '../../messages/console-ui/mail-texts.js';
import { contractMessages } from '../../messages/contract-messages.js';
import { messages } from '../../messages/catalogue.js';
import type { Catalogue } from '../../messages/locale.js';
import { type FieldProblem, fieldProblemText, type ProblemCatalogues } from '../validation/field-problems.js';

/**
 * One problem the console's content rules found with a field (a raffle partner, item, business, chest question,
 * the event's name, any of their French texts, the event's look, an event's mail text): a stable code and its
 * parameters, never a sentence, as core's players' rules give theirs (`FieldProblem`, decision 0163). The
 * console's codes are named `content.*`, `eventName.*`, `brand.*` and `mail.*`; a text with a character that
 * cannot be stored is the players' `text.invalidCharacters`. The server sends them as the `codes` of a 422 like
 * any other (docs/decisions/0167).
 */
export type ConsoleProblem =
  | FieldProblem
  | { readonly code: 'content.required' }
  | { readonly code: 'content.tooLong'; readonly max: number }
  | { readonly code: 'content.notAnImage' }
  | { readonly code: 'content.notAVideo' }
  | { readonly code: 'content.notALink' }
  | { readonly code: 'eventName.length' }
  /** The look's colour is not `#rrggbb`. */
  | { readonly code: 'brand.colorFormat' }
  /** White text on the colour reaches `ratio`:1, under the `min`:1 it needs. */
  | { readonly code: 'brand.colorContrast'; readonly ratio: number; readonly min: number }
  | { readonly code: 'mail.malformed' }
  /** `{{variable}}` is not one of the mail's `allowed` variables. */
  | { readonly code: 'mail.unknownVariable'; readonly variable: string; readonly allowed: readonly string[] }
  | { readonly code: 'mail.subjectLength'; readonly max: number }
  | { readonly code: 'mail.bodyLength'; readonly max: number }
  | { readonly code: 'mail.linkNeeded' };

/** A console form's problems, keyed by field name or path (`group[1].answers.choices_fr.a`). Valid when empty. */
export type ConsoleProblems = Record<string, ConsoleProblem[]>;

/**
 * The catalogues a console problem's text is read from: the players' ones (for the shared codes) and the console's
 * server answers (`consoleMessages`), English by default, `consoleMessagesFr` and the players' French ones for
 * French, or the server's request-language proxies, or the web's objects, which its switch writes in place.
 */
export interface ConsoleProblemCatalogues extends ProblemCatalogues {
  readonly consoleMessages: {
    readonly content: Pick<Catalogue<typeof consoleMessages>['content'], 'required' | 'tooLong' | 'notAnImage' | 'notAVideo' | 'notALink'>;
    readonly schedule: Pick<Catalogue<typeof consoleMessages>['schedule'], 'eventNameLength'>;
  };
  readonly consoleBrandText: { readonly problems: Catalogue<typeof consoleBrandText>['problems'] };
  readonly consoleMailText: { readonly problems: Catalogue<typeof consoleMailText>['problems'] };
}

const english: ConsoleProblemCatalogues = { messages, contractMessages, consoleMessages, consoleBrandText, consoleMailText };

/**
 * The reader's text of a console problem, from the given catalogues (by default core's own objects: English, or
 * on the web the reader's language). The English texts are the ones the console's rules used to return. Pure.
 */
export function consoleProblemText(problem: ConsoleProblem, catalogues: ConsoleProblemCatalogues = english): string {
  const texts = catalogues.consoleMessages.content;
  switch (problem.code) {
    case 'content.required':
      return texts.required;
    case 'content.tooLong':
      return texts.tooLong(problem.max);
    case 'content.notAnImage':
      return texts.notAnImage;
    case 'content.notAVideo':
      return texts.notAVideo;
    case 'content.notALink':
      return texts.notALink;
    case 'eventName.length':
      return catalogues.consoleMessages.schedule.eventNameLength;
    case 'brand.colorFormat':
      return catalogues.consoleBrandText.problems.colorFormat;
    case 'brand.colorContrast':
      return catalogues.consoleBrandText.problems.colorContrast(problem.ratio, problem.min);
    case 'mail.malformed':
      return catalogues.consoleMailText.problems.malformed;
    case 'mail.unknownVariable':
      return catalogues.consoleMailText.problems.unknownVariable(problem.variable, problem.allowed);
    case 'mail.subjectLength':
      return catalogues.consoleMailText.problems.subjectLength(problem.max);
    case 'mail.bodyLength':
      return catalogues.consoleMailText.problems.bodyLength(problem.max);
    case 'mail.linkNeeded':
      return catalogues.consoleMailText.problems.linkNeeded;
    default:
      return fieldProblemText(problem, catalogues);
  }
}

/** Each field's console problems as texts of the given catalogues (see {@link consoleProblemText}). Pure. */
export function consoleProblemTexts(
  problems: Readonly<Record<string, readonly ConsoleProblem[]>>,
  catalogues: ConsoleProblemCatalogues = english,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, list]) => [field, list.map((problem) => consoleProblemText(problem, catalogues))]),
  );
}
