import { mailSubject } from './support/mail-subject.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractMessages, GAME_NOT_STARTED, messages, serverMessages } from '@dubloon-quest/core';
import { EVENT_TIMES, PASSWORD, TestServer, uniqueEmail, GENEROUS_LIMITS } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await TestServer.start();
});
afterAll(() => server.close());

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  education: 'Grade 12',
  school: 'Harbor High',
  country: 'Canada',
  region: 'Ontario',
  city: 'Toronto',
  ...extra,
});

describe('POST /auth/register', () => {
  it('[S2.register] creates an unverified player and mails a 40-hex verification link, ignoring "Bearer undefined"', async () => {
    const email = uniqueEmail();
    const response = await server.call('POST', '/auth/register', {
      body: registration(email, { role: 'Organizer' }),
    });
    expect(response).toMatchObject({ status: 200, body: { message: messages.auth.verificationSent } });
    expect(await server.mailedToken(email)).toMatch(/^[0-9a-f]{40}$/);
    const user = await server.repository.findUserByEmail(email);
    expect(user).toMatchObject({ role: 'Player', emailVerified: false, coins: 0 });
    const login = await server.call('POST', '/auth/login', { body: { email, password: PASSWORD } });
    expect(login).toMatchObject({ status: 422, body: { message: messages.auth.emailNotVerified } });
  });

  it('[S5.email][S5.password-match][S5.name][S5.register-required] answers 422 with the validators field errors', async () => {
    const response = await server.call('POST', '/auth/register', {
      body: registration('not-an-email', {
        password_confirmation: 'other',
        name: 'A',
        education: 'Grade 13',
      }),
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: contractMessages.invalidRequest,
      errors: {
        name: [messages.validation.nameTooShort],
        email: [messages.validation.invalidEmail],
        password_confirmation: [messages.validation.passwordsDoNotMatch],
        education: [messages.validation.invalidEducation],
      },
      // Decision 0163: the rules' codes beside the texts, for a client to write them in its reader's language.
      code: 'fields.invalid',
      codes: {
        name: [{ code: 'name.tooShort' }],
        email: [{ code: 'email.invalid' }],
        password_confirmation: [{ code: 'password.mismatch' }],
        education: [{ code: 'education.unknown' }],
      },
    });
  });

  it('answers 400 with field paths for a body of the wrong shape', async () => {
    const response = await server.call('POST', '/auth/register', { body: { name: 5 } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: contractMessages.invalidRequest,
      errors: { name: [expect.any(String)], email: [contractMessages.missing] },
    });
  });

  it('does not reveal a registered email: same answer, and the owner is told instead', async () => {
    const player = await server.newPlayer();
    const response = await server.call('POST', '/auth/register', {
      body: registration(player.email.toUpperCase()),
    });
    expect(response).toMatchObject({ status: 200, body: { message: messages.auth.verificationSent } });
    expect((await server.mailTo(player.email)).at(-1)?.subject).toBe(
      mailSubject(server, 'alreadyRegistered'),
    );
  });
});

describe('POST /auth/email/verify', () => {
  it('[S7.verify][S1.new-player-coins][S2.verify] verifies once, pays the 3-coin signup bonus, and refuses the token again', async () => {
    const email = uniqueEmail();
    await server.call('POST', '/auth/register', { body: registration(email) });
    const token = await server.mailedToken(email);
    expect(await server.call('POST', '/auth/email/verify', { body: { token } })).toMatchObject({
      status: 200,
      body: { message: 'Success' },
    });
    expect(await server.call('POST', '/auth/email/verify', { body: { token } })).toMatchObject({
      status: 404,
      body: { message: serverMessages.tokenNotValid },
    });
    const session = await server.login(email);
    expect(session.body.coins).toBe(3);
    expect((await server.call('GET', '/game/player/coins/history', { session })).body).toEqual({
      coin_details: [{ source: 'signup', count: 3 }],
    });
  });

  it('[S5.verify-token][S7.verify] answers 422 for a malformed token and 404 for an unknown or expired one', async () => {
    expect(await server.call('POST', '/auth/email/verify', { body: { token: 'abc' } })).toMatchObject({
      status: 422,
      body: { errors: { token: [messages.validation.tokenMalformed] } },
    });
    expect(
      await server.call('POST', '/auth/email/verify', { body: { token: 'a'.repeat(40) } }),
    ).toMatchObject({ status: 404 });
    const email = uniqueEmail();
    await server.call('POST', '/auth/register', { body: registration(email) });
    const token = await server.mailedToken(email);
    server.clock.now += 600_001;
    try {
      expect((await server.call('POST', '/auth/email/verify', { body: { token } })).status).toBe(404);
    } finally {
      server.clock.now -= 600_001;
    }
  });

  it('[S1.earn-referrals][D0032.referral-reward][D0178.referral-name-only] pays the inviter the referral reward once the invited player verifies, naming the friend without their address', async () => {
    const inviter = await server.newPlayer();
    const link = (inviter.body.user as { referral_link: string }).referral_link;
    const code = new URL(link).searchParams.get('referral')!;
    const invited = await server.newPlayer({ referral_code: code, name: 'Grace Hopper' });
    const referrals = await server.call<{ referrals: unknown[]; referral_link: string }>(
      'GET',
      '/auth/player/referrals',
      { session: inviter },
    );
    expect(referrals.body).toEqual({
      referrals: [
        {
          created_at: expect.any(String) as unknown,
          coins: 5,
          invited_user: { name: 'Grace Hopper' },
        },
      ],
      referral_link: link,
    });
    expect(JSON.stringify(referrals.body)).not.toContain(invited.email);
    expect((await server.call('GET', '/game/player/coins/total', { session: inviter })).body).toEqual({
      coins: 8,
    });
  });
});

