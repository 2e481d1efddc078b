import type { EventHelp } from '../../contract/event-help.schema.js';
import { validateEmail } from '../validation/field-validators.js';
import type { ConsoleProblems } from './console-problems.js';
import { validateWebLink } from './console-rules.js';

/**
 * Checks where the players get help: the support address an e-mail address (`email.invalid`), the chat an https
 * link (`content.notALink`); either may be empty (the installation's). The console shows these problems, the
 * server refuses them, and an event import checks them (`eventLookProblems`). Pure.
 */
export function validateEventHelp(help: EventHelp): ConsoleProblems {
  const errors: ConsoleProblems = {};
  const email = help.support_email?.trim() ?? '';
  const emailProblem = email === '' ? null : validateEmail(email);
  if (emailProblem !== null) errors.support_email = [emailProblem];
  const chat = help.chat_url?.trim() ?? '';
  const chatProblem = chat === '' ? null : validateWebLink(chat);
  if (chatProblem !== null) errors.chat_url = [chatProblem];
  return errors;
}
