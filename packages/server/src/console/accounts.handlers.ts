import {
  consoleMessages,
  isValid,
  validateEmail,
  validateName,
  type ConsoleAccount,
  type EventFile,
  type Role,
  type ValidationErrors,
} from '@dubloon-quest/core';
import { hashPassword } from '../auth/passwords.js';
import { hashToken, newEmailToken } from '../auth/tokens.js';
import type { DbTransaction } from '../db/db.js';
import { HttpError, invalidFields } from '../http/errors.js';
import { AccountsRepository } from './accounts.repository.js';
import { actorOf } from './console-caller.js';
import type { Affiliation, ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';
import { revokeAllSessions } from './players.repository.js';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

type AccountCalls = 'consoleGetMe' | 'consoleListAccounts' | 'consoleInviteAccount' | 'consoleUpdateAccount';

/**
 * Checks what a role's account belongs to against the event: a partner exactly one existing business (by
 * challenge id) or raffle partner (by name); any other role nothing. @returns the affiliation, or the field
 * errors. Pure.
 */
export function resolveAffiliation(
  event: EventFile,
  role: Role,
  requested: { business_id?: number | null | undefined; raffle_partner?: string | null | undefined },
): { ok: true; value: Affiliation } | { ok: false; errors: ValidationErrors } {
  const businessId = requested.business_id ?? null;
  const rafflePartner = requested.raffle_partner?.trim() || null;
  if (role !== 'Partner') {
    return businessId === null && rafflePartner === null
      ? { ok: true, value: { businessId: null, rafflePartner: null } }
      : { ok: false, errors: { role: [consoleMessages.accounts.onlyPartnersBelong] } };
  }
  if ((businessId === null) === (rafflePartner === null))
    return { ok: false, errors: { business_id: [consoleMessages.accounts.partnerNeedsOne] } };
  if (
    businessId !== null &&
    !event.businesses.some((business) => business.challenge_question.challenge_id === businessId)
  )
    return { ok: false, errors: { business_id: [consoleMessages.accounts.unknownBusiness] } };
  if (rafflePartner !== null && !event.partners.some((partner) => partner.name === rafflePartner))
    return { ok: false, errors: { raffle_partner: [consoleMessages.accounts.unknownPartner] } };
  return { ok: true, value: { businessId, rafflePartner } };
}

/**
 * Creates an invited Partner or Organizer account with a single-use link to choose its password (the reset
 * token of `PATCH /auth/password`, valid {@link INVITATION_DAYS} days) and queues the invitation mail, all in
 * the caller's transaction. @returns the account's id and the link, or null when the e-mail is taken.
 */
export async function inviteAccount(
  tx: DbTransaction,
  server: { publicUrl: string; now: Date },
  invitation: { email: string; name: string; role: Role; affiliation: Affiliation },
): Promise<{ userId: number; link: string } | null> {
  const { now } = server;
  const email = invitation.email.trim().toLowerCase();
  const userId = await new AccountsRepository(tx).createInvited(
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
  const token = newEmailToken();
  await tx.query(
    'INSERT INTO email_tokens (token_hash, user_id, purpose, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      hashToken(token),
      userId,
      'reset',
      email,
      now,
      new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    ],
  );
  const link = `${server.publicUrl}/password-reset?token=${token}&invitation=1`;
  const mail = consoleMessages.accounts.mail;
  await tx.query('INSERT INTO mail_outbox (to_address, subject, body, created_at) VALUES ($1, $2, $3, $4)', [
    email,
    mail.inviteSubject,
    mail.inviteBody(invitation.name.trim(), invitation.role, link, INVITATION_DAYS),
    now,
  ]);
  return { userId, link };
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
  const accounts = new AccountsRepository(tx);
  const before = await accounts.account(userId);
  if (!before) return null;
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  await accounts.setRole(userId, role, affiliation);
  const sessions = await revokeAllSessions(tx, userId, now);
  const after = (await accounts.account(userId))!;
  return { before, after, sessions };
}

/** The account calls: who is using the console, the accounts, invitations and roles. */
export function accountHandlers(services: ConsoleServices): Pick<ConsoleHandlers, AccountCalls> {
  const { context, accounts } = services;
  const endSessions = (ids: readonly string[]) => {
    for (const id of ids) context.broadcaster.endSession(id);
  };

  return {
    async consoleGetMe({ caller }) {
      const { user } = caller.auth;
      const event = services.content.current.event;
      const business =
        caller.businessId === null
          ? undefined
          : event.businesses.find((entry) => entry.challenge_question.challenge_id === caller.businessId);
      const ownItems =
        caller.rafflePartner === null
          ? []
          : event.raffle_items.filter((item) => item.partner === caller.rafflePartner);
      const totals = ownItems.length === 0 ? [] : await services.organizer.stakes(services.now());
      return {
        account: {
          user_id: user.id,
          email: user.email,
          name: user.name,
          role: caller.role,
          business_id: caller.businessId,
          raffle_partner: caller.rafflePartner,
          email_verified: user.emailVerified,
          banned_until: null,
          created_at: user.createdAt.toISOString(),
        },
        read_only: caller.readOnly,
        business: business
          ? {
              business_id: business.challenge_question.challenge_id,
              name: business.name,
              logo: business.logo,
            }
          : null,
        raffle_items: ownItems.map((item) => {
          const onItem = totals.filter((stake) => stake.itemId === item.item_id);
          return {
            item_id: item.item_id,
            name: item.name,
            stock: item.stock,
            retired: item.retired === true,
            players: onItem.length,
            coins_staked: onItem.reduce((sum, stake) => sum + stake.coins, 0),
          };
        }),
      };
    },

    async consoleListAccounts() {
      return { accounts: await accounts.consoleAccounts() };
    },

    async consoleInviteAccount({ body, caller }) {
      const problems: ValidationErrors = {};
      const emailProblem = validateEmail(body.email.trim());
      if (emailProblem) problems.email = [emailProblem];
      const nameProblem = validateName(body.name);
      if (nameProblem) problems.name = [nameProblem];
      if (!isValid(problems)) throw invalidFields(problems);
      const affiliation = resolveAffiliation(services.content.current.event, body.role, body);
      if (!affiliation.ok) throw invalidFields(affiliation.errors);
      const created = await services.audited(actorOf(caller), async (tx) => {
        const invited = await inviteAccount(
          tx,
          { publicUrl: context.config.publicUrl, now: services.now() },
          { email: body.email, name: body.name, role: body.role, affiliation: affiliation.value },
        );
        if (!invited) throw new HttpError(409, consoleMessages.accounts.emailTaken);
        const account = (await new AccountsRepository(tx).account(invited.userId))!;
        return {
          value: account,
          audit: {
            action: 'accounts.invite',
            target: `user:${account.user_id}`,
            before: null,
            after: account,
          },
        };
      });
      void context.outbox.flush();
      return { message: consoleMessages.accounts.invited(created.email), account: created };
    },

    async consoleUpdateAccount({ params, body, caller }) {
      if (params.user_id === caller.auth.user.id)
        throw new HttpError(422, consoleMessages.access.notYourself);
      const affiliation = resolveAffiliation(services.content.current.event, body.role, body);
      if (!affiliation.ok) throw invalidFields(affiliation.errors);
      const changed = await services.audited(actorOf(caller), async (tx) => {
        const outcome = await changeRole(tx, params.user_id, body.role, affiliation.value, services.now());
        if (!outcome) throw new HttpError(404, consoleMessages.accounts.unknown);
        return {
          value: outcome,
          audit: {
            action: 'accounts.role',
            target: `user:${params.user_id}`,
            before: outcome.before,
            after: outcome.after,
          },
        };
      });
      endSessions(changed.sessions);
      return {
        message: consoleMessages.accounts.roleChanged(changed.after.email, changed.after.role),
        account: changed.after,
      };
    },
  };
}
