import { parseEventSchedule, type EventTimestamps, type ScheduleFailureCode } from '../period/game-period.js';
import { containsScriptOrHandler } from '../validation/challenge-link.js';
import type { ConsoleProblem, ConsoleProblems } from './console-problems.js';
import { characterCount, hasUnsafeCharacter } from '../validation/text-rules.js';
import { videoEmbedUrl } from '../validation/video-link.js';
import type { EventBusiness, EventChest, EventFile, EventRaffleItem } from '../../contract/event-file.schema.js';
import type { RafflePartner } from '../../contract/raffle.schema.js';

/** The dollars a business's challenge winners share unless an organizer sets another pool. */
export const DEFAULT_AWARD_POOL = 200;
/** The most challenge winners a business may pick unless an organizer sets another cap. */
export const DEFAULT_WINNER_CAP = 3;
/** The largest coin adjustment an organizer may make at once, either way. */
export const MAX_COIN_ADJUSTMENT = 10_000;
/** A reason (ban, coin adjustment) has this many characters, at least and at most. */
export const REASON_MIN_LENGTH = 2;
export const REASON_MAX_LENGTH = 500;
/** A judge's private note has at most this many characters. */
export const NOTE_MAX_LENGTH = 2_000;
/** Short texts (names, titles) and long texts (descriptions, questions) of the event, at most. */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5_000;

const length = characterCount;

/** Adds a coded problem to a field of a problems record (mutating it). */
function addProblem(problems: ConsoleProblems, field: string, problem: ConsoleProblem | null): void {
  if (problem !== null) (problems[field] ??= []).push(problem);
}

/** The award pool in force for a business. Pure. */
export function awardPoolOf(business: Pick<EventBusiness, 'award_pool'>): number {
  return business.award_pool ?? DEFAULT_AWARD_POOL;
}

/** The winner cap in force for a business. Pure. */
export function winnerCapOf(business: Pick<EventBusiness, 'winner_cap'>): number {
  return business.winner_cap ?? DEFAULT_WINNER_CAP;
}

/** The next free id after the given ones (1 for none). Pure. */
export function nextId(ids: Iterable<number>): number {
  let highest = 0;
  for (const id of ids) highest = Math.max(highest, id);
  return highest + 1;
}

/**
 * Checks a schedule for the console: each boundary a date, in the order game_start, review_start, review_end,
 * game_end (core's `parseEventSchedule`, its failure as `schedule.invalidTimestamp` or
 * `schedule.unorderedTimestamps`), `pre_game`, when given, not after game_start, and the event's times players
 * read: the challenge window both ends or neither, closing after it opens; the meeting any date. The window may
 * reach past the game start period (moving the review earlier never has to move it first): answers are taken
 * where the window and the businesses' period overlap. Problems as codes. Pure.
 */
export function validateSchedule(timestamps: EventTimestamps): ConsoleProblems {
  const errors: ConsoleProblems = {};
  const schedule = parseEventSchedule(timestamps);
  if (!schedule.ok) addProblem(errors, 'timestamps', scheduleFailureProblem(schedule.code));
  else if (timestamps.pre_game !== undefined && Date.parse(timestamps.pre_game) > schedule.value.gameStart)
    addProblem(errors, 'timestamps.pre_game', { code: 'schedule.preGameAfterStart' });
  for (const field of ['challenges_open', 'challenges_close', 'meeting'] as const) {
    const value = timestamps[field];
    if (value !== undefined && !Number.isFinite(Date.parse(value)))
      addProblem(errors, `timestamps.${field}`, { code: 'schedule.notADate' });
  }
  if (Object.keys(errors).length > 0) return errors;
  const { challenges_open: opens, challenges_close: closes } = timestamps;
  if ((opens === undefined) !== (closes === undefined))
    addProblem(errors, `timestamps.${opens === undefined ? 'challenges_open' : 'challenges_close'}`, {
      code: 'schedule.challengeWindowPair',
    });
  else if (opens !== undefined && closes !== undefined && Date.parse(closes) <= Date.parse(opens))
    addProblem(errors, 'timestamps.challenges_close', { code: 'schedule.challengeWindowOrder' });
  return errors;
}

