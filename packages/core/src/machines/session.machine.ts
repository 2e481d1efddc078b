import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { LoginRequest } from '../contract/auth.schema.js';
import type { ProfileUpdateRequest, ProfileUpdateResponse } from '../contract/profile.schema.js';
import type { SessionEndedEvent } from '../contract/realtime.schema.js';
import type { LoginTimestamps } from '../contract/timestamps.schema.js';
import type { User } from '../contract/user.schema.js';
import { messages } from '../messages/catalogue.js';
import { formatDateTimeNamed } from '../messages/date-time.js';
import type { GameApi, LoginResult, SessionTokens } from '../ports/game-api.port.js';
import { isGameApiError } from '../ports/game-api.port.js';
import { loginReturnPath } from '../rules/access/route-access.js';
import { landingAfterLogin } from '../rules/access/console-access.js';
import { PATHS } from '../rules/access/routes.js';
import { profileChanges } from '../rules/profile/profile-diff.js';
import type { ValidationErrors } from '../rules/validation/field-validators.js';
import type { ProfileFields } from '../rules/validation/form-validators.js';
import { isValid, validateLogin, validateProfileUpdate } from '../rules/validation/form-validators.js';
import { fieldProblemText, type FieldProblems, problemTextsOnRead } from '../rules/validation/field-problems.js';
import { errorNotification } from './error-notification.js';
import type { NotificationRequest, NotifyEmitted } from './notifications.machine.js';
import { ERROR_PAGE_LOGOUT_DELAY_MS, LOGOUT_REQUEST_LIMIT_MS } from './timings.js';

/** A form's problems as texts written when read, in the reader's language then. */
const readersTexts = (problems: FieldProblems): ValidationErrors => problemTextsOnRead(problems, (problem) => fieldProblemText(problem));

/** The persisted `user` slice (spec section 3): the credentials, the tokens and the newLogin flag. */
export interface SessionState {
  readonly user: User | null;
  readonly tokens: SessionTokens | null;
  readonly newLogin: boolean;
}

export interface SessionContext extends SessionState {
  /** The problems of the login or profile form, per field, from the validators or the server. */
  readonly formErrors: ValidationErrors;
  /** Why the session is ending while the server revokes it (`loggingOut`), else null. */
  readonly logoutReason: LogoutReason | null;
  /** Where a login in progress takes the user once it succeeds (core's `loginReturnPath`). */
  readonly returnTo: string;
  /**
   * The login under way, kept (in memory only, never persisted) while it waits in the server's login queue so
   * that it is sent again by itself; null otherwise.
   */
  readonly pendingLogin: LoginRequest | null;
  /** While the login waits in line (`waitingInLine`): its place, if the server gave one, and the wait. */
  readonly lineWait: LoginLineWait | null;
}

/** A login waiting in the server's login queue (docs/decisions/0210): its place if given, the wait asked. */
export interface LoginLineWait {
  readonly position: number | null;
  readonly retryAfterSeconds: number;
  /** Tries answered with a wait so far. */
  readonly tries: number;
}

/** How many times in a row a login waits in line before it gives up and says why (about an hour at most). */
const MOST_LINE_TRIES = 120;

/**
 * The wait a failed login asks for: a 503 with `Retry-After` (the server's login queue, or a database that is
 * back soon) is tried again by itself; anything else is a refusal. Pure.
 */
function lineWaitOf(error: unknown, previous: LoginLineWait | null): LoginLineWait | null {
  if (!isGameApiError(error) || error.status !== 503 || error.retryAfterSeconds === null) return null;
  const tries = (previous?.tries ?? 0) + 1;
  if (tries > MOST_LINE_TRIES) return null;
  return { position: error.queue?.position ?? null, retryAfterSeconds: Math.max(1, error.retryAfterSeconds), tries };
}

/**
 * Why a session ends, which decides what the user is told (docs/decisions/0022-session-logout.md):
 * `expired` says "User session timed out." (the spec's logout alert, also the default), `user` says nothing
 * (the menu's logout), `timerRanOut` says nothing more (the period machine already told them), `verifyEmail`
 * asks to verify the new address, `ended` says what the server's `session_ended` named (a kick, a ban, a logout
 * elsewhere; see {@link sessionEndedNotice}).
 */