describe('POST /auth/email/sendVerification', () => {
  it('[S7.send-verification] answers the same for unknown, verified and unverified emails, and mails only the unverified', async () => {
    const email = uniqueEmail();
    await server.call('POST', '/auth/register', { body: registration(email) });
    const player = await server.newPlayer();
    for (const address of [email, player.email, uniqueEmail()]) {
      expect(
        await server.call('POST', '/auth/email/sendVerification', { body: { email: address } }),
      ).toMatchObject({ status: 200, body: { message: messages.auth.verificationSent } });
    }
    expect(await server.mailTo(email)).toHaveLength(2);
    expect(await server.mailTo(player.email)).toHaveLength(1);
    expect(
      await server.call('POST', '/auth/email/sendVerification', { body: { email: 'nope' } }),
    ).toMatchObject({ status: 422, body: { errors: { email: [messages.validation.notAValidEmail] } } });
  });
});

describe('password reset', () => {
  it('[S7.reset-request][S7.reset] mails a single-use link that sets a new password and ends every session', async () => {
    const player = await server.newPlayer();
    expect(await server.call('POST', '/auth/email/reset', { body: { email: player.email } })).toMatchObject({
      status: 200,
      body: { message: messages.auth.resetSent },
    });
    expect(await server.call('POST', '/auth/email/reset', { body: { email: uniqueEmail() } })).toMatchObject({
      status: 200,
      body: { message: messages.auth.resetSent },
    });
    const token = await server.mailedToken(player.email);
    const body = { token, password: 'Brand-New-Pass-1', password_confirmation: 'Brand-New-Pass-1' };
    expect(await server.call('PATCH', '/auth/password', { body })).toMatchObject({
      status: 200,
      body: { message: messages.auth.passwordReset },
    });
    expect((await server.call('PATCH', '/auth/password', { body })).status).toBe(404);
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).status).toBe(401);
    expect(
      (await server.call('POST', '/auth/login', { body: { email: player.email, password: PASSWORD } }))
        .status,
    ).toBe(422);
    await server.login(player.email, 'Brand-New-Pass-1');
  });

  it('[S7.reset][S5.password-length] answers 422 for a malformed token or a short password', async () => {
    const response = await server.call('PATCH', '/auth/password', {
      body: { token: 'zz', password: 'short', password_confirmation: 'short' },
    });
    expect(response).toMatchObject({
      status: 422,
      body: {
        errors: {
          token: [messages.validation.resetLinkInvalid],
          password: [messages.validation.passwordLength],
        },
      },
    });
  });
});

