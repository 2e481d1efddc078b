import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractMessages, messages, serverMessages } from '@dubloon-quest/core';
import { NAME_MAX_LENGTH, PLACE_MAX_LENGTH } from '@dubloon-quest/core/internal';
import { callConsole, consoleAccount } from './support/console.js';
import { freshPlayerId } from './support/console-fixtures.js';
import { PASSWORD, TestServer, uniqueEmail } from './support/test-server.js';

// What the attack found: a NUL byte answered 500 from several text fields (PostgreSQL refuses it), invalid
// UTF-8 was silently replaced, and a 60 KB display name was stored.
let server: TestServer;
beforeAll(async () => {
  server = await TestServer.start();
});
afterAll(() => server.close());

const registration = (extra: Record<string, unknown>) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  education: 'Grade 12',
  country: 'Canada',
  ...extra,
});
const invalid = [messages.validation.invalidCharacters];

describe('NUL and text that is not UTF-8', () => {
  it('a NUL in a profile field answers 422 naming the field', async () => {
    const player = await server.newPlayer();
    const response = await server.call('PATCH', '/auth/player/profile', {
      session: player,
      rawBody: '{"city":"Ott\\u0000awa"}',
    });
    expect(response).toMatchObject({
      status: 422,
      body: { message: contractMessages.invalidRequest, errors: { city: invalid } },
    });
  });

  it.each(['name', 'school', 'region', 'city', 'country'])(
    'a NUL in the registration %s answers 422 naming it',
    async (field) => {
      const response = await server.call('POST', '/auth/register', {
        body: registration({ [field]: 'Tor\u0000onto' }),
      });
      expect(response).toMatchObject({ status: 422, body: { errors: { [field]: invalid } } });
    },
  );

  it('bytes that are not UTF-8 answer 422 naming the field, never stored as replacement characters', async () => {
    const player = await server.newPlayer();
    const body = Buffer.concat([Buffer.from('{"school":"Caf'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const response = await fetch(`${server.baseUrl}/api/v2/auth/player/profile`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${player.token}`,
        'x-xsrf-token': player.csrf,
      },
      body,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { school: invalid } });
    expect((await server.repository.findUserByEmail(player.email))?.school).toBe(null);
  });

  it('a lone surrogate escape answers 422 too', async () => {
    const response = await server.call('POST', '/auth/register', {
      rawBody: JSON.stringify(registration({})).replace('"Ada Lovelace"', '"Ada \\ud800"'),
    });
    expect(response).toMatchObject({ status: 422, body: { errors: { name: invalid } } });
  });

  it('console texts (invite name, coin-adjustment reason, partner name) answer 422 naming the field', async () => {
    const organizer = await consoleAccount(server, 'Organizer');
    const invite = await callConsole(server, 'consoleInviteAccount', organizer, {
      body: { email: uniqueEmail(), name: 'Bad\u0000Name', role: 'Organizer' },
    });
    expect(invite).toMatchObject({ status: 422, body: { errors: { name: invalid } } });
    const adjust = await callConsole(server, 'consoleAdjustCoins', organizer, {
      params: { user_id: await freshPlayerId(server) },
      body: { delta: 5, reason: 'bonus\u0000' },
    });
    expect(adjust).toMatchObject({ status: 422, body: { errors: { reason: invalid } } });
    const partner = await callConsole(server, 'consoleCreatePartner', organizer, {
      body: { name: 'Partner\u0000', logo: '', resource_category: '', resource_name: '', resource_link: '' },
    });
    expect(partner).toMatchObject({ status: 422, body: { errors: { name: invalid } } });
  });

  it('a NUL in a query string answers 422, not 500', async () => {
    const organizer = await consoleAccount(server, 'Organizer');
    const search = await callConsole(server, 'consoleListPlayers', organizer, {
      query: { search: 'a\u0000b' },
    });
    expect(search.status).toBe(422);
  });
});

describe('length limits', () => {
  it('a 60 KB display name is refused at registration and in the profile', async () => {
    const long = 'A'.repeat(60 * 1024);
    const registered = await server.call('POST', '/auth/register', { body: registration({ name: long }) });
    expect(registered).toMatchObject({
      status: 422,
      body: { errors: { name: [messages.validation.tooLong(NAME_MAX_LENGTH)] } },
    });
    const player = await server.newPlayer();
    const profile = await server.call('PATCH', '/auth/player/profile', {
      session: player,
      body: { name: 'B'.repeat(NAME_MAX_LENGTH + 1), city: 'C'.repeat(PLACE_MAX_LENGTH + 1) },
    });
    expect(profile).toMatchObject({
      status: 422,
      body: {
        errors: {
          name: [messages.validation.tooLong(NAME_MAX_LENGTH)],
          city: [messages.validation.tooLong(PLACE_MAX_LENGTH)],
        },
      },
    });
    const fits = await server.call('PATCH', '/auth/player/profile', {
      session: player,
      body: { name: 'B'.repeat(NAME_MAX_LENGTH), city: 'C'.repeat(PLACE_MAX_LENGTH) },
    });
    expect(fits.status).toBe(200);
  });
});

describe('the generic 500', () => {
  it('[S8.server-error] reads "An unexpected server error occurred." and says nothing of the failure', async () => {
    let broken = false;
    const failing = await TestServer.start({
      wrapDb: (db) => ({
        ...db,
        query: (sql, params) =>
          broken ? Promise.reject(new Error('internal detail')) : db.query(sql, params),
      }),
    });
    try {
      const player = await failing.newPlayer();
      broken = true;
      const response = await failing.call('GET', '/game/player/coins/total', { session: player });
      expect(response).toMatchObject({
        status: 500,
        body: { message: 'An unexpected server error occurred.' },
      });
      expect(response.text).not.toContain('internal detail');
      expect(serverMessages.unexpectedError).toBe('An unexpected server error occurred.');
    } finally {
      await failing.close();
    }
  });
});
