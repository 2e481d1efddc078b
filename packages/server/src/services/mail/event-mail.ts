import type { Locale } from '@dubloon-quest/core';
import { composeMail, type MailKind, type MailValues } from '@dubloon-quest/core/console';
import { unlinkable } from '@dubloon-quest/core/internal';
import type { AppContext } from '../context.js';
import { requestLocale } from '../language.js';

/**
 * Queues one of the mails an event may word, in the language of the request that sends it, or the language
 * stored on the recipient's account for a mail written outside their own request (a notice that someone else
 * used their address, decision 0163): the event's own text of the mail in that language if an organizer wrote
 * one, else the catalogue's, with the event's name in it and as its signature (core's `composeMail`). The
 * person's name is theirs, not the event's: it never becomes a link (core's `unlinkable`, decision 0195).
 * A person waits for each of these mails: they leave before invitations, and the link of `tokenHash` counts
 * from when its mail leaves (decision 0195).
 */
export function sendEventMail(
  context: AppContext,
  to: string,
  mail: MailKind,
  values: MailValues,
  language: Locale = requestLocale(),
  tokenHash?: string,
): Promise<void> {
  const composed = composeMail(context.event.file, mail, { ...values, name: unlinkable(values.name) }, language);
  return context.outbox.send({ to, ...composed }, { priority: 'now', ...(tokenHash === undefined ? {} : { tokenHash }) });
}
