import { NAME_MAX_LENGTH } from '../validation/text-rules.js';

/**
 * A person's name read from their e-mail address, for an account made before its owner could give one (the
 * first organizer the server invites at start): the part before `@`, split at dots, dashes, underscores and
 * pluses, digits dropped, each word capitalised ("olivia.organizer@example.com" is "Olivia Organizer"). An
 * address with no letters before `@` gives the part as it is; one of a single letter, the whole address. The name can be changed later. Pure.
 */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const words = local
    .split(/[._+-]+/)
    .map((word) => word.replace(/\d+/g, ''))
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1));
  const name = words.length > 0 ? words.join(' ') : local;
  // A name of one letter is no name: the whole address then.
  return (name.length >= 2 ? name : email).slice(0, NAME_MAX_LENGTH).trim();
}
