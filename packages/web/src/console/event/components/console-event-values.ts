import {
  coinsSchema,
  positiveIntSchema,
  isValid,
  type EventBusiness,
  type EventChest,
  type EventPartner,
  type EventRaffleItem,
  type ValidationErrors,
} from '@dubloon-quest/core';
import {
  consoleEventText,
  consoleProblemTextsOnRead,
  validateBusinessFields,
  validateChestQuestions,
  validateItemFields,
  validatePartnerFields,
  type ConsoleBusinessFields,
  type ConsoleChestRequest,
  type ConsoleItemFields,
  type ConsolePartnerFields,
} from '@dubloon-quest/core/console';

/**
 * The event content forms' values as the inputs hold them (numbers as typed text), their conversion to the
 * console's requests, and their checks: core's console rules, the ones the server runs. Pure.
 */

export type PartnerValues = ConsolePartnerFields;

/** Each `*_fr` value is the French of the text before it ('' for none: the English shows in French). */
export interface ItemValues {
  readonly name: string;
  readonly description: string;
  readonly name_fr: string;
  readonly description_fr: string;
  readonly image_src: string;
  readonly stock: string;
  readonly partner: string;
}

export interface BusinessValues {
  readonly name: string;
  readonly logo: string;
  readonly description: string;
  readonly video_title: string;
  readonly video_url: string;
  readonly challenge_title: string;
  readonly challenge_description: string;
  readonly name_fr: string;
  readonly description_fr: string;
  readonly video_title_fr: string;
  readonly challenge_title_fr: string;
  readonly challenge_description_fr: string;
  /** A chest id, or '' for none. */
  readonly chest_id: string;
  readonly award_pool: string;
  readonly winner_cap: string;
  readonly attends_meeting: boolean;
}

interface ChoiceValues {
  readonly letter: string;
  readonly text: string;
  readonly text_fr: string;
}

export interface QuestionValues {
  readonly question: string;
  readonly question_fr: string;
  readonly choices: readonly ChoiceValues[];
  readonly correct: string;
  readonly explanation: string;
  readonly explanation_fr: string;
}

export type ChestValues = readonly QuestionValues[];

/** The letters a chest question's choices take, in order (a UI bound: six choices at most). */
export const CHOICE_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

/** A form's outcome: the request to send, or the problems by field. */
export type Checked<Request> =
  | { readonly ok: true; readonly request: Request }
  | { readonly ok: false; readonly errors: ValidationErrors };

const text = consoleEventText;

export function partnerValues(partner: EventPartner | null): PartnerValues {
  return {
    name: partner?.name ?? '',
    logo: partner?.logo ?? '',
    resource_link: partner?.resource_link ?? '',
    resource_category: partner?.resource_category ?? '',
    resource_logo: partner?.resource_logo ?? '',
    resource_name: partner?.resource_name ?? '',
  };
}

export function itemValues(item: EventRaffleItem | null, partner = ''): ItemValues {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    name_fr: item?.name_fr ?? '',
    description_fr: item?.description_fr ?? '',
    image_src: item?.image_src ?? '',
    stock: item ? String(item.stock) : '1',
    partner: item?.partner ?? partner,
  };
}

export function businessValues(business: EventBusiness | null): BusinessValues {
  return {
    name: business?.name ?? '',
    logo: business?.logo ?? '',
    description: business?.description ?? '',
    video_title: business?.video_title ?? '',
    video_url: business?.video_url ?? '',
    challenge_title: business?.challenge_question.title ?? '',
    challenge_description: business?.challenge_question.description ?? '',
    name_fr: business?.name_fr ?? '',
    description_fr: business?.description_fr ?? '',
    video_title_fr: business?.video_title_fr ?? '',
    challenge_title_fr: business?.challenge_question.title_fr ?? '',
    challenge_description_fr: business?.challenge_question.description_fr ?? '',
    chest_id: business?.chest_id === undefined ? '' : String(business.chest_id),
    award_pool: business?.award_pool === undefined ? '' : String(business.award_pool),
    winner_cap: business?.winner_cap === undefined ? '' : String(business.winner_cap),
    attends_meeting: business?.attends_meeting ?? false,
  };
}

/** A blank question: two empty choices, the first correct. */
function blankQuestion(): QuestionValues {
  return {
    question: '',
    question_fr: '',
    choices: [
      { letter: 'a', text: '', text_fr: '' },
      { letter: 'b', text: '', text_fr: '' },
    ],
    correct: 'a',
    explanation: '',
    explanation_fr: '',
  };
}

export function chestValues(chest: EventChest | null): ChestValues {
  if (!chest) return [blankQuestion(), blankQuestion(), blankQuestion()];
  return chest.group.map((question) => ({
    question: question.question,
    question_fr: question.question_fr ?? '',
    choices: Object.entries(question.answers.choices)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([letter, choice]) => ({ letter, text: choice, text_fr: question.answers.choices_fr?.[letter] ?? '' })),
    correct: question.answers.correct,
    explanation: question.answers.explanation,
    explanation_fr: question.answers.explanation_fr ?? '',
  }));
}

