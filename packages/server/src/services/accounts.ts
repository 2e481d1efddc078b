import { type EventFile, type Locale, type Role, type ValidationErrors } from '@dubloon-quest/core';
import {
  accountAffiliation,
  AFFILIATION_REFUSAL_FIELD,
  composeMail,
  type ConsoleAccount,
  consoleMessages as consoleMessagesEn,
  consoleMessagesFr,
  type MailEvent,
  type RequestedAffiliation,
} from '@dubloon-quest/core/console';
import type { QueuedMail } from '../db/mail.repository.js';
import { ConsoleAccountsRepository, type Affiliation } from '../db/console-accounts.repository.js';
import type { Db, DbTransaction } from '../db/db.js';
import { inTransaction } from '../db/in-transaction.js';
import { MailRepository } from '../db/mail.repository.js';
import { revokeAllSessions } from '../db/players.repository.js';
import { UserRepository } from '../db/users.repository.js';
import { hashPassword } from './auth/passwords.js';
import { hashToken, newEmailToken } from './auth/tokens.js';
import { unlinkable } from '@dubloon-quest/core/internal';
import { messages, requestLocale } from './language.js';

/** How long an invitation's link works, for every role (core's `INVITATION_LINK_DAYS`). */
const INVITATION_DAYS = 7;

/**
 * Core's `accountAffiliation` against the event in force, its refusal as the field error the request shows.
 * @returns the affiliation, or the field errors.
 */
export function resolveAffiliation(
  event: EventFile,
  role: Role,
  requested: RequestedAffiliation,
): { ok: true; value: Affiliation } | { ok: false; errors: ValidationErrors } {
  const affiliation = accountAffiliation(role, requested, event);
  if (affiliation.ok) return affiliation;
  return { ok: false, errors: { [AFFILIATION_REFUSAL_FIELD[affiliation.code]]: [affiliation.message] } };
}

/**
 * Creates an invited Partner or Organizer account with a single-use link to choose its password (the reset
 * token of `PATCH /auth/password`, valid {@link INVITATION_DAYS} days) and queues the invitation mail, all in
 * the caller's transaction. @returns the account's id and the link, or null when the e-mail is taken.
 */
export async function inviteAccount(
  tx: DbTransaction,
  server: { publicUrl: string; now: Date },
  invitation: { email: string; name: string; role: Role; affiliation: Affiliation; language?: Locale | undefined },
): Promise<{ userId: number; link: string } | null> {
  const { now } = server;
  const email = invitation.email.trim().toLowerCase();
  const userId = await new ConsoleAccountsRepository(tx).createInvited(
    {
      email,
      name: invitation.name,
      role: invitation.role,
      affiliation: invitation.affiliation,
      passwordHash: await hashPassword(newEmailToken()),
    },
    now,
  );
  if (userId === null) return null;
  // The invited person's language, when the organizer named it, is the account's for its later mail too.
  if (invitation.language !== undefined) await new UserRepository(inTransaction(tx)).setLanguage(userId, invitation.language);
  const link = await issueInvitation(inTransaction(tx), server, {
    userId,
    email,
    name: invitation.name.trim(),
    role: invitation.role,
    language: invitation.language,
  });
  return { userId, link };
}

/**
 * A new single-use invitation link for an account (the reset token of `PATCH /auth/password`, valid
 * {@link INVITATION_DAYS} days; the account's older links stop working) and, unless `send` is false, its
 * invitation mail queued: a player's (an import's, issue 32) or a partner's or organizer's. @returns the link.
 */
export async function issueInvitation(
  db: Db,
  server: { publicUrl: string; now: Date; event?: MailEvent },
  account: { userId: number; email: string; name: string; role: Role; language?: Locale | undefined },
  send = true,
): Promise<string> {
  const { now } = server;
  const token = newEmailToken();
  const tokenHash = hashToken(token);
  await new UserRepository(db).createEmailToken(
    {
      hash: tokenHash,
      userId: account.userId,
      purpose: 'reset',
      email: account.email,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    },
    now,
  );
  // A player's page speaks to a player (`invitation=player`), a partner's or organizer's to one who runs the event.
  const link = `${server.publicUrl}/password-reset?token=${token}&invitation=${account.role === 'Player' ? 'player' : '1'}`;
  if (!send) return link;
  // The name came from a form or a class list: it never becomes a link in the mail (decision 0195).
  const name = unlinkable(account.name);
  const mail: Omit<QueuedMail, 'to'> =
    account.role === 'Player'
      ? // In the event's name and its own words when it wrote them, as its other players' mails (issue 32), in the
        // language of the player's account (an import's: the CSV's or the importing request's; decision 0175).
        composeMail(
          server.event ?? { name: messages.ui.productName },
          'invitation',
          { name, link, days: INVITATION_DAYS },
          (await new UserRepository(db).findUserById(account.userId))?.language ?? requestLocale(),
        )
      : inviteMail(account.language ?? requestLocale(), { name, role: account.role }, link);
  // Sent in bulk (a class list's): after mail a person waits for; its link counts from when it leaves (decision 0195).
  await new MailRepository(db).enqueueMail({ to: account.email, ...mail }, now, { priority: 'bulk', tokenHash });
  return link;
}

/** A partner's or organizer's invitation mail, written in `language`. */
function inviteMail(language: Locale, account: { name: string; role: Role }, link: string): Omit<QueuedMail, 'to'> {
  const catalogue = language === 'fr' ? consoleMessagesFr : consoleMessagesEn;
  return {
    subject: catalogue.accounts.mail.inviteSubject,
    body: catalogue.accounts.mail.inviteBody(account.name, account.role, link, INVITATION_DAYS),
    language,
  };
}

/**
 * Gives an existing account a role (and a partner its affiliation) and ends its sessions, so the new role
 * applies everywhere at once, sockets included; records the audit entry. All in the caller's transaction.
 * @returns the account before and after, and the sessions ended.
 */
export async function changeRole(
  tx: DbTransaction,
  userId: number,
  role: Role,
  affiliation: Affiliation,
  now: Date,
): Promise<{ before: ConsoleAccount; after: ConsoleAccount; sessions: string[] } | null> {
  const accounts = new ConsoleAccountsRepository(tx);
  const before = await accounts.account(userId);
  if (!before) return null;
  await accounts.lock(userId);
  await accounts.setRole(userId, role, affiliation);
  const sessions = await revokeAllSessions(tx, userId, now);
  const after = (await accounts.account(userId))!;
  return { before, after, sessions };
}