export type LogoutReason = 'expired' | 'user' | 'timerRanOut' | 'verifyEmail' | 'ended';

export type SessionEvent =
  /**
   * `returnTo`: the page the user asked for before logging in (the route access's `returnTo`); login goes back
   * there when it is a logged-in page of the game (core's `loginReturnPath`), else to the Treasure Map.
   */
  | { readonly type: 'session.login'; readonly email: string; readonly password: string; readonly returnTo?: string }
  | { readonly type: 'session.newLogin.set'; readonly value: boolean }
  /** Merges fields into the user (e.g. `chests_submitted` after a chest, `attend_meeting` after the meetup). */
  | { readonly type: 'session.user.update'; readonly changes: Partial<User> }
  | { readonly type: 'session.logout'; readonly reason?: LogoutReason }
  /** The 401 and 403 error pages: log out 1.2 s later. */
  | { readonly type: 'session.expire' }
  /** The server ended the session (its socket heard `session_ended`): log out at once, saying why. */
  | { readonly type: 'session.ended'; readonly ended: SessionEndedEvent }
  | { readonly type: 'profile.update'; readonly edited: Partial<ProfileFields> };

/** What login brings besides the session: the game's starting coins and the event's timestamps. */
export interface LoggedInEmitted {
  readonly type: 'session.loggedIn';
  readonly user: User;
  readonly tokens: SessionTokens;
  /** The unstaked balance. */
  readonly coins: number;
  readonly timestamps: LoginTimestamps;
}

export type SessionEmitted =
  | NotifyEmitted
  | LoggedInEmitted
  /** The session ended: the host disconnects the realtime socket and clears every other part of the state. */
  | { readonly type: 'session.loggedOut'; readonly reason: LogoutReason }
  /** The user changed (login, partial update, profile saved): machines that read the role or choices resync. */
  | { readonly type: 'session.userChanged'; readonly user: User }
  /** Login succeeded: the host shows the Treasure Map, or the page the user asked for before logging in. */
  | { readonly type: 'navigate'; readonly to: string };

export interface SessionInput {
  /** A persisted `user` slice to continue from, or null to start logged out. */
  readonly restored: SessionState | null;
}

export interface SessionDeps {
  readonly api: Pick<GameApi, 'login' | 'updateProfile' | 'logout'>;
}

const loggedOutState: SessionState = { user: null, tokens: null, newLogin: false };

/** The notice of each logout reason, its text read when it is shown (so in the reader's language). */
const logoutNotices = (reason: LogoutReason): NotificationRequest | null =>
  ({
    expired: { content: messages.session.timedOut, error: true },
    user: null,
    timerRanOut: null,
    verifyEmail: { content: messages.session.verifyNewEmail, error: false, duration: 0 },
    ended: null,
  })[reason];

/**
 * The one message a session ended by the server shows, by the reason `session_ended` gives: a ban names its
 * end in the reader's local date and time (`timeZone` only for tests) and the organizer's reason when given.
 * Sticky, so that a player who looks away still reads it. Pure but for the host's time zone.
 */
export function sessionEndedNotice(ended: SessionEndedEvent, timeZone?: string): NotificationRequest {
  const sticky = (content: string, error = true): NotificationRequest => ({ content, error, duration: 0 });
  switch (ended.reason) {
    case 'kicked':
      return sticky(messages.session.kicked);
    case 'banned':
      return ended.banned_until === undefined
        ? sticky(messages.session.kicked)
        : sticky(
            messages.session.suspended(formatDateTimeNamed(ended.banned_until, timeZone), ended.ban_reason ?? null),
          );
    case 'logged_out':
      return sticky(messages.session.endedElsewhere, false);
    case 'password_changed':
    case 'password_reset':
      return sticky(messages.session.passwordChanged, false);
    case 'email_changed':
      return sticky(messages.session.verifyNewEmail, false);
    case 'expired':
      return sticky(messages.session.timedOut);
    case 'event_archived':
      return sticky(messages.session.eventArchived, false);
  }
}

/**
 * Whether the server is asked to revoke the session before it ends here: yes when its tokens still work (the
 * menu, the timer); no when they no longer do (`expired`: a 401 or 403 came first; `verifyEmail`: the server
 * already ended every session of the account).
 */
