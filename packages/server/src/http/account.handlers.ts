import { EMAIL_LINK_COUNTDOWN_MS, GAME_NOT_STARTED, isValid, PAST_EVENT_CODE, validateEmailRequest, validateFirstOrganizer, validatePasswordChange, validatePasswordReset, validateRegistration } from '@dubloon-quest/core';
import { NEW_PLAYER_FREE_COINS, profileChanges, validateLogin, validateProfileUpdate, validateVerificationToken } from '@dubloon-quest/core/internal';
import { hashPassword, verifyPassword } from '../services/auth/passwords.js';
import { startSession } from '../services/auth/sessions.js';
import { hashToken, newEmailToken } from '../services/auth/tokens.js';
import { newReferralCode } from '../db/referral-codes.js';
import { PlayerGroupsRepository } from '../db/player-groups.repository.js';
import { type ArchivedPlayer, ArchiveRepository } from '../db/archive.repository.js';
import { pastEventCookie } from '../services/past-event.js';
import type { AppContext } from '../services/context.js';
import type { UserRecord } from '../db/repository.js';
import type { RevocationReason } from '../db/sessions.repository.js';
import { assertNotBanned } from '../services/auth/bans.js';
import { createFirstOrganizer } from '../services/first-organizer.js';
import { isDemoTemplate, openSandbox } from '../services/demo/demo-accounts.js';
import type { Handlers } from './endpoint-routes.js';
import { HttpError, invalidFields } from '../services/errors.js';
import { clearAccountFailures, guardLoginAttempt, guardTokenAttempt, takeMailBudget } from '../services/throttle.js';
import { addressesOf } from '../services/client-address.js';
import { referralLink, userView } from './user-view.js';
import { sendEventMail } from '../services/mail/event-mail.js';
import { messages, playersInBulkText, requestLocale, serverMessages } from '../services/language.js';

/** The cookie that carries the access token to the socket server (the original client sends no socket token). */
export const SESSION_COOKIE = 'dq_session';

/** Coins the inviter earns once an invited player verifies their email (docs/decisions/0032). */
const REFERRAL_COINS = 5;
/** How long a mailed link works, in minutes, as its mail says. */
const EMAIL_LINK_MINUTES = EMAIL_LINK_COUNTDOWN_MS / 60_000;

type AccountCalls =
  | 'login'
  | 'register'
  | 'sendVerification'
  | 'verifyEmail'
  | 'requestPasswordReset'
  | 'resetPassword'
  | 'createFirstOrganizer'
  | 'changePassword'
  | 'updateProfile'
  | 'setLanguage'
  | 'getReferrals'
  | 'logout';

/** Sends a verification link for the user's current email. */
async function sendVerificationMail(context: AppContext, user: UserRecord): Promise<void> {
  const token = newEmailToken();
  const now = context.now();
  await context.repository.createEmailToken(
    {
      hash: hashToken(token),
      userId: user.id,
      purpose: 'verify',
      email: user.email,
      expiresAt: new Date(now + EMAIL_LINK_COUNTDOWN_MS),
    },
    new Date(now),
  );
  const link = `${context.config.publicUrl}/register/verify-email/verify?token=${token}`;
  await sendEventMail(context, user.email, 'verify', { name: user.name, link, minutes: EMAIL_LINK_MINUTES }, undefined, hashToken(token));
}

/** Revokes every session of an account (but `keep`) and ends their sockets on every process, naming the reason. */
async function endAllSessions(
  context: AppContext,
  userId: number,
  reason: RevocationReason,
  keep?: string,
): Promise<void> {
  await context.repository.revokeUserSessions(userId, new Date(context.now()), keep ?? null, reason);
  context.broadcaster.endAccountSessions(userId, { reason }, keep);
}