/** The console problem of `parseEventSchedule`'s failure code. Pure. */
export function scheduleFailureProblem(code: ScheduleFailureCode): ConsoleProblem {
  return { code: code === 'PERIOD.INVALID_TIMESTAMP' ? 'schedule.invalidTimestamp' : 'schedule.unorderedTimestamps' };
}

/** The longest event name. */
export const EVENT_NAME_MAX_LENGTH = 100;

/**
 * Checks an event's name: 1 to 100 characters once trimmed, no line break; its French, when given (blank: none),
 * the same way. Problems as codes (`eventName.length`). Pure.
 */
export function validateEventName(name: string, nameFr?: string): ConsoleProblems {
  const problems: ConsoleProblems = {};
  const badName = (text: string) => text.length === 0 || length(text) > EVENT_NAME_MAX_LENGTH || /[\r\n]/.test(text);
  if (badName(name.trim())) addProblem(problems, 'name', { code: 'eventName.length' });
  if (nameFr !== undefined && nameFr.trim() !== '' && badName(nameFr.trim()))
    addProblem(problems, 'name_fr', { code: 'eventName.length' });
  return problems;
}

/**
 * Checks a reason (ban, coin adjustment): 2 to 500 characters once trimmed (`reason.length`), no character that
 * cannot be stored (`text.invalidCharacters`). Null when valid. Pure.
 */
export function validateReason(reason: string): ConsoleProblem | null {
  if (hasUnsafeCharacter(reason)) return { code: 'text.invalidCharacters' };
  const size = length(reason.trim());
  return size >= REASON_MIN_LENGTH && size <= REASON_MAX_LENGTH ? null : { code: 'reason.length' };
}

/**
 * Checks an organizer's coin adjustment against the player's balance not staked: a whole number from -10000 to
 * 10000 other than 0 (`coins.deltaRange`), never taking more than the balance (`coins.belowZero {max: balance}`),
 * with a reason. Problems as codes. Pure.
 */
export function validateCoinAdjustment(
  adjustment: { delta: number; reason: string },
  balance: number,
): ConsoleProblems {
  const errors: ConsoleProblems = {};
  const { delta } = adjustment;
  if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > MAX_COIN_ADJUSTMENT)
    addProblem(errors, 'delta', { code: 'coins.deltaRange' });
  else if (balance + delta < 0) addProblem(errors, 'delta', { code: 'coins.belowZero', max: balance });
  addProblem(errors, 'reason', validateReason(adjustment.reason));
  return errors;
}

/** Checks a ban: its end in the future (or null to lift it; `ban.inPast`) and a reason. Problems as codes. Pure. */
export function validateBan(ban: { until: string | null; reason: string }, nowMs: number): ConsoleProblems {
  const errors: ConsoleProblems = {};
  if (ban.until !== null && !(Date.parse(ban.until) > nowMs)) addProblem(errors, 'until', { code: 'ban.inPast' });
  addProblem(errors, 'reason', validateReason(ban.reason));
  return errors;
}

/**
 * Checks a judge's rating (1 to 5 or null; `judging.ratingRange`) and private note (at most 2000 characters or
 * null; `judging.noteTooLong`). Problems as codes. Pure.
 */
export function validateRating(rating: { rating?: number | null; note?: string | null }): ConsoleProblems {
  const errors: ConsoleProblems = {};
  if (
    rating.rating !== undefined &&
    rating.rating !== null &&
    !(Number.isInteger(rating.rating) && rating.rating >= 1 && rating.rating <= 5)
  )
    addProblem(errors, 'rating', { code: 'judging.ratingRange' });
  if (rating.note !== undefined && rating.note !== null && length(rating.note) > NOTE_MAX_LENGTH)
    addProblem(errors, 'note', { code: 'judging.noteTooLong' });
  return errors;
}

