import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleMessages, type ConsoleMeResponse, type ConsoleSchedule } from '@dubloon-quest/core/console';
import { DEMO_PASSWORD } from '../src/services/demo/demo-accounts.js';
import { callConsole } from './support/console.js';
import { TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await TestServer.start({ demo: true });
});
afterAll(() => server.close());

describe('demo mode: the console with the shared demo accounts', () => {
  it('[C.demo] seeds an organizer who may look at everything and change nothing', async () => {
    const organizer = await server.login('demo.organizer@example.com', DEMO_PASSWORD);
    const me = await callConsole<ConsoleMeResponse>(server, 'consoleGetMe', organizer);
    expect(me.body).toMatchObject({
      read_only: true,
      account: { role: 'Organizer', email: 'demo.organizer@example.com' },
    });
    expect((await callConsole(server, 'consoleListPlayers', organizer)).status).toBe(200);
    expect((await callConsole<ConsoleSchedule>(server, 'consoleGetSchedule', organizer)).body.source).toBe(
      'demo',
    );
    const write = await callConsole(server, 'consoleCreateChest', organizer, { body: { group: [] } });
    expect(write).toMatchObject({ status: 403, body: { message: consoleMessages.access.demoReadOnly } });
  });

  it("[C.demo] gives the demo partner the event's first business, and only that one", async () => {
    const partner = await server.login('demo.partner@example.com', DEMO_PASSWORD);
    const me = (await callConsole<ConsoleMeResponse>(server, 'consoleGetMe', partner)).body;
    expect(me).toMatchObject({
      read_only: true,
      business: { business_id: 1, name: 'Harbor Tech' },
      account: { role: 'Partner', business_id: 1 },
    });
    expect(
      (await callConsole(server, 'consoleListSubmissions', partner, { params: { business_id: 1 } })).status,
    ).toBe(200);
    expect(
      (await callConsole(server, 'consoleGetBusiness', partner, { params: { business_id: 2 } })).status,
    ).toBe(403);
    expect(
      (
        await callConsole(server, 'consoleRateSubmission', partner, {
          params: { business_id: 1, user_id: 1 },
          body: { rating: 3 },
        })
      ).body,
    ).toEqual({
      message: consoleMessages.access.demoReadOnly,
    });
  });

  it('keeps the demo player a player', async () => {
    const player = await server.login('demo.player@example.com', DEMO_PASSWORD);
    expect((await callConsole(server, 'consoleGetMe', player)).status).toBe(403);
  });
});