const revokesOnServer: Readonly<Record<LogoutReason, boolean>> = {
  expired: false,
  user: true,
  timerRanOut: true,
  verifyEmail: false,
  ended: false,
};

/** The reason remembered when `loggingOut` began, to end the session with. Pure. */
function rememberedReason({ context }: { context: SessionContext }): { reason: LogoutReason } {
  return { reason: context.logoutReason ?? 'user' };
}

/**
 * A failure's field errors when the server sent some: kept as the error has them, whose coded fields are written
 * each time they are read (so they follow a switch of language).
 */
function fieldErrorsOf(error: unknown): ValidationErrors {
  if (!isGameApiError(error)) return {};
  return error.fieldErrors as ValidationErrors;
}

/**
 * The session (spec sections 3, 4 and 6). Login calls the GameApi; on success it stores the access and
 * anti-forgery tokens and the user, sets `newLogin`, emits `session.loggedIn` with the coins and the
 * timestamps (or the not-started string) for the game machines, and asks the host to show `/` (or the page
 * the user asked for before logging in, see `loginReturnPath`) through its `navigateHome` action. The user can be updated in part and the newLogin flag set. Logout clears the
 * session and emits `session.loggedOut` (the host disconnects the socket and clears the game state) and tells
 * the user why; a logout from the menu or the timer first asks the server to revoke the session (`loggingOut`:
 * the session ends on the answer, whatever it is, or after 3 s without one). A profile update sends only the
 * changed fields (the rules' `profileChanges`); an answer with `verify_email` logs the user out and asks them
 * to verify the new address.
 */
