import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { LoginRequest } from '../contract/auth.schema.js';
import type { ProfileUpdateRequest } from '../contract/profile.schema.js';
import type { LoginTimestamps } from '../contract/timestamps.schema.js';
import type { User } from '../contract/user.schema.js';
import { messages } from '../messages/catalogue.js';
import { GameApiError } from '../ports/game-api.port.js';
import type { LoginResult } from '../ports/game-api.port.js';
import { createSessionMachine } from './session.machine.js';
import type { SessionEmitted, SessionState } from './session.machine.js';
import {
  currentRole,
  currentUser,
  isLoggedIn,
  isNewLogin,
  persistedSession,
  sessionFormErrors,
  sessionTokens,
} from './session.selectors.js';

async function settle() {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
}

const user: User = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  education: 'Grade 11',
  school: null,
  country: 'Canada',
  region: 'Ontario',
  city: null,
  role: 'Player',
  referral_link: 'https://example.com/register?ref=ada',
  chests_submitted: {},
  attend_meeting: null,
};

const timestamps: LoginTimestamps = {
  game_start: '2026-04-20T12:00:00.000Z',
  review_start: '2026-04-22T12:00:00.000Z',
  review_end: '2026-04-24T12:00:00.000Z',
  game_end: '2026-04-26T12:00:00.000Z',
};

const tokens = { access: 'access-1', csrf: 'csrf-1' };

interface Script {
  login?: (request: LoginRequest) => Promise<LoginResult>;
  updateProfile?: (
    request: ProfileUpdateRequest,
  ) => Promise<{ data: { user: User; verify_email: boolean }; meta: { status: number } }>;
}

function start(script: Script = {}, restored: SessionState | null = null) {
  const logins: LoginRequest[] = [];
  const updates: ProfileUpdateRequest[] = [];
  const api = {
    login: (request: LoginRequest) => {
      logins.push(request);
      return (
        script.login?.(request) ??
        Promise.resolve({ data: { user, coins: 7, timestamps }, meta: { status: 200 }, tokens })
      );
    },
    updateProfile: (request: ProfileUpdateRequest) => {
      updates.push(request);
      return (
        script.updateProfile?.(request) ??
        Promise.resolve({
          data: { user: { ...user, ...request }, verify_email: false },
          meta: { status: 200 },
        })
      );
    },
  };
  const clock = new SimulatedClock();
  const actor = createActor(createSessionMachine({ api }), { clock, input: { restored } });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const logIn = async () => {
    actor.send({ type: 'session.login', email: 'ada@example.com', password: 'correct-horse' });
    await settle();
  };
  const notices = () => emitted.flatMap((event) => (event.type === 'notify' ? [event.notification] : []));
  return { actor, clock, emitted, logins, updates, logIn, notices, snapshot: () => actor.getSnapshot() };
}

const loggedIn: SessionState = { user, tokens, newLogin: false };

describe('session machine: login', () => {
  it('stores the tokens and the user, sets newLogin, hands over coins and timestamps, then goes to /', async () => {
    const { emitted, logins, logIn, snapshot } = start();
    await logIn();
    expect(logins).toEqual([{ email: 'ada@example.com', password: 'correct-horse' }]);
    expect(isLoggedIn(snapshot())).toBe(true);
    expect(sessionTokens(snapshot())).toEqual(tokens);
    expect(currentUser(snapshot())).toEqual(user);
    expect(isNewLogin(snapshot())).toBe(true);
    expect(emitted).toEqual([
      { type: 'session.loggedIn', user, tokens, coins: 7, timestamps },
      { type: 'session.userChanged', user },
      { type: 'navigate', to: '/' },
    ]);
  });

  it('hands over the not-started string instead of timestamps', async () => {
    const notStarted = 'The game has not started yet';
    const { emitted, logIn } = start({
      login: () =>
        Promise.resolve({ data: { user, coins: 3, timestamps: notStarted }, meta: { status: 200 }, tokens }),
    });
    await logIn();
    expect(emitted[0]).toEqual({ type: 'session.loggedIn', user, tokens, coins: 3, timestamps: notStarted });
  });

  it('refuses a malformed login form without calling the server', () => {
    const { actor, logins, snapshot } = start();
    actor.send({ type: 'session.login', email: 'not-an-email', password: 'short' });
    expect(logins).toEqual([]);
    expect(snapshot().matches('loggedOut')).toBe(true);
    expect(Object.keys(sessionFormErrors(snapshot())).sort()).toEqual(['email']);
  });

  it("shows the server's message and field errors when login is refused, and stays logged out", async () => {
    const refusal = new GameApiError({
      kind: 'unauthorized',
      status: 401,
      message: messages.auth.invalidCredentials,
      fieldErrors: { password: [messages.auth.invalidCredentials] },
    });
    const { logIn, notices, snapshot } = start({ login: () => Promise.reject(refusal) });
    await logIn();
    expect(isLoggedIn(snapshot())).toBe(false);
    expect(sessionTokens(snapshot())).toBeNull();
    expect(sessionFormErrors(snapshot())).toEqual({ password: [messages.auth.invalidCredentials] });
    expect(notices()).toEqual([{ content: messages.auth.invalidCredentials, error: true, duration: 0 }]);
  });
});