/**
 * Checks a business's challenge winners: each a player who answered the challenge, listed once, not banned, with
 * a whole award above 0; at most `cap` of them (`winners.overCap {max}`); the awards adding up to at most `pool`
 * (`winners.overPool {max, total}`). Problems, as codes, are keyed by the path of the faulty entry
 * (`winners[1].award`) or `winners` for the whole list. Pure.
 */
export function validateChallengeWinners(
  winners: readonly { user_id: number; award: number }[],
  limits: { pool: number; cap: number; submitters: ReadonlySet<number>; banned?: ReadonlySet<number> },
): ConsoleProblems {
  const errors: ConsoleProblems = {};
  const seen = new Set<number>();
  winners.forEach((winner, index) => {
    if (!limits.submitters.has(winner.user_id))
      addProblem(errors, `winners[${index}].user_id`, { code: 'winners.notASubmitter' });
    else if (seen.has(winner.user_id)) addProblem(errors, `winners[${index}].user_id`, { code: 'winners.duplicate' });
    else if (limits.banned?.has(winner.user_id) === true)
      addProblem(errors, `winners[${index}].user_id`, { code: 'winners.banned' });
    seen.add(winner.user_id);
    if (!Number.isInteger(winner.award) || winner.award <= 0)
      addProblem(errors, `winners[${index}].award`, { code: 'winners.awardPositive' });
  });
  if (winners.length > limits.cap) addProblem(errors, 'winners', { code: 'winners.overCap', max: limits.cap });
  const total = winners.reduce((sum, winner) => sum + Math.max(0, winner.award), 0);
  if (total > limits.pool) addProblem(errors, 'winners', { code: 'winners.overPool', max: limits.pool, total });
  return errors;
}

/**
 * Checks a link to an image or logo: a path on this server (`/media/...`, `/uploads/...`) or an https link,
 * without a script or event handler. The empty text is allowed (no image). Null when valid, else
 * `content.notAnImage`. Pure.
 */
export function validateMediaLink(link: string): ConsoleProblem | null {
  if (link === '') return null;
  const local = /^\/(?:media|uploads)\/[A-Za-z0-9._~\-/%]+$/.test(link) && !link.includes('..');
  return (local || isHttpsLink(link)) && !containsScriptOrHandler(link) ? null : { code: 'content.notAnImage' };
}

/**
 * Checks a business video link: YouTube (or its no-cookie host) or Vimeo only (`videoEmbedUrl`); the server
 * stores its embed address. Null when valid, else `content.notAVideo`. Pure.
 */
export function validateVideoLink(link: string): ConsoleProblem | null {
  return videoEmbedUrl(link) !== null && !containsScriptOrHandler(link) ? null : { code: 'content.notAVideo' };
}

/**
 * Checks a web link (a video, a partner's resource): an https link without a script or event handler. Null when
 * valid, else `content.notALink`. Pure.
 */
export function validateWebLink(link: string): ConsoleProblem | null {
  return isHttpsLink(link) && !containsScriptOrHandler(link) ? null : { code: 'content.notALink' };
}

/**
 * An https link to a named host (letters, digits, dots and hyphens, an optional port), with any path, query
 * or fragment after it and no white space. Written as a pattern rather than with `URL`, which core's
 * runtime-neutral library does not declare; links with credentials (`user@host`) are refused.
 */
const HTTPS_LINK = /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function isHttpsLink(link: string): boolean {
  return link.length <= 2_048 && HTTPS_LINK.test(link);
}

function validateText(
  errors: ConsoleProblems,
  field: string,
  value: string | undefined,
  options: { required: boolean; max: number },
): void {
  if (value === undefined) return;
  if (hasUnsafeCharacter(value)) addProblem(errors, field, { code: 'text.invalidCharacters' });
  else if (options.required && value.trim() === '') addProblem(errors, field, { code: 'content.required' });
  else if (length(value) > options.max) addProblem(errors, field, { code: 'content.tooLong', max: options.max });
}

