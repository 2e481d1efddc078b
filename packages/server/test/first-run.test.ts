import { serverMessages } from '@dubloon-quest/core';
import { type ConsoleEventResponse, type ConsoleSchedule, nameFromEmail } from '@dubloon-quest/core/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_EVENT_FILE } from '../src/config/config.js';
import { inviteFirstOrganizer } from '../src/services/first-organizer.js';
import { callConsole } from './support/console.js';
import { capturedLog } from './support/captured-log.js';
import { PASSWORD, TestServer } from './support/test-server.js';

const FIRST_ORGANIZER = 'first.organizer@example.org';

describe('a real event\'s first start (demo off, empty database, no event file named)', () => {
  let server: TestServer;
  const log = capturedLog();

  beforeAll(async () => {
    server = await TestServer.start({
      eventFile: EMPTY_EVENT_FILE,
      firstOrganizerEmail: FIRST_ORGANIZER,
      logLevel: 'info',
      build: { logStream: log.stream },
    });
  });
  afterAll(() => server.close());

  it('[C.first-organizer.invite] prints a single-use invitation link for the first organizer, which works while the server runs', async () => {
    const printed = log.messages.find((message) => message.includes('first organizer'));
    expect(printed).toContain(FIRST_ORGANIZER);
    const token = /\/password-reset\?token=([0-9a-f]{40})&invitation=1/.exec(printed ?? '')?.[1];
    expect(token).toBeDefined();

    const accepted = await server.call('PATCH', '/auth/password', {
      body: { token, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(accepted.status).toBe(200);
    const organizer = await server.login(FIRST_ORGANIZER);
    // Named after the address, not "Organizer" (decision 0111).
    expect(organizer.body.user).toMatchObject({ role: 'Organizer', name: nameFromEmail(FIRST_ORGANIZER) });
    const again = await server.call('PATCH', '/auth/password', {
      body: { token, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(again.status).toBe(404);
  });

  it('serves an empty, unscheduled event (nothing of the demo event)', async () => {
    const organizer = await server.login(FIRST_ORGANIZER);
    const { event } = (await callConsole<ConsoleEventResponse>(server, 'consoleGetEvent', organizer)).body;
    expect(event).toMatchObject({ name: 'New event', timestamps: null, partners: [], raffle_items: [], chests: [], businesses: [] });
    const schedule = (await callConsole<ConsoleSchedule>(server, 'consoleGetSchedule', organizer)).body;
    expect(schedule).toMatchObject({ timestamps: null, period: null });
    const player = await server.newPlayer();
    expect(player.body.timestamps).toBe('The game has not started yet');
  });

  it('invites no one again once an organizer exists (a restart checks the same way and prints no new link)', async () => {
    const mailed = (await server.repository.mailTo(FIRST_ORGANIZER)).length;
    expect(await inviteFirstOrganizer(server.app.game)).toEqual({ kind: 'organizer-exists' });
    expect(await server.repository.mailTo(FIRST_ORGANIZER)).toHaveLength(mailed);
  });
});

describe('a first start with no FIRST_ORGANIZER_EMAIL: a one-time link to create the first organizer (decision 0112)', () => {
  let server: TestServer;
  const log = capturedLog();
  const OPENER = 'olivia.opener@example.org';

  beforeAll(async () => {
    server = await TestServer.start({ eventFile: EMPTY_EVENT_FILE, logLevel: 'info', build: { logStream: log.stream } });
  });
  afterAll(() => server.close());

  const printedToken = () => {
    const printed = log.messages.filter((message) => message.includes('first organizer')).at(-1);
    return /\/password-reset\?token=([0-9a-f]{40})&invitation=first/.exec(printed ?? '')?.[1];
  };
  const create = (token: string | undefined, fields: { email?: string; name?: string; password?: string } = {}) =>
    server.call('POST', '/auth/first-organizer', {
      body: {
        token,
        email: fields.email ?? OPENER,
        name: fields.name ?? '',
        password: fields.password ?? PASSWORD,
        password_confirmation: fields.password ?? PASSWORD,
      },
    });

  it('[C.first-organizer.link] prints the link, refuses a form core refuses, creates the organizer once (named after the address), then refuses the link', async () => {
    const token = printedToken();
    expect(token).toBeDefined();

    const invalid = await create(token, { email: 'not-an-address', name: 'O', password: 'short' });
    expect(invalid.status).toBe(422);
    expect(Object.keys((invalid.body as { errors?: Record<string, string[]> }).errors ?? {}).sort()).toEqual(['email', 'name', 'password']);
    expect((await create('f'.repeat(40))).status).toBe(404);

    const created = await create(token);
    expect(created.status).toBe(200);
    const organizer = await server.login(OPENER);
    expect(organizer.body.user).toMatchObject({ role: 'Organizer', name: nameFromEmail(OPENER) });

    // A second use: an organizer exists now, which is said first.
    const again = await create(token, { email: 'someone.else@example.org' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: serverMessages.organizerExists });
    await expect(server.login('someone.else@example.org')).rejects.toThrow('login of someone.else@example.org failed');
  });

  it('prints no new link once an organizer exists, and a link printed before then no longer creates one', async () => {
    expect(await inviteFirstOrganizer(server.app.game)).toEqual({ kind: 'organizer-exists' });
    expect((await create(printedToken(), { email: 'late.comer@example.org' })).status).toBe(409);
  });
});

describe('the first organizer link is used once even when a restart printed a newer one', () => {
  let server: TestServer;
  const log = capturedLog();

  beforeAll(async () => {
    server = await TestServer.start({ eventFile: EMPTY_EVENT_FILE, logLevel: 'info', build: { logStream: log.stream } });
  });
  afterAll(() => server.close());

  it('a start with no organizer replaces the earlier link: only the newest works, and it works once', async () => {
    const first = await inviteFirstOrganizer(server.app.game);
    const second = await inviteFirstOrganizer(server.app.game);
    if (first.kind !== 'link' || second.kind !== 'link') throw new Error('expected printed links');
    const tokenOf = (link: string) => new URL(link).searchParams.get('token');
    const body = (token: string | null, email: string) => ({
      body: { token, email, name: 'Ada Lovelace', password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect((await server.call('POST', '/auth/first-organizer', body(tokenOf(first.link), 'old.link@example.org'))).status).toBe(404);
    expect((await server.call('POST', '/auth/first-organizer', body(tokenOf(second.link), 'ada@example.org'))).status).toBe(200);
    expect((await server.login('ada@example.org')).body.user).toMatchObject({ role: 'Organizer', name: 'Ada Lovelace' });
  });
});