describe('session machine: user and flags', () => {
  it('sets newLogin explicitly', () => {
    const { actor, snapshot } = start({}, loggedIn);
    actor.send({ type: 'session.newLogin.set', value: true });
    expect(isNewLogin(snapshot())).toBe(true);
    actor.send({ type: 'session.newLogin.set', value: false });
    expect(isNewLogin(snapshot())).toBe(false);
  });

  it('merges a partial user update and announces the new user', () => {
    const { actor, emitted, snapshot } = start({}, loggedIn);
    actor.send({
      type: 'session.user.update',
      changes: { attend_meeting: true, chests_submitted: { '2': 9 } },
    });
    expect(currentUser(snapshot())).toEqual({ ...user, attend_meeting: true, chests_submitted: { '2': 9 } });
    expect(currentRole(snapshot())).toBe('Player');
    expect(emitted).toEqual([{ type: 'session.userChanged', user: currentUser(snapshot()) }]);
  });
});

describe('session machine: logout', () => {
  it('clears the session, asks the host to disconnect and clear, and says the session timed out', () => {
    const { actor, emitted, snapshot } = start({}, loggedIn);
    actor.send({ type: 'session.logout' });
    expect(persistedSession(snapshot())).toEqual({ user: null, tokens: null, newLogin: false });
    expect(emitted).toEqual([
      { type: 'session.loggedOut', reason: 'expired' },
      { type: 'notify', notification: { content: 'User session timed out.', error: true } },
    ]);
  });

  it('says nothing more when the user logs out from the menu or the timer ran out', () => {
    for (const reason of ['user', 'timerRanOut'] as const) {
      const { actor, emitted } = start({}, loggedIn);
      actor.send({ type: 'session.logout', reason });
      expect(emitted).toEqual([{ type: 'session.loggedOut', reason }]);
    }
  });

  it('logs out 1.2 s after an error page asks it to', () => {
    const { actor, clock, snapshot } = start({}, loggedIn);
    actor.send({ type: 'session.expire' });
    clock.increment(1199);
    expect(isLoggedIn(snapshot())).toBe(true);
    clock.increment(1);
    expect(isLoggedIn(snapshot())).toBe(false);
  });
});

describe('session machine: profile update', () => {
  it('says "Nothing to update" and sends nothing when no field changed', () => {
    const { actor, updates, notices } = start({}, loggedIn);
    actor.send({ type: 'profile.update', edited: { name: ' Ada Lovelace ', city: '' } });
    expect(updates).toEqual([]);
    expect(notices()).toEqual([{ content: 'Nothing to update' }]);
  });

  it('refuses invalid changes with the validator messages', () => {
    const { actor, updates, snapshot } = start({}, loggedIn);
    actor.send({ type: 'profile.update', edited: { name: 'A' } });
    expect(updates).toEqual([]);
    expect(sessionFormErrors(snapshot())).toEqual({ name: [messages.validation.nameTooShort] });
  });

  it('sends only the changed fields and stores the saved user', async () => {
    const { actor, updates, notices, snapshot } = start({}, loggedIn);
    actor.send({ type: 'profile.update', edited: { ...user, city: 'Toronto' } });
    await settle();
    expect(updates).toEqual([{ city: 'Toronto' }]);
    expect(currentUser(snapshot())?.city).toBe('Toronto');
    expect(notices()).toEqual([{ content: messages.profile.updated }]);
  });

  it('logs out and asks to verify the new address when the answer says verify_email', async () => {
    const { actor, emitted, snapshot } = start(
      {
        updateProfile: (request) =>
          Promise.resolve({
            data: { user: { ...user, ...request }, verify_email: true },
            meta: { status: 200 },
          }),
      },
      loggedIn,
    );
    actor.send({ type: 'profile.update', edited: { email: 'ada@newmail.example' } });
    await settle();
    expect(isLoggedIn(snapshot())).toBe(false);
    expect(emitted).toEqual([
      { type: 'session.loggedOut', reason: 'verifyEmail' },
      {
        type: 'notify',
        notification: { content: messages.session.verifyNewEmail, error: false, duration: 0 },
      },
    ]);
  });

  it("keeps the user and shows the server's field errors when the update is refused", async () => {
    const refusal = new GameApiError({
      kind: 'conflict',
      status: 409,
      message: 'That email is taken',
      fieldErrors: { email: ['That email is taken'] },
    });
    const { actor, notices, snapshot } = start({ updateProfile: () => Promise.reject(refusal) }, loggedIn);
    actor.send({ type: 'profile.update', edited: { email: 'taken@example.com' } });
    await settle();
    expect(currentUser(snapshot())).toEqual(user);
    expect(sessionFormErrors(snapshot())).toEqual({ email: ['That email is taken'] });
    expect(notices()).toEqual([{ content: 'That email is taken', error: true, duration: 0 }]);
  });
});

describe('session machine: persistence', () => {
  it('survives a persisted round trip into a logged-in session', async () => {
    const first = start();
    await first.logIn();
    const stored = JSON.parse(JSON.stringify(persistedSession(first.snapshot()))) as SessionState;
    first.actor.stop();
    const second = start({}, stored);
    expect(isLoggedIn(second.snapshot())).toBe(true);
    expect(persistedSession(second.snapshot())).toEqual({ user, tokens, newLogin: true });
    expect(second.emitted).toEqual([]);
  });
});