/** Checks a raffle partner's fields (any subset: an edit checks what it changes). Pure. */
export function validatePartnerFields(fields: Partial<RafflePartner>): ConsoleProblems {
  const errors: ConsoleProblems = {};
  validateText(errors, 'name', fields.name, { required: true, max: SHORT_TEXT_MAX });
  validateText(errors, 'resource_category', fields.resource_category, {
    required: false,
    max: SHORT_TEXT_MAX,
  });
  validateText(errors, 'resource_name', fields.resource_name, { required: false, max: SHORT_TEXT_MAX });
  if (fields.logo !== undefined) addProblem(errors, 'logo', validateMediaLink(fields.logo));
  if (fields.resource_logo !== undefined)
    addProblem(errors, 'resource_logo', validateMediaLink(fields.resource_logo));
  if (fields.resource_link !== undefined && fields.resource_link !== '')
    addProblem(errors, 'resource_link', validateWebLink(fields.resource_link));
  return errors;
}

/**
 * Why a raffle partner cannot be retired now, or null when it can: not while any of its raffle items is still
 * shown to players, since retiring an item gives its stakes back and is the organizer's own decision, item by
 * item (docs/decisions/0115-retiring-a-partner-with-live-items.md). The refusal, `partner.hasItems`, names those
 * items. The server refuses with it (409) and the console shows it beside a Retire that does nothing, before
 * anyone asks. Pure.
 */
export function partnerRetireRefusal(
  event: Pick<EventFile, 'raffle_items'>,
  partnerName: string,
): ConsoleProblem | null {
  const live = event.raffle_items.filter((item) => item.partner === partnerName && item.retired !== true);
  return live.length === 0 ? null : { code: 'partner.hasItems', items: live.map((item) => item.name) };
}

/** Checks a raffle item's fields (any subset). `partner` is checked against the event by the caller. Pure. */
export function validateItemFields(
  fields: Partial<Omit<EventRaffleItem, 'item_id' | 'retired'>>,
): ConsoleProblems {
  const errors: ConsoleProblems = {};
  validateText(errors, 'name', fields.name, { required: true, max: SHORT_TEXT_MAX });
  validateText(errors, 'description', fields.description, { required: false, max: LONG_TEXT_MAX });
  // French is optional everywhere: the English shows where it is missing.
  validateText(errors, 'name_fr', fields.name_fr, { required: false, max: SHORT_TEXT_MAX });
  validateText(errors, 'description_fr', fields.description_fr, { required: false, max: LONG_TEXT_MAX });
  if (fields.image_src !== undefined) addProblem(errors, 'image_src', validateMediaLink(fields.image_src));
  return errors;
}

/** The business fields a console request may carry (organizer's or partner's), as flat names. */
export interface BusinessFieldChanges {
  name?: string;
  logo?: string;
  description?: string;
  video_title?: string;
  video_url?: string;
  challenge_title?: string;
  challenge_description?: string;
  name_fr?: string;
  description_fr?: string;
  video_title_fr?: string;
  challenge_title_fr?: string;
  challenge_description_fr?: string;
}

/**
 * Checks a business's fields (any subset), as an organizer writes them on Event content: the challenge title may
 * stay empty, for the business's partner to write on My business ({@link validatePartnerBusinessFields}). Pure.
 */
export function validateBusinessFields(fields: BusinessFieldChanges): ConsoleProblems {
  return checkBusinessFields(fields, false);
}

/** Checks a business's fields as its partner writes them on My business: the challenge title is theirs to give. Pure. */
export function validatePartnerBusinessFields(fields: BusinessFieldChanges): ConsoleProblems {
  return checkBusinessFields(fields, true);
}

