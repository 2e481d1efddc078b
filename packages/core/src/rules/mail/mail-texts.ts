import { defaultMailTexts } from '../../messages/console-ui/mail-texts.js';
import { defaultMailTextsFr } from '../../messages/fr/mail-templates.fr.js';
import type { MailKind, MailLanguage } from '../../contract/mail-text.schema.js';
import type { ConsoleProblem, ConsoleProblems } from '../console/console-problems.js';
import { characterCount, hasUnsafeCharacter } from '../validation/text-rules.js';
import { shownText } from '../content/bilingual-text.js';

/** The language a mail is sent in when nothing says otherwise (a request without Accept-Language). */
export const DEFAULT_MAIL_LANGUAGE: MailLanguage = 'en';

/** The variables each mail may use: the ones its sender knows. */
export const MAIL_VARIABLES = {
  verify: ['name', 'link', 'event', 'minutes'],
  reset: ['name', 'link', 'event', 'minutes'],
  alreadyRegistered: ['name', 'link', 'event'],
  emailInUse: ['name', 'link', 'event'],
  invitation: ['name', 'link', 'event', 'days'],
} as const satisfies Record<MailKind, readonly string[]>;
export type MailVariable = (typeof MAIL_VARIABLES)[MailKind][number];

/** A subject has at most this many characters, on one line; a body at most {@link MAIL_BODY_MAX}. */
export const MAIL_SUBJECT_MAX = 150;
export const MAIL_BODY_MAX = 5_000;

/** A mail's text: its subject and its plain-text body, both templates. */
export interface MailText {
  subject: string;
  body: string;
}

/** An event's own text of one mail in one language (the event file's `mail_texts`). */
export interface EventMailText extends MailText {
  mail: MailKind;
  language: MailLanguage;
}

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The variables a template names, in order, as written (unknown ones included). Pure. */
function variablesIn(template: string): string[] {
  return [...template.matchAll(VARIABLE)].map((match) => match[1] ?? '');
}

/** Problems of one template: braces that make no variable, and variables the mail does not know. Pure. */
function templateProblems(template: string, allowed: readonly string[]): ConsoleProblem[] {
  const problems: ConsoleProblem[] = [];
  const withoutVariables = template.replace(VARIABLE, '');
  if (withoutVariables.includes('{{') || withoutVariables.includes('}}')) problems.push({ code: 'mail.malformed' });
  for (const variable of new Set(variablesIn(template)))
    if (!allowed.includes(variable)) problems.push({ code: 'mail.unknownVariable', variable, allowed: [...allowed] });
  return problems;
}

/**
 * Checks an event's text of a mail: the subject 1 to {@link MAIL_SUBJECT_MAX} characters on one line, the
 * body 1 to {@link MAIL_BODY_MAX} characters holding `{{link}}`, only the mail's own variables, well-formed
 * braces, no unsafe character. The console shows these problems and the server refuses them; as codes
 * (`mail.subjectLength {max}`, `mail.bodyLength {max}`, `mail.linkNeeded`, `mail.malformed`,
 * `mail.unknownVariable {variable, allowed}`, `text.invalidCharacters`). Pure.
 */
export function validateMailText(mail: MailKind, text: MailText): ConsoleProblems {
  const errors: ConsoleProblems = {};
  const add = (field: keyof MailText, problem: ConsoleProblem) => (errors[field] ??= []).push(problem);
  const allowed = MAIL_VARIABLES[mail];
  const subject = text.subject.trim();
  if (subject.length === 0 || characterCount(subject) > MAIL_SUBJECT_MAX || /[\r\n]/.test(subject))
    add('subject', { code: 'mail.subjectLength', max: MAIL_SUBJECT_MAX });
  if (text.body.trim().length === 0 || characterCount(text.body) > MAIL_BODY_MAX)
    add('body', { code: 'mail.bodyLength', max: MAIL_BODY_MAX });
  else if (!variablesIn(text.body).includes('link')) add('body', { code: 'mail.linkNeeded' });
  for (const field of ['subject', 'body'] as const) {
    if (hasUnsafeCharacter(text[field])) add(field, { code: 'text.invalidCharacters' });
    for (const problem of templateProblems(text[field], allowed)) add(field, problem);
  }
  return errors;
}