export function createSessionMachine(deps: SessionDeps) {
  return setup({
    types: {
      tags: {} as 'busy',
      context: {} as SessionContext,
      events: {} as SessionEvent,
      emitted: {} as SessionEmitted,
      input: {} as SessionInput,
    },
    delays: {
      lineRetry: ({ context }) => (context.lineWait?.retryAfterSeconds ?? 1) * 1000,
      errorPageLogout: ERROR_PAGE_LOGOUT_DELAY_MS,
      logoutRequestLimit: LOGOUT_REQUEST_LIMIT_MS,
    },
    actors: {
      logIn: fromPromise<LoginResult, LoginRequest>(({ input }) => deps.api.login(input)),
      saveProfile: fromPromise<ProfileUpdateResponse, ProfileUpdateRequest>(async ({ input }) => {
        const answer = await deps.api.updateProfile(input);
        return answer.data;
      }),
      // The tokens are still in the context while this runs, so the API's token source still sends them.
      revokeSession: fromPromise<void>(async () => {
        await deps.api.logout();
      }),
    },
    guards: {
      hasSession: ({ context }) => context.user !== null && context.tokens !== null,
      revokesOnServer: (_, reason: LogoutReason) => revokesOnServer[reason],
      loginFormIsValid: ({ event }) => {
        assertEvent(event, 'session.login');
        return isValid(validateLogin({ email: event.email, password: event.password }));
      },
      mustVerifyEmail: (_, answer: ProfileUpdateResponse) => answer.verify_email,
      asksToWaitInLine: ({ context }, { error }: { error: unknown }) => lineWaitOf(error, context.lineWait) !== null,
      nothingToUpdate: ({ context, event }) => {
        assertEvent(event, 'profile.update');
        return context.user !== null && !profileChanges(context.user, event.edited).ok;
      },
      profileChangesInvalid: ({ context, event }) => {
        assertEvent(event, 'profile.update');
        return !isValid(validateProfileUpdate(pendingChanges(context.user, event.edited)));
      },
    },
    actions: {
      refuseLoginForm: assign(({ event }) => {
        assertEvent(event, 'session.login');
        return { formErrors: readersTexts(validateLogin({ email: event.email, password: event.password })) };
      }),
      clearFormErrors: assign({ formErrors: {} }),
      rememberReturnPath: assign(({ event }) => {
        assertEvent(event, 'session.login');
        return {
          returnTo: loginReturnPath(event.returnTo),
          pendingLogin: { email: event.email, password: event.password },
          lineWait: null,
        };
      }),
      waitInLine: assign(({ context }, { error }: { error: unknown }) => ({
        lineWait: lineWaitOf(error, context.lineWait),
      })),
      storeLogin: enqueueActions(({ enqueue }, result: LoginResult) => {
        const { user, coins, timestamps } = result.data;
        enqueue.assign({ user, tokens: result.tokens, newLogin: true, formErrors: {}, pendingLogin: null, lineWait: null });
        enqueue.emit({ type: 'session.loggedIn', user, tokens: result.tokens, coins, timestamps });
        enqueue.emit({ type: 'session.userChanged', user });
      }),
      refuseLogin: enqueueActions(({ enqueue }, { error }: { error: unknown }) => {
        enqueue.assign({ formErrors: fieldErrorsOf(error), pendingLogin: null, lineWait: null });
        enqueue.emit({ type: 'notify', notification: errorNotification(error) });
      }),
      navigateHome: emit(({ context }) => ({
        type: 'navigate' as const,
        to: landingAfterLogin(context.user?.role, context.returnTo, PATHS.treasureMap),
      })),
      setNewLogin: assign(({ event }) => {
        assertEvent(event, 'session.newLogin.set');
        return { newLogin: event.value };
      }),
      updateUser: enqueueActions(({ context, enqueue, event }) => {
        assertEvent(event, 'session.user.update');
        if (context.user === null) return;
        const user = { ...context.user, ...event.changes };
        enqueue.assign({ user });
        enqueue.emit({ type: 'session.userChanged', user });
      }),
      rememberLogoutReason: assign((_, reason: LogoutReason) => ({ logoutReason: reason })),
      endSession: enqueueActions(
        ({ enqueue }, { reason, notice: given }: { reason: LogoutReason; notice?: NotificationRequest }) => {
        enqueue.assign({ ...loggedOutState, formErrors: {}, logoutReason: null });
        enqueue.emit({ type: 'session.loggedOut', reason });
        const notice = given ?? logoutNotices(reason);
        if (notice !== null) enqueue.emit({ type: 'notify', notification: notice });
        },
      ),
      refuseProfile: assign((_, formErrors: ValidationErrors) => ({ formErrors })),
      noticeNothingToUpdate: emit({
        type: 'notify',
        notification: { content: messages.validation.nothingToUpdate },
      } as const),
      storeProfile: enqueueActions(({ enqueue }, answer: ProfileUpdateResponse) => {
        enqueue.assign({ user: answer.user, formErrors: {} });
        enqueue.emit({ type: 'session.userChanged', user: answer.user });
        enqueue.emit({ type: 'notify', notification: { content: messages.profile.updated } });
      }),
      refuseProfileUpdate: enqueueActions(({ enqueue }, { error }: { error: unknown }) => {
        enqueue.assign({ formErrors: fieldErrorsOf(error) });
        enqueue.emit({ type: 'notify', notification: errorNotification(error) });
      }),
    },
  }).createMachine({
    id: 'session',
    context: ({ input }) => ({
      ...(input.restored ?? loggedOutState),
      formErrors: {},
      logoutReason: null,
      returnTo: PATHS.treasureMap,
      pendingLogin: null,
      lineWait: null,
    }),
    initial: 'resolving',
    states: {
      resolving: {
        always: [{ guard: 'hasSession', target: 'loggedIn' }, { target: 'loggedOut' }],
      },
      loggedOut: {
        on: {
          'session.login': [
            { guard: 'loginFormIsValid', target: 'loggingIn', actions: ['clearFormErrors', 'rememberReturnPath'] },
            { actions: 'refuseLoginForm' },
          ],
        },
      },
      loggingIn: {
        tags: 'busy',
        invoke: {
          src: 'logIn',
          input: ({ context }) => context.pendingLogin ?? { email: '', password: '' },
          onDone: {
            target: 'loggedIn',
            actions: [{ type: 'storeLogin', params: ({ event }) => event.output }, 'navigateHome'],
          },
          onError: [
            {
              // The server's login queue (or a database back soon) asked to try again later: wait, then again.
              guard: { type: 'asksToWaitInLine', params: ({ event }) => ({ error: event.error }) },
              target: 'waitingInLine',
              actions: { type: 'waitInLine', params: ({ event }) => ({ error: event.error }) },
            },
            {
              target: 'loggedOut',
              actions: { type: 'refuseLogin', params: ({ event }) => ({ error: event.error }) },
            },
          ],
        },
      },
      /**
       * The login waits its turn in the server's login queue (docs/decisions/0210): the page shows its place,
       * and the same login is sent again after the server's `Retry-After`. A new login from the form goes at once.
       */
      waitingInLine: {
        tags: 'busy',
        after: { lineRetry: { target: 'loggingIn' } },
        on: {
          'session.login': [
            { guard: 'loginFormIsValid', target: 'loggingIn', actions: ['clearFormErrors', 'rememberReturnPath'] },
            { actions: 'refuseLoginForm' },
          ],
        },
      },
      loggedIn: {
        initial: 'idle',
        on: {
          'session.newLogin.set': { actions: 'setNewLogin' },
          'session.user.update': { actions: 'updateUser' },
          // Whatever the page is doing (an error page's 1.2 s, a profile save), the server's word ends it now.
          'session.ended': {
            target: 'loggedOut',
            actions: {
              type: 'endSession',
              params: ({ event }) => ({ reason: 'ended' as const, notice: sessionEndedNotice(event.ended) }),
            },
          },
          'session.logout': [
            {
              guard: { type: 'revokesOnServer', params: ({ event }) => event.reason ?? 'expired' },
              target: 'loggingOut',
              actions: { type: 'rememberLogoutReason', params: ({ event }) => event.reason ?? 'expired' },
            },
            {
              target: 'loggedOut',
              actions: { type: 'endSession', params: ({ event }) => ({ reason: event.reason ?? 'expired' }) },
            },
          ],
        },
        states: {
          idle: {
            on: {
              'profile.update': [
                { guard: 'nothingToUpdate', actions: 'noticeNothingToUpdate' },
                {
                  guard: 'profileChangesInvalid',
                  actions: {
                    type: 'refuseProfile',
                    params: ({ context, event }) =>
                      readersTexts(validateProfileUpdate(pendingChanges(context.user, event.edited))),
                  },
                },
                { target: 'savingProfile', actions: 'clearFormErrors' },
              ],
              'session.expire': { target: 'expiring' },
            },
          },
          savingProfile: {
            tags: 'busy',
            invoke: {
              src: 'saveProfile',
              input: ({ context, event }) => {
                assertEvent(event, 'profile.update');
                return pendingChanges(context.user, event.edited);
              },
              onDone: [
                {
                  guard: { type: 'mustVerifyEmail', params: ({ event }) => event.output },
                  target: '#session.loggedOut',
                  actions: { type: 'endSession', params: { reason: 'verifyEmail' } },
                },
                { target: 'idle', actions: { type: 'storeProfile', params: ({ event }) => event.output } },
              ],
              onError: {
                target: 'idle',
                actions: { type: 'refuseProfileUpdate', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
          /** An error page (401, 403) is showing: the session ends 1.2 s later. */
          expiring: {
            after: {
              errorPageLogout: {
                target: '#session.loggedOut',
                actions: { type: 'endSession', params: { reason: 'expired' } },
              },
            },
          },
        },
      },
      /**
       * The server revokes the session (its tokens would otherwise work until they expire); the session then
       * ends whatever the answer, or after 3 s without one, so a failing or dead server never blocks logout.
       */
      loggingOut: {
        tags: 'busy',
        invoke: {
          src: 'revokeSession',
          onDone: { target: 'loggedOut', actions: { type: 'endSession', params: rememberedReason } },
          onError: { target: 'loggedOut', actions: { type: 'endSession', params: rememberedReason } },
        },
        after: {
          logoutRequestLimit: {
            target: 'loggedOut',
            actions: { type: 'endSession', params: rememberedReason },
          },
        },
      },
    },
  });
}

/** The changed profile fields to send, or none when nothing changed or there is no user. Pure. */
function pendingChanges(user: User | null, edited: Partial<ProfileFields>): Partial<ProfileFields> {
  if (user === null) return {};
  const changes = profileChanges(user, edited);
  return changes.ok ? changes.value : {};
}

/** The machine {@link createSessionMachine} returns. */
export type SessionMachine = ReturnType<typeof createSessionMachine>;