function checkBusinessFields(fields: BusinessFieldChanges, challengeTitleRequired: boolean): ConsoleProblems {
  const errors: ConsoleProblems = {};
  validateText(errors, 'name', fields.name, { required: true, max: SHORT_TEXT_MAX });
  validateText(errors, 'description', fields.description, { required: false, max: LONG_TEXT_MAX });
  validateText(errors, 'video_title', fields.video_title, { required: false, max: SHORT_TEXT_MAX });
  validateText(errors, 'challenge_title', fields.challenge_title, { required: challengeTitleRequired, max: SHORT_TEXT_MAX });
  validateText(errors, 'challenge_description', fields.challenge_description, {
    required: false,
    max: LONG_TEXT_MAX,
  });
  validateText(errors, 'name_fr', fields.name_fr, { required: false, max: SHORT_TEXT_MAX });
  validateText(errors, 'description_fr', fields.description_fr, { required: false, max: LONG_TEXT_MAX });
  validateText(errors, 'video_title_fr', fields.video_title_fr, { required: false, max: SHORT_TEXT_MAX });
  validateText(errors, 'challenge_title_fr', fields.challenge_title_fr, { required: false, max: SHORT_TEXT_MAX });
  validateText(errors, 'challenge_description_fr', fields.challenge_description_fr, { required: false, max: LONG_TEXT_MAX });
  if (fields.logo !== undefined) addProblem(errors, 'logo', validateMediaLink(fields.logo));
  if (fields.video_url !== undefined && fields.video_url !== '')
    addProblem(errors, 'video_url', validateVideoLink(fields.video_url));
  return errors;
}

/**
 * Checks a chest's questions: each question and choice text present and not too long, the correct letter one
 * of the choices, at least two choices. Pure.
 */
export function validateChestQuestions(group: EventChest['group']): ConsoleProblems {
  const errors: ConsoleProblems = {};
  group.forEach((question, index) => {
    const at = `group[${index}]`;
    validateText(errors, `${at}.question`, question.question, { required: true, max: LONG_TEXT_MAX });
    validateText(errors, `${at}.answers.explanation`, question.answers.explanation, {
      required: false,
      max: LONG_TEXT_MAX,
    });
    const letters = Object.keys(question.answers.choices);
    if (letters.length < 2) addProblem(errors, `${at}.answers.choices`, { code: 'content.required' });
    for (const letter of letters)
      validateText(errors, `${at}.answers.choices.${letter}`, question.answers.choices[letter], {
        required: true,
        max: SHORT_TEXT_MAX,
      });
    if (!Object.hasOwn(question.answers.choices, question.answers.correct))
      addProblem(errors, `${at}.answers.correct`, { code: 'content.required' });
    // The French texts: optional, as long as their English; a French choice answers one of the English letters.
    validateText(errors, `${at}.question_fr`, question.question_fr, { required: false, max: LONG_TEXT_MAX });
    validateText(errors, `${at}.answers.explanation_fr`, question.answers.explanation_fr, { required: false, max: LONG_TEXT_MAX });
    for (const [letter, text] of Object.entries(question.answers.choices_fr ?? {})) {
      if (!Object.hasOwn(question.answers.choices, letter)) addProblem(errors, `${at}.answers.choices_fr.${letter}`, { code: 'content.required' });
      else validateText(errors, `${at}.answers.choices_fr.${letter}`, text, { required: false, max: SHORT_TEXT_MAX });
    }
  });
  return errors;
}

/**
 * Whether a chest's questions may become `next`: always while no player has answered it; once one has (the
 * answers stored are letters), only the texts may change: the same letters per question and the same correct
 * letter, so every stored answer keeps its meaning and every payout its score. Pure.
 */
export function chestEditAllowed(
  current: EventChest['group'],
  next: EventChest['group'],
  touched: boolean,
): boolean {
  if (!touched) return true;
  return (
    current.length === next.length &&
    current.every((question, index) => {
      const other = next[index];
      if (!other) return false;
      const letters = (choices: Record<string, string>) => Object.keys(choices).sort().join(',');
      return (
        letters(question.answers.choices) === letters(other.answers.choices) &&
        question.answers.correct === other.answers.correct
      );
    })
  );
}

/**
 * The event as players may see it: retired partners, items (and the items of a retired partner), chests and
 * businesses left out, and the console's
 * own fields (retired flags, a business's chest link, award pool, winner cap, meeting attendance) removed.
 * Pure.
 */
