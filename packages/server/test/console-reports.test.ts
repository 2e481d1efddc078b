import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_DASHBOARD_PUSH_MS,
  CONSOLE_REALTIME_EVENTS,
  consoleMessages,
  consoleLiveDashboardSchema,
  type ConsoleDashboardResponse,
  type ConsoleImageResponse,
  fileSlug,
} from '@dubloon-quest/core/console';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { pngBase64 } from './support/console-fixtures.js';
import { collect, nextEvent, TestServer } from './support/test-server.js';

let server: TestServer;
let organizer: ConsoleSession;
beforeAll(async () => {
  server = await TestServer.start();
  organizer = await consoleAccount(server, 'Organizer');
});
afterAll(() => server.close());

describe('dashboard', () => {
  it('[C.dashboard] counts players, activity, coins by source, referrals, countries, and the live part', async () => {
    const ada = await server.newPlayer({ country: 'Canada', region: 'Ontario' });
    await server.newPlayer({ country: 'Canada', region: 'Quebec' });
    await server.call('POST', '/game/raffle/items', {
      session: ada,
      body: { staked_items: [{ item_id: 1, coins: 2 }], total_coins: 1 },
    });
    const dashboard = (
      await callConsole<ConsoleDashboardResponse>(server, 'consoleGetDashboard', organizer, {
        query: { hours: '3' },
      })
    ).body;
    expect(dashboard.players).toMatchObject({
      registered: 2,
      verified: 2,
      active_last_hour: 2,
      active_last_day: 2,
    });
    expect(dashboard.timeline).toHaveLength(3);
    expect(dashboard.timeline.at(-1)).toMatchObject({ registered: 2, verified: 2, active: 2 });
    expect(dashboard.coins).toMatchObject({
      issued_by_source: [{ source: 'signup', coins: 6 }],
      issued: 6,
      staked: 2,
      unspent: 4,
    });
    expect(dashboard.countries).toEqual([
      {
        country: 'Canada',
        players: 2,
        regions: [
          { region: 'Ontario', players: 1 },
          { region: 'Quebec', players: 1 },
        ],
      },
    ]);
    expect(dashboard.live.servers).toBe(1);
    expect(dashboard.live.minutes).toHaveLength(30);
    expect(dashboard.live.minutes.reduce((sum, minute) => sum + minute.requests, 0)).toBeGreaterThan(5);
  });

  it("[C.dashboard] pushes the live dashboard to organizers' sockets only", async () => {
    const organizerSocket = await server.socket({ token: organizer.token });
    const player = await server.newPlayer();
    const playerSocket = await server.socket({ token: player.token });
    const seenByPlayer = collect(playerSocket, CONSOLE_REALTIME_EVENTS.dashboard);
    const live = await nextEvent<unknown>(
      organizerSocket,
      CONSOLE_REALTIME_EVENTS.dashboard,
      CONSOLE_DASHBOARD_PUSH_MS + 2_000,
    );
    expect(consoleLiveDashboardSchema.safeParse(live).success).toBe(true);
    expect(live).toMatchObject({ servers: 1, sockets: 2 });
    expect(seenByPlayer).toEqual([]);
    organizerSocket.close();
    playerSocket.close();
  }, 15_000);
});