describe('POST /auth/login', () => {
  it('[S7.login][S6.tokens][S4.login] answers the tokens in headers and {user, coins, timestamps}', async () => {
    const player = await server.newPlayer();
    expect(player.body).toEqual({
      user: {
        name: 'Test Player',
        email: player.email,
        education: 'Grade 10',
        school: null,
        country: 'Canada',
        region: 'Ontario',
        city: 'Toronto',
        role: 'Player',
        referral_link: expect.stringMatching(
          /^http:\/\/localhost:3000\/register\?referral=[0-9a-f]+$/,
        ) as unknown,
        chests_submitted: {},
        attend_meeting: null,
      },
      coins: 3,
      timestamps: {
        pre_game: '2026-04-19T14:00:00.000Z',
        game_start: '2026-04-20T14:00:00.000Z',
        review_start: '2026-04-25T14:00:00.000Z',
        review_end: '2026-04-26T14:00:00.000Z',
        game_end: '2026-04-27T14:00:00.000Z',
      },
    });
  });

  it('[S7.login] answers the same 422 for a wrong password and an unknown email', async () => {
    const player = await server.newPlayer();
    const wrong = await server.call('POST', '/auth/login', {
      body: { email: player.email, password: 'Wrong-Password-1' },
    });
    const unknown = await server.call('POST', '/auth/login', {
      body: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(wrong).toMatchObject({ status: 422, body: { message: messages.auth.invalidCredentials } });
    expect(unknown).toMatchObject({ status: 422, body: { message: messages.auth.invalidCredentials } });
    expect(wrong.headers.get('authorization')).toBeNull();
  });

  it('[S4.not-started][S7.login] says "The game has not started yet" before the pre-game', async () => {
    const player = await server.newPlayer();
    server.clock.now = EVENT_TIMES.beforePreGame;
    try {
      expect((await server.login(player.email)).body.timestamps).toBe(GAME_NOT_STARTED);
      expect(await server.call('GET', '/game/raffle/items', { session: player })).toMatchObject({
        status: 409,
        body: { message: GAME_NOT_STARTED },
      });
    } finally {
      server.clock.now = EVENT_TIMES.preGame;
    }
  });
});

describe('token misuse', () => {
  it('[S6.tokens][S7.request] answers 401 without a token, with "Bearer undefined", a tampered or an expired token', async () => {
    const player = await server.newPlayer();
    expect((await server.call('GET', '/game/player/coins/total')).status).toBe(401);
    expect((await server.call('GET', '/game/player/coins/total', { token: 'undefined' })).status).toBe(401);
    const [payload, signature] = player.token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), uid: 1 }),
    ).toString('base64url');
    expect(
      (await server.call('GET', '/game/player/coins/total', { token: `${forged}.${signature}` })).status,
    ).toBe(401);
    expect(
      (await server.call('GET', '/game/player/coins/total', { token: `${payload}.${signature}x` })).status,
    ).toBe(401);
    server.clock.now += 12 * 60 * 60 * 1000;
    try {
      expect(await server.call('GET', '/game/player/coins/total', { session: player })).toMatchObject({
        status: 401,
        body: { message: serverMessages.unauthorized },
      });
    } finally {
      server.clock.now -= 12 * 60 * 60 * 1000;
    }
  });

  it('[S6.tokens][S7.request] answers 403 to a POST or PATCH without the session anti-forgery token', async () => {
    const player = await server.newPlayer();
    const other = await server.newPlayer();
    const body = { staked_items: [{ item_id: 1, coins: 1 }], total_coins: 2 };
    expect(
      await server.call('POST', '/game/raffle/items', { token: player.token, csrf: 'undefined', body }),
    ).toMatchObject({ status: 403, body: { message: serverMessages.badXsrfToken } });
    expect(
      (await server.call('POST', '/game/raffle/items', { token: player.token, csrf: other.csrf, body }))
        .status,
    ).toBe(403);
    expect(
      (
        await server.call('PATCH', '/game/meetup', {
          token: player.token,
          csrf: '',
          body: { attend_meeting: true },
        })
      ).status,
    ).toBe(403);
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).body).toEqual({
      coins: 3,
    });
  });

  it('[S4.logout] logout revokes this session only, clears the session cookie, and the token answers 401 from then on', async () => {
    const player = await server.newPlayer();
    const elsewhere = await server.login(player.email);
    const answer = await server.call('POST', '/auth/logout', { session: player, body: {} });
    expect(answer).toMatchObject({ status: 200, body: { message: serverMessages.loggedOut } });
    expect(answer.headers.get('set-cookie')).toMatch(/^dq_session=;.*Max-Age=0/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await server.call('GET', '/game/player/coins/total', { session: player })).toMatchObject({
      status: 401,
      body: { message: serverMessages.unauthorized },
    });
    expect(
      (await server.call('PATCH', '/game/meetup', { session: player, body: { attend_meeting: true } }))
        .status,
    ).toBe(401);
    expect((await server.call('POST', '/auth/logout', { session: player, body: {} })).status).toBe(401);
    expect((await server.call('GET', '/game/player/coins/total', { session: elsewhere })).status).toBe(200);
  });

  it('logout needs the anti-forgery token (403, the session stays valid) and takes a POST without a body', async () => {
    const player = await server.newPlayer();
    expect(
      await server.call('POST', '/auth/logout', { token: player.token, csrf: 'undefined', body: {} }),
    ).toMatchObject({ status: 403, body: { message: serverMessages.badXsrfToken } });
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).status).toBe(200);
    // No body and no Content-Type (with `Content-Type: application/json` an empty body is not JSON: 400).
    const withoutBody = await fetch(`${server.baseUrl}/api/v2/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.token}`, 'x-xsrf-token': player.csrf },
    });
    expect({ status: withoutBody.status, body: (await withoutBody.json()) as unknown }).toEqual({
      status: 200,
      body: { message: serverMessages.loggedOut },
    });
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).status).toBe(401);
  });
});

