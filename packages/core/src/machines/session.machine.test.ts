import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { settle } from '../../test/machines/settle.js';
import { messages } from '../messages/catalogue.js';
import { GameApiError } from '../ports/game-api.port.js';
import { DEMO_PLAYER } from '../testing/demo-seed.js';
import { FakeGameApi } from '../testing/fake-game-api.js';
import { FakeGameServer } from '../testing/fake-game-server.js';
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

function start(options: { restored?: SessionState | null; server?: FakeGameServer; api?: FakeGameApi } = {}) {
  const server = options.server ?? new FakeGameServer();
  const api = options.api ?? new FakeGameApi(server);
  const clock = new SimulatedClock();
  const actor = createActor(createSessionMachine({ api }), {
    clock,
    input: { restored: options.restored ?? null },
  });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const logIn = async (password: string = DEMO_PLAYER.password) => {
    actor.send({ type: 'session.login', email: DEMO_PLAYER.email, password });
    await settle();
  };
  const notices = () => emitted.flatMap((event) => (event.type === 'notify' ? [event.notification] : []));
  return { server, api, actor, clock, emitted, logIn, notices, snapshot: () => actor.getSnapshot() };
}

/** A session already logged in with the demo player, as a restored visit has it. */
async function loggedIn() {
  const server = new FakeGameServer();
  const api = new FakeGameApi(server);
  const { data, tokens } = await api.login({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
  return start({ server, api, restored: { user: data.user, tokens, newLogin: false } });
}

describe('session machine: login', () => {
  it('stores the tokens and the user, sets newLogin, hands over coins and timestamps, then goes to /', async () => {
    const { server, api, emitted, logIn, snapshot } = start();
    await logIn();
    expect(api.calls.map((call) => call.name)).toEqual(['login']);
    expect(isLoggedIn(snapshot())).toBe(true);
    const tokens = sessionTokens(snapshot());
    expect(tokens?.access).toMatch(/^access-/);
    expect(currentUser(snapshot())?.email).toBe(DEMO_PLAYER.email);
    expect(isNewLogin(snapshot())).toBe(true);
    const user = currentUser(snapshot())!;
    expect(emitted).toEqual([
      {
        type: 'session.loggedIn',
        user,
        tokens,
        coins: server.balanceOf(DEMO_PLAYER.email),
        timestamps: server.timestamps,
      },
      { type: 'session.userChanged', user },
      { type: 'navigate', to: '/' },
    ]);
  });

  it('hands over the not-started string instead of timestamps', async () => {
    const { emitted, logIn } = start({
      server: new FakeGameServer({ timestamps: 'The game has not started yet' }),
    });
    await logIn();
    expect(emitted[0]).toMatchObject({
      type: 'session.loggedIn',
      timestamps: 'The game has not started yet',
    });
  });

  it('refuses a malformed login form without calling the server', () => {
    const { actor, api, snapshot } = start();
    actor.send({ type: 'session.login', email: 'not-an-email', password: 'short' });
    expect(api.calls).toEqual([]);
    expect(snapshot().matches('loggedOut')).toBe(true);
    expect(Object.keys(sessionFormErrors(snapshot()))).toEqual(['email']);
  });

  it("shows the server's message when login is refused, and stays logged out", async () => {
    const { logIn, notices, snapshot } = start();
    await logIn('Wrong-password-1');
    expect(isLoggedIn(snapshot())).toBe(false);
    expect(sessionTokens(snapshot())).toBeNull();
    expect(notices()).toEqual([{ content: messages.auth.invalidCredentials, error: true, duration: 0 }]);
  });

  it("keeps the server's field errors for the form", async () => {
    const { api, logIn, snapshot } = start();
    api.failNext(
      'login',
      new GameApiError({
        kind: 'invalid',
        status: 422,
        message: 'Some fields are not valid',
        fieldErrors: { email: ['Invalid Email'] },
      }),
    );
    await logIn();
    expect(sessionFormErrors(snapshot())).toEqual({ email: ['Invalid Email'] });
  });
});

describe('session machine: user and flags', () => {
  it('sets newLogin explicitly', async () => {
    const { actor, snapshot } = await loggedIn();
    actor.send({ type: 'session.newLogin.set', value: true });
    expect(isNewLogin(snapshot())).toBe(true);
    actor.send({ type: 'session.newLogin.set', value: false });
    expect(isNewLogin(snapshot())).toBe(false);
  });

  it('merges a partial user update and announces the new user', async () => {
    const { actor, emitted, snapshot } = await loggedIn();
    const before = currentUser(snapshot())!;
    actor.send({
      type: 'session.user.update',
      changes: { attend_meeting: true, chests_submitted: { '2': 9 } },
    });
    expect(currentUser(snapshot())).toEqual({
      ...before,
      attend_meeting: true,
      chests_submitted: { '2': 9 },
    });
    expect(currentRole(snapshot())).toBe('Player');
    expect(emitted).toEqual([{ type: 'session.userChanged', user: currentUser(snapshot()) }]);
  });
});

describe('session machine: logout', () => {
  it('clears the session, asks the host to disconnect and clear, and says the session timed out', async () => {
    const { actor, emitted, snapshot } = await loggedIn();
    actor.send({ type: 'session.logout' });
    expect(persistedSession(snapshot())).toEqual({ user: null, tokens: null, newLogin: false });
    expect(emitted).toEqual([
      { type: 'session.loggedOut', reason: 'expired' },
      { type: 'notify', notification: { content: 'User session timed out.', error: true } },
    ]);
  });

  it('says nothing more when the user logs out from the menu or the timer ran out', async () => {
    for (const reason of ['user', 'timerRanOut'] as const) {
      const { actor, emitted } = await loggedIn();
      actor.send({ type: 'session.logout', reason });
      expect(emitted).toEqual([{ type: 'session.loggedOut', reason }]);
    }
  });

  it('logs out 1.2 s after an error page asks it to', async () => {
    const { actor, clock, snapshot } = await loggedIn();
    actor.send({ type: 'session.expire' });
    clock.increment(1199);
    expect(isLoggedIn(snapshot())).toBe(true);
    clock.increment(1);
    expect(isLoggedIn(snapshot())).toBe(false);
  });
});

describe('session machine: profile update', () => {
  it('says "Nothing to update" and sends nothing when no field changed', async () => {
    const { actor, api, notices, snapshot } = await loggedIn();
    const user = currentUser(snapshot())!;
    actor.send({ type: 'profile.update', edited: { name: ` ${user.name} ` } });
    expect(api.calls.map((call) => call.name)).toEqual(['login']);
    expect(notices()).toEqual([{ content: 'Nothing to update' }]);
  });

  it('refuses invalid changes with the validator messages', async () => {
    const { actor, api, snapshot } = await loggedIn();
    actor.send({ type: 'profile.update', edited: { name: 'A' } });
    expect(api.calls.map((call) => call.name)).toEqual(['login']);
    expect(sessionFormErrors(snapshot())).toEqual({ name: [messages.validation.nameTooShort] });
  });

  it('sends only the changed fields and stores the saved user', async () => {
    const { actor, api, notices, snapshot } = await loggedIn();
    actor.send({ type: 'profile.update', edited: { ...currentUser(snapshot())!, city: 'Halifax' } });
    await settle();
    expect(api.calls.at(-1)).toEqual({ name: 'updateProfile', request: { city: 'Halifax' } });
    expect(currentUser(snapshot())?.city).toBe('Halifax');
    expect(notices()).toEqual([{ content: messages.profile.updated }]);
  });

  it('logs out and asks to verify the new address when the answer says verify_email', async () => {
    const { actor, emitted, snapshot } = await loggedIn();
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
    const { actor, api, notices, snapshot } = await loggedIn();
    const before = currentUser(snapshot());
    api.failNext(
      'updateProfile',
      new GameApiError({
        kind: 'conflict',
        status: 409,
        message: 'That email is taken',
        fieldErrors: { email: ['That email is taken'] },
      }),
    );
    actor.send({ type: 'profile.update', edited: { email: 'taken@example.com' } });
    await settle();
    expect(currentUser(snapshot())).toEqual(before);
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
    const second = start({ restored: stored });
    expect(isLoggedIn(second.snapshot())).toBe(true);
    expect(persistedSession(second.snapshot())).toEqual(persistedSession(first.snapshot()));
    expect(second.emitted).toEqual([]);
  });
});