describe('CSV exports', () => {
  it('[C.exports] exports players, meetup RSVPs and the mailing list with e-mails, for organizers', async () => {
    const grace = await server.newPlayer({ name: '=Grace, "the" Admiral' });
    server.clock.now += 24 * 3_600_000;
    const graceNow = await server.login(grace.email);
    await server.call('PATCH', '/game/meetup', { session: graceNow, body: { attend_meeting: true } });
    server.clock.now -= 24 * 3_600_000;
    const organizerNow = await server.login(organizer.email);
    const players = await callConsole<string>(server, 'consoleExportPlayers', organizerNow);
    // Named after the event in play (issue 32), as the console's downloads are.
    expect(players.headers.get('content-disposition')).toBe(`attachment; filename="${fileSlug(server.app.game.event.file.name)}-players.csv"`);
    const [header, ...rows] = players.text.trimEnd().split('\r\n');
    expect(header).toBe(
      'id,name,email,education,school,country,region,city,verified,attend_meeting,coins,staked,banned_until,created_at,group',
    );
    // Formula cells are defused and quotes doubled (the organizer tool's CSV).
    expect(rows.find((row) => row.includes(grace.email))).toContain('"\'=Grace, ""the"" Admiral"');
    const meetup = (await callConsole<string>(server, 'consoleExportMeetup', organizerNow)).text;
    expect(meetup).toContain(grace.email);
    expect(meetup.trimEnd().split('\r\n')).toHaveLength(2);
    const mailing = (await callConsole<string>(server, 'consoleExportMailingList', organizerNow)).text;
    expect(mailing.split('\r\n')[0]).toBe('name,email');
    expect(mailing).toContain(grace.email);
    expect(mailing).not.toContain(organizer.email);
  });
});

describe('image uploads', () => {
  it('[C.images] resizes an image to fit its purpose, stores it as WebP and serves it for a year', async () => {
    const big = (
      await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#ffcc00' } })
        .jpeg()
        .toBuffer()
    ).toString('base64');
    const uploaded = await callConsole<ConsoleImageResponse>(server, 'consoleUploadImage', organizer, {
      body: { content_type: 'image/jpeg', data_base64: big, purpose: 'logo' },
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.body).toMatchObject({ width: 512, height: 256, content_type: 'image/webp' });
    expect(uploaded.body.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    const served = await fetch(`${server.baseUrl}${uploaded.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 });
    expect((await fetch(`${server.baseUrl}/uploads/${'0'.repeat(64)}.webp`)).status).toBe(404);
    // A partner may upload too (its logo).
    const partner = await consoleAccount(server, 'Partner', { businessId: 1 });
    expect(
      (
        await callConsole(server, 'consoleUploadImage', partner, {
          body: { content_type: 'image/png', data_base64: await pngBase64(), purpose: 'item' },
        })
      ).status,
    ).toBe(200);
  });

  it('[C.images] refuses another type, a type the bytes belie, too small or too large a picture, and text', async () => {
    const refused = async (body: Record<string, unknown>) =>
      (
        await callConsole<{ errors: Record<string, string[]> }>(server, 'consoleUploadImage', organizer, {
          body,
        })
      ).body;
    const png = await pngBase64();
    expect(await refused({ content_type: 'image/svg+xml', data_base64: png, purpose: 'logo' })).toMatchObject(
      { errors: { content_type: [consoleMessages.images.type] } },
    );
    expect(await refused({ content_type: 'image/jpeg', data_base64: png, purpose: 'logo' })).toMatchObject({
      errors: { content_type: [consoleMessages.images.type] },
    });
    expect(
      await refused({ content_type: 'image/png', data_base64: await pngBase64(16, 16), purpose: 'logo' }),
    ).toMatchObject({ errors: { data_base64: [consoleMessages.images.tooSmall(32)] } });
    const huge = (
      await sharp({ create: { width: 9000, height: 40, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
    ).toString('base64');
    expect(await refused({ content_type: 'image/png', data_base64: huge, purpose: 'logo' })).toMatchObject({
      errors: { data_base64: [consoleMessages.images.tooBig(8000)] },
    });
    expect(
      await refused({
        content_type: 'image/png',
        data_base64: Buffer.from('<svg onload=alert(1)>').toString('base64'),
        purpose: 'logo',
      }),
    ).toMatchObject({ errors: { data_base64: [consoleMessages.images.unreadable] } });
    const tooMany = Buffer.alloc(5.5 * 1024 * 1024, 1).toString('base64');
    expect(await refused({ content_type: 'image/png', data_base64: tooMany, purpose: 'logo' })).toMatchObject(
      { errors: { data_base64: [consoleMessages.images.tooLarge(5)] } },
    );
  });
});