/** The account calls: login, registration, verification, password reset and change, profile, referrals, logout. */
export function accountHandlers(context: AppContext): Pick<Handlers, AccountCalls> {
  const { repository } = context;
  const nowDate = () => new Date(context.now());

  return {
    async login({ body, reply, request }) {
      const problems = validateLogin(body);
      if (!isValid(problems)) throw invalidFields(problems);
      const attempt = await guardLoginAttempt(context, addressesOf(context, request), body.email);
      let account: Awaited<ReturnType<typeof repository.findUserByEmail>>;
      let past: ArchivedPlayer | null = null;
      let passwordOk: boolean | null = null;
      try {
        account = await repository.findUserByEmail(body.email.trim());
        // No account in play: maybe one of an archived event, whose player still reads it (decision 0180).
        if (!account) past = await new ArchiveRepository(repository.db).pastPlayerByEmail(body.email);
        // Always one password check, against a dummy hash for an unknown email: equal time, nothing revealed.
        passwordOk = await verifyPassword(account?.passwordHash ?? past?.passwordHash ?? null, body.password);
      } finally {
        // Only a checked, wrong password counts (not a database failure on the way).
        await attempt.settle(passwordOk === false);
      }
      if (!account && past && passwordOk)
        throw new HttpError(422, serverMessages.pastEventLoggedIn, undefined, { 'Set-Cookie': pastEventCookie(context, past), 'Cache-Control': 'no-store' }, {}, PAST_EVENT_CODE);
      if (!account || !passwordOk) throw new HttpError(422, messages.auth.invalidCredentials);
      if (!account.emailVerified) throw new HttpError(422, messages.auth.emailNotVerified);
      await assertNotBanned(context, account);
      const user = isDemoTemplate(context, account) ? await openSandbox(context, account) : account;
      const session = await startSession(context, user);
      const secure = context.config.publicUrl.startsWith('https:') ? '; Secure' : '';
      const maxAge = Math.floor(context.config.accessTokenTtlMs / 1000);
      reply.header('Authorization', `Bearer ${session.accessToken}`);
      reply.header('x-xsrf-token', session.csrfToken);
      reply.header(
        'Set-Cookie',
        `${SESSION_COOKIE}=${session.accessToken}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`,
      );
      reply.header('Cache-Control', 'no-store');
      return {
        user: await userView(context, user),
        coins: user.coins,
        timestamps: context.schedule.timestampsAt(context.now()) ?? GAME_NOT_STARTED,
      };
    },

    async register({ body, request }) {
      if (context.config.demo) throw new HttpError(403, messages.auth.demoCannotRegister);
      const problems = validateRegistration(body);
      if (!isValid(problems)) throw invalidFields(problems);
      await takeMailBudget(context, addressesOf(context, request));
      const email = body.email.trim().toLowerCase();
      const inviter = body.referral_code
        ? await repository.findUserByReferralCode(body.referral_code.trim())
        : null;
      // A class or group link (issue 32): the group is recorded on the player; an unknown code says so.
      const groupCode = body.group_code?.trim();
      const groupId = groupCode ? await new PlayerGroupsRepository(repository.db).idOf({ code: groupCode }) : null;
      if (groupCode && groupId === null)
        throw invalidFields({ group_code: [playersInBulkText.unknownGroup] });
      const passwordHash = await hashPassword(body.password);
      // One stored name per country and region, whatever spelling the client sent (decision 0188).
      const place = context.locations.canonical(body.country, body.region?.trim() || null);
      const user = await repository.createUser(
        {
          email,
          passwordHash,
          name: body.name.trim(),
          education: body.education,
          school: body.school?.trim() || null,
          country: place.country,
          region: place.region,
          city: body.city?.trim() || null,
          role: 'Player',
          emailVerified: false,
          referralCode: newReferralCode(),
          referredBy: inviter?.id ?? null,
          groupId,
          language: requestLocale(),
        },
        nowDate(),
      );
      // The mail (a link for a new account, a notice to the owner of a taken address) leaves after the answer,
      // so both answers are alike in content and in time.
      context.background.run('registration mail', async () => {
        if (user) return sendVerificationMail(context, user);
        const owner = await repository.findUserByEmail(email);
        if (owner)
          // Someone else's request: the owner reads it in their account's language, not the requester's.
          await sendEventMail(context, owner.email, 'alreadyRegistered', { name: owner.name, link: `${context.config.publicUrl}/login` }, owner.language);
      });
      return { message: messages.auth.verificationSent };
    },

    async sendVerification({ body, request }) {
      const problems = validateEmailRequest(body);
      if (!isValid(problems)) throw invalidFields(problems);
      await takeMailBudget(context, addressesOf(context, request));
      // Looked up after the answer: known, verified and unknown addresses answer alike and in the same time.
      context.background.run('verification mail', async () => {
        const user = await repository.findUserByEmail(body.email.trim());
        if (user && !user.emailVerified && !isDemoTemplate(context, user))
          await sendVerificationMail(context, user);
      });
      return { message: messages.auth.verificationSent };
    },

    async verifyEmail({ body, request }) {
      const problem = validateVerificationToken(body.token);
      if (problem) throw invalidFields({ token: [problem] });
      const verified = await guardTokenAttempt(context, addressesOf(context, request), async () => {
        const done = await repository.verifyEmail(
          hashToken(body.token),
          { signup: NEW_PLAYER_FREE_COINS, referral: REFERRAL_COINS },
          nowDate(),
        );
        if (!done) throw new HttpError(404, serverMessages.tokenNotValid);
        return done;
      });
      for (const change of verified.changes)
        context.broadcaster.coinChange(change.userId, { coins: change.delta, balance: change.balance });
      return { message: messages.auth.verifySuccess };
    },

    async requestPasswordReset({ body, request }) {
      const problems = validateEmailRequest(body);
      if (!isValid(problems)) throw invalidFields(problems);
      await takeMailBudget(context, addressesOf(context, request));
      // Looked up after the answer: known and unknown addresses answer alike and in the same time.
      context.background.run('password reset mail', async () => {
        const user = await repository.findUserByEmail(body.email.trim());
        if (!user || !user.emailVerified || isDemoTemplate(context, user)) return;
        const token = newEmailToken();
        const now = context.now();
        // Issuing a link revokes the older ones (the repository expires them).
        await repository.createEmailToken(
          {
            hash: hashToken(token),
            userId: user.id,
            purpose: 'reset',
            email: user.email,
            expiresAt: new Date(now + EMAIL_LINK_COUNTDOWN_MS),
          },
          new Date(now),
        );
        const link = `${context.config.publicUrl}/password-reset?token=${token}`;
        await sendEventMail(context, user.email, 'reset', { name: user.name, link, minutes: EMAIL_LINK_MINUTES }, undefined, hashToken(token));
      });
      return { message: messages.auth.resetSent };
    },

    async resetPassword({ body, request }) {
      const problems = validatePasswordReset(body);
      if (!isValid(problems)) throw invalidFields(problems);
      const passwordHash = await hashPassword(body.password);
      const userId = await guardTokenAttempt(context, addressesOf(context, request), async () => {
        const reset = await repository.resetPassword(
          hashToken(body.token),
          passwordHash,
          nowDate(),
          { signup: NEW_PLAYER_FREE_COINS, referral: REFERRAL_COINS },
        );
        if (reset === null) throw new HttpError(404, serverMessages.tokenNotValid);
        for (const change of reset.changes)
          context.broadcaster.coinChange(change.userId, { coins: change.delta, balance: change.balance });
        return reset.userId;
      });
      // The mailed link proved the mailbox: the account's failed logins no longer lock it (its owner's way back
      // in, an organizer's included, without waiting for the window to end).
      const user = await repository.findUserById(userId);
      if (user) await clearAccountFailures(context, user.email);
      // The reset revoked every session (in its transaction); their sockets end now, on every process.
      context.broadcaster.endAccountSessions(userId, { reason: 'password_reset' });
      return { message: messages.auth.passwordReset };
    },

    async createFirstOrganizer({ body, request }) {
      const problems = validateFirstOrganizer(body);
      if (!isValid(problems)) throw invalidFields(problems);
      return guardTokenAttempt(context, addressesOf(context, request), () => createFirstOrganizer(context, body));
    },

    async changePassword({ body, auth }) {
      const problems = validatePasswordChange(body);
      if (!isValid(problems)) throw invalidFields(problems);
      if (!(await verifyPassword(auth.user.passwordHash, body.old_password)))
        throw invalidFields({ old_password: [serverMessages.wrongOldPassword] });
      await repository.setPassword(auth.user.id, await hashPassword(body.password));
      // Every other session of the account ends, its sockets included; this one goes on.
      await endAllSessions(context, auth.user.id, 'password_changed', auth.session.id);
      return { message: messages.profile.passwordChanged };
    },

    async updateProfile({ body, auth, request }) {
      const saved = auth.user;
      const diff = profileChanges(
        {
          name: saved.name,
          email: saved.email,
          education: saved.education,
          school: saved.school,
          country: saved.country,
          region: saved.region,
          city: saved.city,
        },
        body,
      );
      // The rule's code beside its text in the request's language (decision 0170).
      if (!diff.ok) throw new HttpError(422, messages.validation.nothingToUpdate, undefined, {}, {}, diff.code);
      const problems = validateProfileUpdate(diff.value);
      if (!isValid(problems)) throw invalidFields(problems);
      const changes = {
        ...diff.value,
        ...(diff.value.email !== undefined ? { email: diff.value.email.trim().toLowerCase() } : {}),
      };
      const emailChanged = changes.email !== undefined && changes.email !== saved.email;
      if (!emailChanged) delete changes.email;
      if (Object.keys(changes).length === 0) throw new HttpError(422, messages.validation.nothingToUpdate);
      if (emailChanged) await takeMailBudget(context, addressesOf(context, request));
      const updated = await repository.updateProfile(saved.id, changes);
      if (!updated) {
        // The address belongs to another account (docs/decisions/0083): answered as a change would be, the
        // account keeps its address and its other changes, and the address's owner is told instead.
        const kept = await repository.updateProfile(saved.id, { ...changes, email: undefined });
        context.background.run('email in use notice', async () => {
          const owner = await repository.findUserByEmail(changes.email!);
          if (owner)
            await sendEventMail(context, owner.email, 'emailInUse', { name: owner.name, link: `${context.config.publicUrl}/login` }, owner.language);
        });
        await endAllSessions(context, saved.id, 'email_changed');
        return {
          user: { ...(await userView(context, kept ?? saved)), email: changes.email! },
          verify_email: true,
        };
      }
      if (emailChanged) {
        context.background.run('verification mail', () => sendVerificationMail(context, updated));
        // The new address must be verified before the next login; every session of the account ends now.
        await endAllSessions(context, saved.id, 'email_changed');
      }
      return { user: await userView(context, updated), verify_email: emailChanged };
    },

    /**
     * The web's language switch while logged in (any role): kept for the mail written outside this person's
     * requests (decision 0163). The contract's parser has checked the language is `en` or `fr`.
     */
    async setLanguage({ body, auth }) {
      await repository.setLanguage(auth.user.id, body.language);
      return { message: serverMessages.languageSaved };
    },

    async getReferrals({ auth }) {
      const referrals = await repository.referrals(auth.user.id);
      return {
        referrals: referrals.map((referral) => ({
          created_at: referral.createdAt.toISOString(),
          coins: referral.coins,
          // The friend's name only: the inviter is not told the address (issue 40, decision 0178).
          invited_user: { name: referral.invitedName },
        })),
        referral_link: referralLink(context, auth.user),
      };
    },

    // Ours (the spec's client only forgets its tokens): the token answers 401 from now on, not at its expiry.
    async logout({ auth, reply }) {
      await repository.revokeSession(auth.session.id, nowDate());
      context.broadcaster.endSession(auth.session.id, { reason: 'logged_out' });
      reply.header('Set-Cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
      return { message: serverMessages.loggedOut };
    },
  };
}
