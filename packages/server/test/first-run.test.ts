import { Writable } from 'node:stream';
import { type ConsoleEventResponse, type ConsoleSchedule, nameFromEmail } from '@dubloon-quest/core/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_EVENT_FILE } from '../src/config/config.js';
import { inviteFirstOrganizer } from '../src/services/first-organizer.js';
import { callConsole } from './support/console.js';
import { PASSWORD, TestServer } from './support/test-server.js';

const FIRST_ORGANIZER = 'first.organizer@example.org';

/** A log stream that keeps every line's message, as an operator reads the server's output. */
function capturedLog(): { stream: Writable; messages: string[] } {
  const messages: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        try {
          const { msg } = JSON.parse(line) as { msg?: unknown };
          messages.push(typeof msg === 'string' ? msg : line);
        } catch {
          messages.push(line);
        }
      }
      done();
    },
  });
  return { stream, messages };
}

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

  it('prints a single-use invitation link for the first organizer, which works while the server runs', async () => {
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
