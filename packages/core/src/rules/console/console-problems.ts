import { consoleMessages } from '../../messages/console-messages.js';
import { consoleBrandText } from '../../messages/console-ui/brand.js';
import { consoleMailText } from '../../messages/console-ui/mail-texts.js';
import { contractMessages } from '../../messages/contract-messages.js';
import { messages } from '../../messages/catalogue.js';
import type { Catalogue } from '../../messages/locale.js';
import { type FieldProblem, fieldProblemText, type ProblemCatalogues, problemTextsOnRead } from '../validation/field-problems.js';

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
  | { readonly code: 'mail.linkNeeded' }
  /** A boundary of the schedule (game_start, review_start, review_end, game_end) is not a date. */
  | { readonly code: 'schedule.invalidTimestamp' }
  /** The four boundaries are not in the order game_start, review_start, review_end, game_end. */
  | { readonly code: 'schedule.unorderedTimestamps' }
  | { readonly code: 'schedule.preGameAfterStart' }
  | { readonly code: 'schedule.notADate' }
  | { readonly code: 'schedule.challengeWindowPair' }
  | { readonly code: 'schedule.challengeWindowOrder' }
  /** A ban's or coin adjustment's reason is not 2 to 500 characters once trimmed. */
  | { readonly code: 'reason.length' }
  | { readonly code: 'ban.inPast' }
  | { readonly code: 'coins.deltaRange' }
  /** The adjustment would take more than the `max` dubl-u-nes the player has not staked. */
  | { readonly code: 'coins.belowZero'; readonly max: number }
  | { readonly code: 'judging.ratingRange' }
  | { readonly code: 'judging.noteTooLong' }
  | { readonly code: 'winners.notASubmitter' }
  | { readonly code: 'winners.duplicate' }
  | { readonly code: 'winners.banned' }
  | { readonly code: 'winners.awardPositive' }
  /** More winners than the business's cap, `max`. */
  | { readonly code: 'winners.overCap'; readonly max: number }
  /** The awards add up to `total`, more than the award pool, `max`. */
  | { readonly code: 'winners.overPool'; readonly max: number; readonly total: number }
  /** A raffle partner cannot be retired while these raffle items of theirs are shown (a 409's `code`). */
  | { readonly code: 'partner.hasItems'; readonly items: readonly string[] };

/** A console form's problems, keyed by field name or path (`group[1].answers.choices_fr.a`). Valid when empty. */
export type ConsoleProblems = Record<string, ConsoleProblem[]>;

/**
 * The catalogues a console problem's text is read from: the players' ones (for the shared codes) and the console's
 * server answers (`consoleMessages`), English by default, `consoleMessagesFr` and the players' French ones for
 * French, or the server's request-language proxies, or the web's objects, which its switch writes in place.
 */
export interface ConsoleProblemCatalogues extends ProblemCatalogues {
  readonly consoleMessages: {
    readonly content: Pick<
      Catalogue<typeof consoleMessages>['content'],
      'required' | 'tooLong' | 'notAnImage' | 'notAVideo' | 'notALink' | 'partnerHasItems'
    >;
    readonly schedule: Pick<
      Catalogue<typeof consoleMessages>['schedule'],
      'eventNameLength' | 'preGameAfterStart' | 'notADate' | 'challengeWindowPair' | 'challengeWindowOrder'
    >;
    readonly players: Pick<Catalogue<typeof consoleMessages>['players'], 'banInPast' | 'reasonLength' | 'deltaRange' | 'belowZero'>;
    readonly judging: Pick<
      Catalogue<typeof consoleMessages>['judging'],
      'notASubmitter' | 'overCap' | 'overPool' | 'awardPositive' | 'duplicateWinner' | 'bannedWinner' | 'ratingRange' | 'noteTooLong'
    >;
  };
  /** The players' catalogue: its `validation` (shared codes) and `period` (the schedule's boundaries). */
  readonly messages: Pick<Catalogue<typeof messages>, 'validation' | 'period'>;
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
    case 'schedule.invalidTimestamp':
      return catalogues.messages.period.invalidTimestamp;
    case 'schedule.unorderedTimestamps':
      return catalogues.messages.period.unorderedTimestamps;
    case 'schedule.preGameAfterStart':
      return catalogues.consoleMessages.schedule.preGameAfterStart;
    case 'schedule.notADate':
      return catalogues.consoleMessages.schedule.notADate;
    case 'schedule.challengeWindowPair':
      return catalogues.consoleMessages.schedule.challengeWindowPair;
    case 'schedule.challengeWindowOrder':
      return catalogues.consoleMessages.schedule.challengeWindowOrder;
    case 'reason.length':
      return catalogues.consoleMessages.players.reasonLength;
    case 'ban.inPast':
      return catalogues.consoleMessages.players.banInPast;
    case 'coins.deltaRange':
      return catalogues.consoleMessages.players.deltaRange;
    case 'coins.belowZero':
      return catalogues.consoleMessages.players.belowZero(problem.max);
    case 'judging.ratingRange':
      return catalogues.consoleMessages.judging.ratingRange;
    case 'judging.noteTooLong':
      return catalogues.consoleMessages.judging.noteTooLong;
    case 'winners.notASubmitter':
      return catalogues.consoleMessages.judging.notASubmitter;
    case 'winners.duplicate':
      return catalogues.consoleMessages.judging.duplicateWinner;
    case 'winners.banned':
      return catalogues.consoleMessages.judging.bannedWinner;
    case 'winners.awardPositive':
      return catalogues.consoleMessages.judging.awardPositive;
    case 'winners.overCap':
      return catalogues.consoleMessages.judging.overCap(problem.max);
    case 'winners.overPool':
      return catalogues.consoleMessages.judging.overPool(problem.max, problem.total);
    case 'partner.hasItems':
      return catalogues.consoleMessages.content.partnerHasItems(problem.items);
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

/**
 * Each field's console problems as texts written each time they are read, in the language of core's catalogues
 * then (on the web, the reader's after a switch): what a console form keeps to show, so an error on screen
 * follows a switch of language (decision 0170). Pure.
 */
export function consoleProblemTextsOnRead(problems: Readonly<Record<string, readonly ConsoleProblem[]>>): Record<string, string[]> {
  return problemTextsOnRead(problems, (problem) => consoleProblemText(problem));
}