/** A whole number typed in a field, or NaN. */
function wholeNumber(typed: string): number {
  return /^\s*\d{1,9}\s*$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * The problems of several checks, field by field, read from them each time a field is read: the checks' texts are
 * written when read (core's codes, the form's own getters), so the errors shown follow a switch of language.
 */
function merge(...records: ValidationErrors[]): ValidationErrors {
  const errors: ValidationErrors = {};
  for (const field of new Set(records.flatMap((record) => Object.keys(record))))
    Object.defineProperty(errors, field, {
      enumerable: true,
      get: () => records.flatMap((record) => record[field] ?? []),
    });
  return errors;
}

/** Only the fields that differ from `before` (an edit sends what it changes). */
function changed<T extends object>(next: T, before: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => before[key as keyof T] !== value),
  ) as Partial<T>;
}

/** Checks a raffle partner's form. Pure. */
export function checkPartner(values: PartnerValues): Checked<ConsolePartnerFields> {
  const errors = consoleProblemTextsOnRead(validatePartnerFields(values));
  return isValid(errors) ? { ok: true, request: values } : { ok: false, errors };
}

/** The changes of a partner's edit (empty when nothing changed). Pure. */
export function partnerChanges(values: PartnerValues, before: EventPartner): Partial<ConsolePartnerFields> {
  return changed(values, partnerValues(before));
}

/** Checks a raffle item's form: core's item rules, a stock of 0 or more, a partner chosen. Pure. */
export function checkItem(values: ItemValues): Checked<ConsoleItemFields> {
  const stock = wholeNumber(values.stock);
  const errors = merge(
    consoleProblemTextsOnRead(
      validateItemFields({
        name: values.name,
        description: values.description,
        name_fr: values.name_fr,
        description_fr: values.description_fr,
        image_src: values.image_src,
      }),
    ),
    coinsSchema.safeParse(stock).success ? {} : { get stock() { return [text.businesses.wholeNumber]; } },
    values.partner === '' ? { get partner() { return [text.items.choosePartner]; } } : {},
  );
  return isValid(errors) ? { ok: true, request: { ...values, stock } } : { ok: false, errors };
}

/** The changes of an item's edit. Pure. */
export function itemChanges(request: ConsoleItemFields, before: EventRaffleItem): Partial<ConsoleItemFields> {
  const { item_id: _id, retired: _retired, ...fields } = before;
  // An item without French compares as the form shows it: empty French fields.
  return changed(request, { ...fields, name_fr: fields.name_fr ?? '', description_fr: fields.description_fr ?? '' });
}

/**
 * Checks a business's form: core's business rules, the award pool 0 or more and the winner cap 1 or more
 * (each left empty for the default). Pure.
 */
export function checkBusiness(values: BusinessValues): Checked<ConsoleBusinessFields> {
  const pool = values.award_pool.trim() === '' ? undefined : wholeNumber(values.award_pool);
  const cap = values.winner_cap.trim() === '' ? undefined : wholeNumber(values.winner_cap);
  const errors = merge(
    consoleProblemTextsOnRead(validateBusinessFields(values)),
    pool === undefined || coinsSchema.safeParse(pool).success
      ? {}
      : { get award_pool() { return [text.businesses.wholeNumber]; } },
    cap === undefined || positiveIntSchema.safeParse(cap).success
      ? {}
      : { get winner_cap() { return [text.businesses.positiveNumber]; } },
  );
  if (!isValid(errors)) return { ok: false, errors };
  return {
    ok: true,
    request: {
      name: values.name,
      logo: values.logo,
      description: values.description,
      video_title: values.video_title,
      video_url: values.video_url,
      challenge_title: values.challenge_title,
      challenge_description: values.challenge_description,
      name_fr: values.name_fr,
      description_fr: values.description_fr,
      video_title_fr: values.video_title_fr,
      challenge_title_fr: values.challenge_title_fr,
      challenge_description_fr: values.challenge_description_fr,
      chest_id: values.chest_id === '' ? null : Number(values.chest_id),
      ...(pool === undefined ? {} : { award_pool: pool }),
      ...(cap === undefined ? {} : { winner_cap: cap }),
      attends_meeting: values.attends_meeting,
    },
  };
}

/** The changes of a business's edit (its chest unlinked as `chest_id: null`). Pure. */
export function businessChanges(
  request: ConsoleBusinessFields,
  before: EventBusiness,
): Partial<ConsoleBusinessFields> {
  const previous = checkBusiness(businessValues(before));
  return previous.ok ? changed(request, previous.request) : request;
}

/** The chest's questions as the server takes them. Pure. */
export function chestGroup(values: ChestValues): ConsoleChestRequest['group'] {
  return values.map((question) => ({
    question: question.question,
    question_fr: question.question_fr,
    answers: {
      choices: Object.fromEntries(question.choices.map((choice) => [choice.letter, choice.text])),
      correct: question.correct,
      explanation: question.explanation,
      choices_fr: Object.fromEntries(question.choices.map((choice) => [choice.letter, choice.text_fr])),
      explanation_fr: question.explanation_fr,
    },
  }));
}

/** Checks a chest's form with core's chest rules. Pure. */
export function checkChest(values: ChestValues): Checked<ConsoleChestRequest> {
  const group = chestGroup(values);
  const errors = consoleProblemTextsOnRead(validateChestQuestions(group));
  return isValid(errors) ? { ok: true, request: { group } } : { ok: false, errors };
}