export function playerEventOf(event: EventFile): EventFile {
  const live = <T extends { retired?: boolean | undefined }>(entries: readonly T[]) =>
    entries.filter((entry) => entry.retired !== true);
  const livePartners = new Set(live(event.partners).map((partner) => partner.name));
  return {
    ...event,
    partners: live(event.partners).map((partner) => ({
      name: partner.name,
      logo: partner.logo,
      resource_link: partner.resource_link,
      resource_category: partner.resource_category,
      resource_logo: partner.resource_logo,
      resource_name: partner.resource_name,
    })),
    raffle_items: live(event.raffle_items)
      .filter((item) => livePartners.has(item.partner))
      .map((item) => ({
        item_id: item.item_id,
        name: item.name,
        description: item.description,
        ...frenchOf(item, ['name_fr', 'description_fr']),
        image_src: item.image_src,
        stock: item.stock,
        partner: item.partner,
      })),
    chests: live(event.chests).map((chest) => ({ chest_id: chest.chest_id, group: chest.group })),
    businesses: live(event.businesses).map((business) => ({
      name: business.name,
      logo: business.logo,
      description: business.description,
      video_title: business.video_title,
      video_url: business.video_url,
      ...frenchOf(business, ['name_fr', 'description_fr', 'video_title_fr']),
      challenge_question: business.challenge_question,
    })),
  };
}

/** The French texts an entry has among `fields` (a field absent stays absent, so English-only answers do not change). */
function frenchOf<T extends object, K extends keyof T>(entry: T, fields: readonly K[]): Partial<Pick<T, K>> {
  const french: Partial<Pick<T, K>> = {};
  for (const field of fields) if (entry[field] !== undefined) french[field] = entry[field];
  return french;
}

/**
 * One problem of an event's content: the field's path in the event (`businesses[2].video_url`) and what is wrong,
 * as a code (written in a language with `consoleProblemText`).
 */
export interface EventContentProblem {
  path: string;
  problem: ConsoleProblem;
}

/** Where a business's flat console fields sit in the event file. */
const BUSINESS_FIELD_PATHS: Record<string, string> = {
  challenge_title: 'challenge_question.title',
  challenge_description: 'challenge_question.description',
  challenge_title_fr: 'challenge_question.title_fr',
  challenge_description_fr: 'challenge_question.description_fr',
};

/**
 * Every problem of an event's content under the rules the console's forms apply field by field: each partner,
 * raffle item, business (its video link: YouTube or Vimeo only) and chest's questions. Whatever stores event
 * content runs this (a form's change, a file imported in the console or by the organizer tool, an archived
 * event copied as the next one's template, the event file a server starts on), so no path stores what a form
 * would refuse. Pure.
 */
export function eventContentProblems(event: EventFile): EventContentProblem[] {
  const problems: EventContentProblem[] = [];
  const collect = (at: string, errors: ConsoleProblems, paths: Record<string, string> = {}) => {
    for (const [field, list] of Object.entries(errors))
      for (const problem of list) problems.push({ path: `${at}.${paths[field] ?? field}`, problem });
  };
  event.partners.forEach((partner, index) => collect(`partners[${index}]`, validatePartnerFields(partner)));
  event.raffle_items.forEach((item, index) => collect(`raffle_items[${index}]`, validateItemFields(item)));
  event.businesses.forEach((business, index) =>
    collect(
      `businesses[${index}]`,
      validateBusinessFields({
        name: business.name,
        logo: business.logo,
        description: business.description,
        video_title: business.video_title,
        video_url: business.video_url,
        challenge_title: business.challenge_question.title,
        challenge_description: business.challenge_question.description,
        ...frenchOf(business, ['name_fr', 'description_fr', 'video_title_fr']),
        ...(business.challenge_question.title_fr === undefined ? {} : { challenge_title_fr: business.challenge_question.title_fr }),
        ...(business.challenge_question.description_fr === undefined ? {} : { challenge_description_fr: business.challenge_question.description_fr }),
      }),
      BUSINESS_FIELD_PATHS,
    ),
  );
  event.chests.forEach((chest, index) => collect(`chests[${index}]`, validateChestQuestions(chest.group)));
  // The name too (issue 41): an imported name with a line break went into every mail's sender and subject.
  for (const [field, list] of Object.entries(validateEventName(event.name, event.name_fr))) for (const problem of list) problems.push({ path: field, problem });
  return problems;
}