describe('PATCH /auth/player/password', () => {
  it('[S7.password] changes the password, keeps this session and ends the others', async () => {
    const player = await server.newPlayer();
    const elsewhere = await server.login(player.email);
    const body = {
      old_password: PASSWORD,
      password: 'Another-Pass-22',
      password_confirmation: 'Another-Pass-22',
    };
    expect(
      await server.call('PATCH', '/auth/player/password', {
        session: player,
        body: { ...body, old_password: 'Wrong-Pass-123' },
      }),
    ).toMatchObject({ status: 422, body: { errors: { old_password: [serverMessages.wrongOldPassword] } } });
    expect(await server.call('PATCH', '/auth/player/password', { session: player, body })).toMatchObject({
      status: 200,
      body: { message: messages.profile.passwordChanged },
    });
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).status).toBe(200);
    expect((await server.call('GET', '/game/player/coins/total', { session: elsewhere })).status).toBe(401);
    await server.login(player.email, 'Another-Pass-22');
  });
});

describe('PATCH /auth/player/profile', () => {
  it('[S7.profile] saves changed fields only and never role, coins or verification', async () => {
    const player = await server.newPlayer();
    const response = await server.call('PATCH', '/auth/player/profile', {
      session: player,
      body: { city: 'Ottawa', school: 'North High', role: 'Organizer', coins: 500, email_verified: true },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { verify_email: false, user: { city: 'Ottawa', school: 'North High', role: 'Player' } },
    });
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).body).toEqual({
      coins: 3,
    });
  });

  it('[S5.profile-nothing] answers 422 "Nothing to update" and field errors', async () => {
    const player = await server.newPlayer();
    expect(
      await server.call('PATCH', '/auth/player/profile', { session: player, body: { city: 'Toronto' } }),
    ).toMatchObject({ status: 422, body: { message: messages.validation.nothingToUpdate } });
    expect(
      await server.call('PATCH', '/auth/player/profile', { session: player, body: { name: 'x' } }),
    ).toMatchObject({ status: 422, body: { errors: { name: [messages.validation.nameTooShort] } } });
  });

  it('[S4.profile.verify-email][S7.profile] a new email needs verification again: sessions end and a link is mailed', async () => {
    const player = await server.newPlayer();
    const newEmail = uniqueEmail();
    expect(
      await server.call('PATCH', '/auth/player/profile', { session: player, body: { email: newEmail } }),
    ).toMatchObject({ status: 200, body: { verify_email: true, user: { email: newEmail } } });
    expect((await server.call('GET', '/game/player/coins/total', { session: player })).status).toBe(401);
    expect(
      (await server.call('POST', '/auth/login', { body: { email: newEmail, password: PASSWORD } })).body,
    ).toEqual({ message: messages.auth.emailNotVerified });
    expect(
      (
        await server.call('POST', '/auth/email/verify', {
          body: { token: await server.mailedToken(newEmail) },
        })
      ).status,
    ).toBe(200);
    expect((await server.login(newEmail)).body.coins).toBe(3);
  });
});

describe('rate limits', () => {
  it('[D0083.throttles] answers 429 with Retry-After after too many logins for one email', async () => {
    const limited = await TestServer.start({
      rateLimits: {
        ...GENEROUS_LIMITS,
        login: { max: 3, windowMs: 60_000 },
        mail: { max: 2, windowMs: 60_000 },
        chestAnswer: { max: 5, windowMs: 60_000 },
        socketEvents: { max: 50, windowMs: 10_000 },
      },
    });
    try {
      const email = uniqueEmail();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        statuses.push(
          (await limited.call('POST', '/auth/login', { body: { email, password: 'Wrong-Password-1' } }))
            .status,
        );
      expect(statuses).toEqual([422, 422, 422, 429]);
      const limitedAnswer = await limited.call('POST', '/auth/login', {
        body: { email, password: 'Wrong-Password-1' },
      });
      expect(limitedAnswer.body).toEqual({ message: serverMessages.tooManyRequests });
      expect(Number(limitedAnswer.headers.get('retry-after'))).toBeGreaterThan(0);
      const resets = [];
      for (let attempt = 0; attempt < 3; attempt += 1)
        resets.push((await limited.call('POST', '/auth/email/reset', { body: { email } })).status);
      expect(resets).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
