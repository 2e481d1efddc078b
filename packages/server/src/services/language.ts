import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import {
  acceptedLanguages,
  contractMessages as contractMessagesEn,
  contractMessagesFr,
  type Locale,
  messages as messagesEn,
  messagesFr,
  negotiateLocale,
  playersInBulkText as playersInBulkTextEn,
  playersInBulkTextFr,
  serverMessages as serverMessagesEn,
  serverMessagesFr,
} from '@dubloon-quest/core';
import {
  consoleBrandText as consoleBrandTextEn,
  consoleBrandTextFr,
  consoleBulkInvitationsText as consoleBulkInvitationsTextEn,
  consoleBulkInvitationsTextFr,
  consoleMailText as consoleMailTextEn,
  consoleMailTextFr,
  consoleMessages as consoleMessagesEn,
  consoleMessagesFr,
  type ConsoleProblemCatalogues,
} from '@dubloon-quest/core/console';
import { drawMessages as drawMessagesEn, drawMessagesFr } from '@dubloon-quest/core/draw';
import { eventFileMessages as eventFileMessagesEn, eventFileMessagesFr } from '@dubloon-quest/core/internal';

/**
 * The language of each answer (docs/decisions/0150): the request's `Accept-Language`, English when it names
 * neither English nor French or is missing, so that a client sending none (the original event's) reads exactly
 * the texts it always did. Held for the request's whole handling, so that its errors and the mail it sends
 * (verification, reset, e-mail change, an organizer's invitation) are written in its reader's language.
 */
const language = new AsyncLocalStorage<Locale>();

/** The language of the request being handled (its Accept-Language), English outside a request. */
export function requestLocale(): Locale {
  return language.getStore() ?? 'en';
}

/** Reads each request's language before any other hook, for everything its handling writes. */
export function installLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    language.run(negotiateLocale(acceptedLanguages(request.headers['accept-language'])), done);
  });
}

/**
 * A catalogue that reads, on each access, the English or the French one by the request's language. Typed as
 * the English one (the French has the same keys, by its type), so the server's code reads its texts as before.
 */
function byLanguage<T extends object>(english: T, french: object): T {
  const current = (): object => (requestLocale() === 'fr' ? french : english);
  return new Proxy(english, {
    get: (_target, key) => Reflect.get(current(), key) as unknown,
    has: (_target, key) => Reflect.has(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(current(), key),
  });
}

export const messages = byLanguage(messagesEn, messagesFr);
export const serverMessages = byLanguage(serverMessagesEn, serverMessagesFr);
export const contractMessages = byLanguage(contractMessagesEn, contractMessagesFr);
export const consoleMessages = byLanguage(consoleMessagesEn, consoleMessagesFr);
export const drawMessages = byLanguage(drawMessagesEn, drawMessagesFr);
export const eventFileMessages = byLanguage(eventFileMessagesEn, eventFileMessagesFr);
export const consoleBrandText = byLanguage(consoleBrandTextEn, consoleBrandTextFr);
export const consoleMailText = byLanguage(consoleMailTextEn, consoleMailTextFr);
/** Players in bulk: the console's import and groups (decision 0155), and registration's group link. */
export const consoleBulkInvitationsText = byLanguage(consoleBulkInvitationsTextEn, consoleBulkInvitationsTextFr);
export const playersInBulkText = byLanguage(playersInBulkTextEn, playersInBulkTextFr);

/** What core's rules' codes are written with (`consoleProblemText`, `fieldProblemText`): the request's language. */
export const problemCatalogues: ConsoleProblemCatalogues = {
  messages,
  contractMessages,
  consoleMessages,
  consoleBrandText,
  consoleMailText,
};

let coreTexts: Map<string, string> | null = null;

/** Each fixed English text of core's rules (the catalogue's, the contract's) with its French, by key path. */
function coreTextsByEnglish(): Map<string, string> {
  const pairs = new Map<string, string>();
  const walk = (en: unknown, fr: unknown): void => {
    if (typeof en === 'string' && typeof fr === 'string') pairs.set(en, fr);
    else if (typeof en === 'object' && en !== null && typeof fr === 'object' && fr !== null)
      for (const key of Object.keys(en)) walk((en as Record<string, unknown>)[key], (fr as Record<string, unknown>)[key]);
  };
  walk(messagesEn, messagesFr);
  walk(contractMessagesEn, contractMessagesFr);
  return pairs;
}

/**
 * A field error written as English text in the request's language: what the contract's parser writes (its
 * messages are read once, in English). Core's validation rules return codes instead, written in the request's
 * language by `fieldProblemText` (decision 0163); this lookup by English text is left for the parser's fixed
 * texts only.
 */
export function inRequestLanguage(text: string): string {
  if (requestLocale() === 'en') return text;
  coreTexts ??= coreTextsByEnglish();
  return coreTexts.get(text) ?? text;
}
