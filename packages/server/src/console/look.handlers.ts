import { isValid } from '@dubloon-quest/core';
import { type EventBrand, type EventHelp, validateEventBrand, validateEventHelp, validateMailText } from '@dubloon-quest/core/console';
import { invalidFields } from '../services/errors.js';
import { consoleBrandText, consoleMailText } from '../services/language.js';
import { actorOf } from '../services/console-caller.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';

type LookCalls = 'consoleUpdateBrand' | 'consoleUpdateHelp' | 'consoleUpdateMailText';

/**
 * The event's look and its mail texts, stored with the event (so its export, import and archive carry them):
 * checked with core's rules, the same the console's forms show, and recorded in the audit log. Every server
 * serves them at once: the player pages' header and title, the mails' subject, signature and HTML part.
 */
export function lookHandlers(services: ConsoleServices): Pick<ConsoleHandlers, LookCalls> {
  const { content } = services;
  return {
    async consoleUpdateBrand({ body, caller }) {
      const brand: EventBrand = {
        ...(body.logo.trim() === '' ? {} : { logo: body.logo.trim() }),
        ...(body.color.trim() === '' ? {} : { color: body.color.trim().toLowerCase() }),
      };
      const problems = validateEventBrand(brand);
      if (!isValid(problems)) throw invalidFields(problems);
      return content.edit(actorOf(caller), (event) => {
        const before = event.brand ?? null;
        return Promise.resolve({
          // Undefined leaves the stored document (the edit writes the event over it as JSON).
          next: { ...event, brand: Object.keys(brand).length === 0 ? undefined : brand },
          value: { message: consoleBrandText.saved, brand },
          audit: { action: 'event.brand', target: 'event', before: { brand: before }, after: { brand } },
        });
      });
    },

    async consoleUpdateHelp({ body, caller }) {
      const help: EventHelp = {
        ...(body.support_email.trim() === '' ? {} : { support_email: body.support_email.trim() }),
        ...(body.chat_url.trim() === '' ? {} : { chat_url: body.chat_url.trim() }),
      };
      const problems = validateEventHelp(help);
      if (!isValid(problems)) throw invalidFields(problems);
      return content.edit(actorOf(caller), (event) => {
        const before = event.help ?? null;
        return Promise.resolve({
          next: { ...event, help: Object.keys(help).length === 0 ? undefined : help },
          value: { message: consoleBrandText.help.saved, help },
          audit: { action: 'event.help', target: 'event', before: { help: before }, after: { help } },
        });
      });
    },

    async consoleUpdateMailText({ body, caller }) {
      if (body.text !== null) {
        const problems = validateMailText(body.mail, body.text);
        if (!isValid(problems)) throw invalidFields(problems);
      }
      const name = consoleMailText.mailNames[body.mail];
      const inLanguage = consoleMailText.inLanguage[body.language];
      return content.edit(actorOf(caller), (event) => {
        const others = (event.mail_texts ?? []).filter((text) => text.mail !== body.mail || text.language !== body.language);
        const before = (event.mail_texts ?? []).find((text) => text.mail === body.mail && text.language === body.language) ?? null;
        const own = body.text === null ? null : { mail: body.mail, language: body.language, subject: body.text.subject.trim(), body: body.text.body };
        const mailTexts = own === null ? others : [...others, own];
        return Promise.resolve({
          next: { ...event, mail_texts: mailTexts.length === 0 ? undefined : mailTexts },
          value: { message: own === null ? consoleMailText.resetDone(name, inLanguage) : consoleMailText.saved(name, inLanguage), mail_texts: mailTexts },
          audit: { action: 'event.mail-text', target: `mail:${body.mail}:${body.language}`, before: { text: before }, after: { text: own } },
        });
      });
    },
  };
}