/** Writes the values into a template; a variable without a value stays empty. Pure. */
function fillTemplate(template: string, values: Readonly<Partial<Record<MailVariable, string>>>): string {
  return template.replace(VARIABLE, (_whole, name: string) => values[name as MailVariable] ?? '');
}

/** The values every mail knows, and the ones only some mails use. */
export interface MailValues {
  name: string;
  link: string;
  minutes?: number;
  days?: number;
}

/** What an event brings to its mails: its name (and its French, decision 0164) and its own texts. */
export interface MailEvent {
  name: string;
  name_fr?: string | undefined;
  mail_texts?: readonly EventMailText[] | undefined;
}

/** A mail ready to send: its subject and plain-text body, signed with the event's name, and their language. */
export interface ComposedMail {
  subject: string;
  body: string;
  /** The language the mail is written in: its reader's, unless it fell back to the event's text in the other. */
  language: MailLanguage;
}

/**
 * Where a mail's text in one language comes from (decision 0175): the event's own text in that language
 * (`own`), else the event's own text in the other language (`otherLanguage`: the organizers' words rather than
 * the game's), else the catalogue's in that language (`catalogue`).
 */
export type MailTextSource = 'own' | 'otherLanguage' | 'catalogue';

/** The text a mail is written from for a reader of one language, where it comes from, and its language. */
export interface ChosenMailText {
  text: MailText;
  source: MailTextSource;
  language: MailLanguage;
}

/** The other language of the catalogue. Pure. */
function otherLanguage(language: MailLanguage): MailLanguage {
  return language === 'fr' ? 'en' : 'fr';
}

/**
 * The text a mail goes out from to a reader of `language` (decision 0175): the event's own text in that
 * language; when the organizers wrote it only in the other language, that one (in its language); else the
 * catalogue's in the reader's language. Pure.
 */
export function chosenMailText(event: Pick<MailEvent, 'mail_texts'>, mail: MailKind, language: MailLanguage): ChosenMailText {
  const ownIn = (wanted: MailLanguage) => event.mail_texts?.find((text) => text.mail === mail && text.language === wanted);
  const own = ownIn(language);
  if (own) return { text: own, source: 'own', language };
  const other = ownIn(otherLanguage(language));
  if (other) return { text: other, source: 'otherLanguage', language: other.language };
  return { text: (language === 'fr' ? defaultMailTextsFr : defaultMailTexts)[mail], source: 'catalogue', language };
}

/** The event's name in a language: its French name where the organizers wrote one (decision 0164). Pure. */
export function eventNameIn(event: Pick<MailEvent, 'name' | 'name_fr'>, language: MailLanguage): string {
  return shownText(event.name, event.name_fr, language).text;
}

/**
 * The text of a mail for an event to a reader of `language`: {@link chosenMailText}'s, filled with the values and
 * signed with the event's name in the mail's language (decision 0164: its French name in a French mail where the
 * organizers wrote one). Pure.
 */
export function composeMail(event: MailEvent, mail: MailKind, values: MailValues, language: MailLanguage = DEFAULT_MAIL_LANGUAGE): ComposedMail {
  const chosen = chosenMailText(event, mail, language);
  const { text } = chosen;
  const eventName = eventNameIn(event, chosen.language);
  const filled = {
    name: values.name,
    link: values.link,
    event: eventName,
    minutes: String(values.minutes ?? ''),
    days: String(values.days ?? ''),
  };
  const body = fillTemplate(text.body, filled).replace(/\s+$/, '');
  // One line, its spaces single; a French text's non-breaking spaces (before « : », decision 0190) stay.
  const subject = fillTemplate(text.subject, filled).replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
  return { subject, body: `${body}\n\n-- \n${eventName}`, language: chosen.language };
}
