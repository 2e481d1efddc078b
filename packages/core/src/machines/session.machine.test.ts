import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type Actor } from 'xstate';
import { settle } from '../../test/machines/settle.js';
import { messages } from '../messages/catalogue.js';
import { serverMessages } from '../messages/server-messages.js';
import { GameApiError } from '../ports/game-api.port.js';
import { DEMO_PARTNER, DEMO_PLAYER } from '../testing/demo-seed.js';
import { FakeGameApi } from '../testing/fake-game-api.js';
import { FakeGameServer } from '../testing/fake-game-server.js';
import { createSessionMachine, sessionEndedNotice } from './session.machine.js';
import type { SessionEmitted, SessionMachine, SessionState } from './session.machine.js';
import {
  currentRole,
  currentUser,
  isLoggedIn,
  isLoggingIn,
  isLoggingOut,
  loginLineNotice,
  isNewLogin,
  persistedSession,
  sessionFormErrors,
  sessionTokens,
} from './session.selectors.js';
import { LOGOUT_REQUEST_LIMIT_MS } from './timings.js';

/** A session whose API sends the session's own tokens, as the HTTP adapter's token source does. */
function start(options: { restored?: SessionState | null; server?: FakeGameServer } = {}) {
  const server = options.server ?? new FakeGameServer();
  const session: { actor?: Actor<SessionMachine> } = {};
  const api = new FakeGameApi(server, () =>
    session.actor ? sessionTokens(session.actor.getSnapshot()) : null,
  );
  const clock = new SimulatedClock();
  const actor = createActor(createSessionMachine({ api }), {
    clock,
    input: { restored: options.restored ?? null },
  });
  session.actor = actor;
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

/** A session already logged in with the demo player, as a restored visit has it (no call made yet). */
function loggedIn() {
  const server = new FakeGameServer();
  const { data, tokens } = server.login({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password });
  return { ...start({ server, restored: { user: data.user, tokens, newLogin: false } }), tokens };
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

  it('goes back to the logged-in page the user asked for before logging in, and never to another address', async () => {
    for (const [returnTo, expected] of [
      ['/businesses/harbor-tech', '/businesses/harbor-tech'],
      ['//evil.example/x', '/'],
      ['/login', '/'],
    ] as const) {
      const { actor, emitted } = start();
      actor.send({ type: 'session.login', email: DEMO_PLAYER.email, password: DEMO_PLAYER.password, returnTo });
      await settle();
      expect(emitted.at(-1)).toEqual({ type: 'navigate', to: expected });
    }
  });

  it("lands a partner on the console's Overview, and on a page they asked for when they did", async () => {
    for (const [returnTo, expected] of [
      [undefined, '/console'],
      ['/businesses/harbor-tech', '/businesses/harbor-tech'],
    ] as const) {
      const { actor, emitted } = start();
      actor.send({ type: 'session.login', email: DEMO_PARTNER.email, password: DEMO_PARTNER.password, returnTo });
      await settle();
      expect(emitted.at(-1)).toEqual({ type: 'navigate', to: expected });
    }
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

describe('session machine: the login queue (docs/decisions/0210)', () => {
  const queued = (position: number | null, retryAfterSeconds: number) =>
    new GameApiError({
      kind: 'server',
      status: 503,
      message: messages.network.unexpectedServer,
      retryAfterSeconds,
      ...(position === null ? {} : { queue: { position } }),
    });

  it('waits in line with its place, sends the same login again after Retry-After by itself, and logs in', async () => {
    const { api, clock, logIn, notices, snapshot } = start();
    api.failNext('login', queued(12, 3));
    api.failNext('login', queued(4, 2));
    await logIn();
    expect(isLoggingIn(snapshot())).toBe(true);
    expect(loginLineNotice(snapshot())).toBe(messages.session.inLine(12));
    clock.increment(2_999);
    await settle();
    expect(api.calls.map((call) => call.name)).toEqual(['login']);
    clock.increment(1);
    await settle();
    expect(loginLineNotice(snapshot())).toBe(messages.session.inLine(4));
    clock.increment(2_000);
    await settle();
    expect(api.calls.map((call) => call.name)).toEqual(['login', 'login', 'login']);
    expect(api.calls.map((call) => call.request)).toEqual(Array(3).fill({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password }));
    expect(isLoggedIn(snapshot())).toBe(true);
    expect(loginLineNotice(snapshot())).toBeNull();
    expect(notices()).toEqual([]);
    expect(JSON.stringify(persistedSession(snapshot()))).not.toContain(DEMO_PLAYER.password);
  });

  it('says when it tries again when the server gave no place, and a refusal after that ends the wait with its message', async () => {
    const { api, clock, logIn, notices, snapshot } = start();
    api.failNext('login', queued(null, 5));
    api.failNext('login', new GameApiError({ kind: 'invalid', status: 422, message: messages.auth.invalidCredentials }));
    await logIn();
    expect(loginLineNotice(snapshot())).toBe(messages.session.retryingLogin(5));
    clock.increment(5_000);
    await settle();
    expect(isLoggingIn(snapshot())).toBe(false);
    expect(loginLineNotice(snapshot())).toBeNull();
    expect(notices()).toEqual([{ content: messages.auth.invalidCredentials, error: true, duration: 0 }]);
  });

  it('treats a 5xx without Retry-After as a failure, as before', async () => {
    const { api, logIn, notices, snapshot } = start();
    api.failNext('login', new GameApiError({ kind: 'server', status: 503, message: messages.network.unexpectedServer }));
    await logIn();
    expect(isLoggingIn(snapshot())).toBe(false);
    expect(notices()).toHaveLength(1);
  });
});

describe('session machine: user and flags', () => {
  it('sets newLogin explicitly', () => {
    const { actor, snapshot } = loggedIn();
    actor.send({ type: 'session.newLogin.set', value: true });
    expect(isNewLogin(snapshot())).toBe(true);
    actor.send({ type: 'session.newLogin.set', value: false });
    expect(isNewLogin(snapshot())).toBe(false);
  });

  it('merges a partial user update and announces the new user', () => {
    const { actor, emitted, snapshot } = loggedIn();
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
  it('clears the session, asks the host to disconnect and clear, and says the session timed out', () => {
    const { actor, emitted, snapshot } = loggedIn();
    actor.send({ type: 'session.logout' });
    expect(persistedSession(snapshot())).toEqual({ user: null, tokens: null, newLogin: false });
    expect(emitted).toEqual([
      { type: 'session.loggedOut', reason: 'expired' },
      { type: 'notify', notification: { content: 'User session timed out.', error: true } },
    ]);
  });

  it.each(['user', 'timerRanOut'] as const)(
    'on %s, has the server revoke the session with its tokens, once, then ends it saying nothing more',
    async (reason) => {
      const { actor, api, server, emitted, snapshot, tokens } = loggedIn();
      actor.send({ type: 'session.logout', reason });
      expect(isLoggedIn(snapshot())).toBe(false);
      expect(isLoggingOut(snapshot())).toBe(true);
      expect(snapshot().hasTag('busy')).toBe(true);
      expect(sessionTokens(snapshot())).toEqual(tokens);
      expect(emitted).toEqual([]);
      await settle();
      expect(api.calls).toEqual([{ name: 'logout', request: undefined }]);
      expect(() => server.call('getCoinTotal', undefined, tokens)).toThrow(
        expect.objectContaining({ kind: 'unauthorized' }),
      );
      expect(persistedSession(snapshot())).toEqual({ user: null, tokens: null, newLogin: false });
      expect(snapshot().matches('loggedOut')).toBe(true);
      expect(emitted).toEqual([{ type: 'session.loggedOut', reason }]);
    },
  );

  it('still logs out when the server refuses or fails the logout, without an error toast', async () => {
    for (const error of [
      new GameApiError({ kind: 'network', status: null, message: messages.network.offline }),
      new GameApiError({ kind: 'unauthorized', status: 401, message: serverMessages.unauthorized }),
    ]) {
      const { actor, api, emitted, snapshot } = loggedIn();
      api.failNext('logout', error);
      actor.send({ type: 'session.logout', reason: 'user' });
      await settle();
      expect(api.calls.map((call) => call.name)).toEqual(['logout']);
      expect(snapshot().matches('loggedOut')).toBe(true);
      expect(emitted).toEqual([{ type: 'session.loggedOut', reason: 'user' }]);
    }
  });

  it(`still logs out ${LOGOUT_REQUEST_LIMIT_MS / 1000} s after the logout when the server never answers`, async () => {
    const { actor, api, clock, emitted, snapshot, tokens } = loggedIn();
    api.hangNext('logout');
    actor.send({ type: 'session.logout', reason: 'timerRanOut' });
    await settle();
    clock.increment(LOGOUT_REQUEST_LIMIT_MS - 1);
    await settle();
    expect(isLoggingOut(snapshot())).toBe(true);
    expect(sessionTokens(snapshot())).toEqual(tokens);
    clock.increment(1);
    expect(snapshot().matches('loggedOut')).toBe(true);
    expect(sessionTokens(snapshot())).toBeNull();
    expect(emitted).toEqual([{ type: 'session.loggedOut', reason: 'timerRanOut' }]);
    expect(api.calls.map((call) => call.name)).toEqual(['logout']);
  });

  it('ignores a second logout while the first one is under way', async () => {
    const { actor, api, emitted } = loggedIn();
    actor.send({ type: 'session.logout', reason: 'user' });
    actor.send({ type: 'session.logout', reason: 'user' });
    await settle();
    expect(api.calls.map((call) => call.name)).toEqual(['logout']);
    expect(emitted).toEqual([{ type: 'session.loggedOut', reason: 'user' }]);
  });

  it('ends an expired session at once, without calling the server (its token no longer works)', () => {
    for (const logout of [
      { type: 'session.logout', reason: 'expired' },
      { type: 'session.logout' },
    ] as const) {
      const { actor, api, snapshot } = loggedIn();
      actor.send(logout);
      expect(snapshot().matches('loggedOut')).toBe(true);
      expect(api.calls).toEqual([]);
    }
  });

  it('logs out 1.2 s after an error page asks it to, without calling the server', async () => {
    const { actor, api, clock, snapshot } = loggedIn();
    actor.send({ type: 'session.expire' });
    clock.increment(1199);
    expect(isLoggedIn(snapshot())).toBe(true);
    clock.increment(1);
    expect(isLoggedIn(snapshot())).toBe(false);
    await settle();
    expect(api.calls).toEqual([]);
  });
});

describe('session machine: profile update', () => {
  it('says "Nothing to update" and sends nothing when no field changed', () => {
    const { actor, api, notices, snapshot } = loggedIn();
    const user = currentUser(snapshot())!;
    actor.send({ type: 'profile.update', edited: { name: ` ${user.name} ` } });
    expect(api.calls).toEqual([]);
    expect(notices()).toEqual([{ content: 'Nothing to update' }]);
  });

  it('refuses invalid changes with the validator messages', () => {
    const { actor, api, snapshot } = loggedIn();
    actor.send({ type: 'profile.update', edited: { name: 'A' } });
    expect(api.calls).toEqual([]);
    expect(sessionFormErrors(snapshot())).toEqual({ name: [messages.validation.nameTooShort] });
  });

  it('sends only the changed fields and stores the saved user', async () => {
    const { actor, api, notices, snapshot } = loggedIn();
    actor.send({ type: 'profile.update', edited: { ...currentUser(snapshot())!, city: 'Halifax' } });
    await settle();
    expect(api.calls.at(-1)).toEqual({ name: 'updateProfile', request: { city: 'Halifax' } });
    expect(currentUser(snapshot())?.city).toBe('Halifax');
    expect(notices()).toEqual([{ content: messages.profile.updated }]);
  });

  it('logs out and asks to verify the new address when the answer says verify_email, without calling logout', async () => {
    const { actor, api, emitted, snapshot } = loggedIn();
    actor.send({ type: 'profile.update', edited: { email: 'ada@newmail.example' } });
    await settle();
    expect(isLoggedIn(snapshot())).toBe(false);
    expect(api.calls.map((call) => call.name)).toEqual(['updateProfile']);
    expect(emitted).toEqual([
      { type: 'session.loggedOut', reason: 'verifyEmail' },
      {
        type: 'notify',
        notification: { content: messages.session.verifyNewEmail, error: false, duration: 0 },
      },
    ]);
  });

  it("keeps the user and shows the server's field errors when the update is refused", async () => {
    const { actor, api, notices, snapshot } = loggedIn();
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

describe('session machine: the server ends the session (session_ended)', () => {
  it('logs out at once on a kick, without asking the server, with the one kick message', () => {
    const { actor, api, emitted, notices, snapshot } = loggedIn();
    actor.send({ type: 'session.ended', ended: { reason: 'kicked' } });
    expect(isLoggedIn(snapshot())).toBe(false);
    expect(persistedSession(snapshot()).tokens).toBeNull();
    expect(api.calls).toEqual([]);
    expect(emitted.filter((event) => event.type === 'session.loggedOut')).toEqual([
      { type: 'session.loggedOut', reason: 'ended' },
    ]);
    expect(notices()).toEqual([{ content: messages.session.kicked, error: true, duration: 0 }]);
  });

  it('ends an error page\'s 1.2 s wait at once, with the ban\'s message only', () => {
    const { actor, clock, notices, snapshot } = loggedIn();
    actor.send({ type: 'session.expire' });
    actor.send({ type: 'session.ended', ended: { reason: 'banned', banned_until: '2026-11-28T00:21:00.000Z' } });
    expect(isLoggedIn(snapshot())).toBe(false);
    clock.increment(5000);
    expect(notices()).toHaveLength(1);
    expect(notices()[0]?.content).toMatch(/^Your account is suspended until \w+day, November 2[78], 2026/);
  });
});

describe('sessionEndedNotice', () => {
  it('says each reason in words; a ban names its end in the given zone and its reason', () => {
    const until = '2026-11-28T00:21:00.000Z';
    expect(sessionEndedNotice({ reason: 'banned', banned_until: until, ban_reason: 'Cheating' }, 'Europe/Paris')).toEqual({
      content: 'Your account is suspended until Saturday, November 28, 2026 at 1:21 AM GMT+1. Reason: Cheating',
      error: true,
      duration: 0,
    });
    expect(sessionEndedNotice({ reason: 'banned', banned_until: until }, 'UTC').content).toBe(
      'Your account is suspended until Saturday, November 28, 2026 at 12:21 AM UTC.',
    );
    expect(sessionEndedNotice({ reason: 'kicked' }).content).toBe(messages.session.kicked);
    expect(sessionEndedNotice({ reason: 'logged_out' }).content).toBe(messages.session.endedElsewhere);
    expect(sessionEndedNotice({ reason: 'password_reset' }).content).toBe(messages.session.passwordChanged);
    expect(sessionEndedNotice({ reason: 'email_changed' }).content).toBe(messages.session.verifyNewEmail);
    expect(sessionEndedNotice({ reason: 'expired' }).content).toBe(messages.session.timedOut);
    // Archiving removes the ended event's players: their open page says so, not that their session timed out.
    expect(sessionEndedNotice({ reason: 'event_archived' })).toEqual({ content: messages.session.eventArchived, error: false, duration: 0 });
  });
});
