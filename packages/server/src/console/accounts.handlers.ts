import { type FieldProblems, isValid, validateEmail, validateName } from '@dubloon-quest/core';

import { HttpError, invalidFields } from '../services/errors.js';
import { ConsoleAccountsRepository } from '../db/console-accounts.repository.js';
import { actorOf } from '../services/console-caller.js';
import type { ConsoleHandlers } from './console-routes.js';
import { takeMailBudget } from '../services/throttle.js';
import { addressesOf } from '../services/client-address.js';
import type { ConsoleServices } from './console-services.js';
import { changeRole, inviteAccount, resolveAffiliation } from '../services/accounts.js';
import { consoleMessages } from '../services/language.js';

type AccountCalls = 'consoleGetMe' | 'consoleListAccounts' | 'consoleInviteAccount' | 'consoleUpdateAccount';

/** The account calls: who is using the console, the accounts, invitations and roles. */
export function accountHandlers(services: ConsoleServices): Pick<ConsoleHandlers, AccountCalls> {
  const { context, accounts } = services;
  // A new role applies at the next login: the account's sessions end now.
  const endSessions = (ids: readonly string[]) => {
    for (const id of ids) context.broadcaster.endSession(id, { reason: 'logged_out' });
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
      const totals = ownItems.length === 0 ? [] : await services.organizer.draws.stakes(services.now());
      return {
        account: {
          user_id: user.id,
          email: user.email,
          name: user.name,
          role: caller.role,
          business_id: caller.businessId,
          raffle_partner: caller.rafflePartner,
          email_verified: user.emailVerified,
          // Whoever uses the console has logged in, so has chosen a password.
          invitation_pending: false,
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

    async consoleInviteAccount({ body, caller, request }) {
      const problems: FieldProblems = {};
      const emailProblem = validateEmail(body.email.trim());
      if (emailProblem) problems.email = [emailProblem];
      const nameProblem = validateName(body.name);
      if (nameProblem) problems.name = [nameProblem];
      if (!isValid(problems)) throw invalidFields(problems);
      const affiliation = resolveAffiliation(services.content.current.event, body.role, body);
      if (!affiliation.ok) throw invalidFields(affiliation.errors);
      await takeMailBudget(context, addressesOf(context, request));
      const created = await services.audited(actorOf(caller), async (tx) => {
        const invited = await inviteAccount(
          tx,
          { publicUrl: context.config.publicUrl, now: services.now() },
          { email: body.email, name: body.name, role: body.role, affiliation: affiliation.value, language: body.language },
        );
        if (!invited) throw new HttpError(409, consoleMessages.accounts.emailTaken);
        const account = (await new ConsoleAccountsRepository(tx).account(invited.userId))!;
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
