import { composeMail, type MailKind } from '@dubloon-quest/core/console';
import type { TestServer } from './test-server.js';

/** The subject a mail of the server's event has, as the event's texts word it now. */
export function mailSubject(server: TestServer, mail: MailKind): string {
  return composeMail(server.app.game.event.file, mail, { name: '', link: '' }).subject;
}
