import { type FirstOrganizerForm } from '@dubloon-quest/core';
import { ConsoleAccountsRepository } from '../db/console-accounts.repository.js';
import { ConsoleStateRepository } from '../db/console-state.repository.js';
import { FirstOrganizerLinksRepository } from '../db/first-organizer-links.repository.js';
import { nameFromEmail } from '@dubloon-quest/core/console';
import type { AppContext } from './context.js';
import { inviteAccount } from './accounts.js';
import { hashPassword } from './auth/passwords.js';
import { hashToken, newEmailToken } from './auth/tokens.js';
import { HttpError } from './errors.js';
import { messages, serverMessages } from './language.js';

/** How long the first organizer's link works (a restart prints a new one and ends the old). */
const FIRST_ORGANIZER_LINK_DAYS = 7;

/** What {@link inviteFirstOrganizer} did at start. */
export type FirstOrganizerOutcome =
  | { kind: 'organizer-exists' }
  | { kind: 'link'; link: string }
  | { kind: 'address-taken'; email: string }
  | { kind: 'invited'; email: string; link: string };

/**
 * A real event's first start: while no organizer account exists, invites `FIRST_ORGANIZER_EMAIL` as the first
 * organizer (mailed, and printed to the log, since mail may not be set up yet) with a single-use link to choose a
 * password, named after the address (core's `nameFromEmail`, docs/decisions/0111-first-organizer-name.md).
 * Without that setting it prints a one-time link whose opener gives the address, name and password
 * ({@link createFirstOrganizer}, docs/decisions/0112-first-organizer-link.md). It runs inside the server, so it
 * works on the embedded database while the server runs. The check and the invitation share one transaction that
 * locks the console's state row, so servers starting together invite once. Demo mode has its own organizer and is
 * left alone.
 */
export async function inviteFirstOrganizer(context: AppContext): Promise<FirstOrganizerOutcome> {
  const { config, log } = context;
  if (config.demo) return { kind: 'organizer-exists' };
  const now = new Date(context.now());
  const outcome = await context.repository.db.transaction(async (tx): Promise<FirstOrganizerOutcome> => {
    await new ConsoleStateRepository(tx).lockEvent();
    if (await new ConsoleAccountsRepository(tx).organizerExists()) return { kind: 'organizer-exists' };
    const email = config.firstOrganizerEmail;
    if (email === null) {
      const token = newEmailToken();
      const expiresAt = new Date(now.getTime() + FIRST_ORGANIZER_LINK_DAYS * 24 * 60 * 60 * 1000);
      await new FirstOrganizerLinksRepository(tx).replace(hashToken(token), now, expiresAt);
      return { kind: 'link', link: `${config.publicUrl}/password-reset?token=${token}&invitation=first` };
    }
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
    case 'link':
      log.warn(`No organizer yet: open this link once to create the first organizer's account (it works until a restart prints a new one): ${outcome.link}`);
      break;
    case 'address-taken':
      log.warn(`No organizer yet, and ${outcome.email} already has an account: make it an organizer with \`npm run organizer -- role ${outcome.email} Organizer\``);
      break;
    default:
      break;
  }
  return outcome;
}

/**
 * `POST /auth/first-organizer`: creates the first organizer with the link printed at start, under the console's
 * state lock, only while no organizer exists (409 then, the link left unused) and only once (404 for an unknown,
 * used, replaced or expired link). The form is checked by the caller with core's `validateFirstOrganizer`.
 */
export async function createFirstOrganizer(context: AppContext, form: FirstOrganizerForm): Promise<{ message: string }> {
  const now = new Date(context.now());
  const email = form.email.trim().toLowerCase();
  const passwordHash = await hashPassword(form.password);
  await context.repository.db.transaction(async (tx) => {
    await new ConsoleStateRepository(tx).lockEvent();
    const accounts = new ConsoleAccountsRepository(tx);
    if (await accounts.organizerExists()) throw new HttpError(409, serverMessages.organizerExists);
    if (!(await new FirstOrganizerLinksRepository(tx).consume(hashToken(form.token ?? ''), now)))
      throw new HttpError(404, serverMessages.tokenNotValid);
    const name = form.name.trim() === '' ? nameFromEmail(email) : form.name.trim();
    const created = await accounts.createInvited(
      { email, name, role: 'Organizer', affiliation: { businessId: null, rafflePartner: null }, passwordHash, pending: false },
      now,
    );
    if (created === null) throw new HttpError(409, serverMessages.emailTaken, { email: [serverMessages.emailTaken] });
  });
  return { message: messages.auth.firstOrganizerCreated };
}
