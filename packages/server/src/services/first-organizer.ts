import { ConsoleAccountsRepository } from '../db/console-accounts.repository.js';
import { ConsoleStateRepository } from '../db/console-state.repository.js';
import { nameFromEmail } from '@dubloon-quest/core/console';
import type { AppContext } from './context.js';
import { inviteAccount } from './accounts.js';

/** What {@link inviteFirstOrganizer} did at start. */
export type FirstOrganizerOutcome =
  | { kind: 'organizer-exists' }
  | { kind: 'no-address' }
  | { kind: 'address-taken'; email: string }
  | { kind: 'invited'; email: string; link: string };

/**
 * A real event's first start: while no organizer account exists, invites `FIRST_ORGANIZER_EMAIL` as the first
 * organizer (mailed, and printed to the log, since mail may not be set up yet) with a single-use link to choose a
 * password, named after the address (core's `nameFromEmail`, docs/decisions/0111-first-organizer-name.md). It runs inside the server, so it works on the embedded database while the server runs. The check and
 * the invitation share one transaction that locks the console's state row, so servers starting together invite
 * once. Demo mode has its own organizer and is left alone.
 */
export async function inviteFirstOrganizer(context: AppContext): Promise<FirstOrganizerOutcome> {
  const { config, log } = context;
  if (config.demo) return { kind: 'organizer-exists' };
  const now = new Date(context.now());
  const outcome = await context.repository.db.transaction(async (tx): Promise<FirstOrganizerOutcome> => {
    await new ConsoleStateRepository(tx).lockEvent();
    if (await new ConsoleAccountsRepository(tx).organizerExists()) return { kind: 'organizer-exists' };
    const email = config.firstOrganizerEmail;
    if (email === null) return { kind: 'no-address' };
    const invited = await inviteAccount(
      tx,
      { publicUrl: config.publicUrl, now },
      { email, name: nameFromEmail(email), role: 'Organizer', affiliation: { businessId: null, rafflePartner: null } },
    );
    return invited === null ? { kind: 'address-taken', email } : { kind: 'invited', email, link: invited.link };
  });
  switch (outcome.kind) {
    case 'invited':
      log.warn(`No organizer yet: ${outcome.email} is invited as the first organizer. Open this link once to choose its password: ${outcome.link}`);
      void context.outbox.flush();
      break;
    case 'no-address':
      log.warn('No organizer yet: set FIRST_ORGANIZER_EMAIL to the first organizer\'s address and the server invites it at start, printing the link here (or invite one with `npm run organizer -- invite`)');
      break;
    case 'address-taken':
      log.warn(`No organizer yet, and ${outcome.email} already has an account: make it an organizer with \`npm run organizer -- role ${outcome.email} Organizer\``);
      break;
    default:
      break;
  }
  return outcome;
}
