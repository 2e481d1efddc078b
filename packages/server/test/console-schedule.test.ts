import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  GAME_NOT_STARTED,
  SCHEDULE_CHANGE_EVENT,
  serverMessages,
  type EventTimestamps,
  type ScheduleChangeEvent,
} from '@dubloon-quest/core';
import {
  consoleMessages,
  consoleUrl,
  type ConsoleAuditResponse,
  type ConsoleSchedule,
} from '@dubloon-quest/core/console';
import { hashPassword } from '../src/services/auth/passwords.js';
import { newReferralCode } from '../src/db/referral-codes.js';
import { callConsole, consoleAccount, databaseFingerprint, type ConsoleSession } from './support/console.js';
import {
  clusterSettings,
  createClusterDatabase,
  missingServices,
  NodeProcess,
  registerPlayer,
  type ClusterDatabase,
} from './support/cluster.js';
import {
  callApi,
  connectSocketTo,
  EVENT_TIMES,
  loginAt,
  nextEvent,
  PASSWORD,
  registerSocket,
  TestServer,
  uniqueEmail,
  type Session,
} from './support/test-server.js';

const HOUR = 3_600_000;

/** Timestamps that put `now` in the review period: Learn and Earn, the raffle and the businesses closed. */
function reviewAt(now: number): EventTimestamps {
  const at = (offset: number) => new Date(now + offset * HOUR).toISOString();
  return { pre_game: at(-3), game_start: at(-2), review_start: at(-1), review_end: at(1), game_end: at(2) };
}

/** Timestamps that put `now` in the pre-game period: Learn and Earn and the raffle open. */
function preGameAt(now: number): EventTimestamps {
  const at = (offset: number) => new Date(now + offset * HOUR).toISOString();
  return { pre_game: at(-1), game_start: at(1), review_start: at(2), review_end: at(3), game_end: at(4) };
}

describe('one server: a schedule change moves the connected clients and the gates at once', () => {
  let server: TestServer;
  let organizer: ConsoleSession;
  let player: Session;
  let socket: Socket;

  beforeAll(async () => {
    server = await TestServer.start();
    organizer = await consoleAccount(server, 'Organizer');
    player = await server.newPlayer();
    socket = await server.socket({ token: player.token });
    expect(await registerSocket(socket, player.email)).toBe('success');
  });
  afterAll(async () => {
    socket.close();
    await server.close();
  });

  it('answers the schedule in force and where it comes from', async () => {
    const schedule = await callConsole<ConsoleSchedule>(server, 'consoleGetSchedule', organizer);
    expect(schedule.body).toMatchObject({ source: 'event', period: 'preGame' });
  });

  it('[C.schedule][D0026.live-schedule][S4.period] pushes schedule_change to the player socket, and the period gates follow at once', async () => {
    expect((await server.call('GET', '/game/chests', { session: player })).status).toBe(200);
    const timestamps = reviewAt(server.clock.now);
    const pushed = nextEvent<ScheduleChangeEvent>(socket, SCHEDULE_CHANGE_EVENT, 1_000);
    const changed = await callConsole<ConsoleSchedule>(server, 'consoleUpdateSchedule', organizer, {
      body: { timestamps },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { source: 'console', period: 'reviewStart', timestamps },
    });
    expect(await pushed).toEqual({ timestamps });
    for (const path of ['/game/chests', '/game/raffle/items', '/business/info'])
      expect((await server.call('GET', path, { session: player })).status).toBe(409);
    expect((await server.call('GET', '/game/results', { session: player })).status).toBe(200);
    // A new login hands out the new timestamps too, and the event keeps them.
    expect((await server.login(player.email)).body.timestamps).toEqual(timestamps);
    expect(
      (await callConsole<{ timestamps: unknown }>(server, 'consoleExportEvent', organizer)).body.timestamps,
    ).toEqual(timestamps);
  });

  it('[S4.not-started][S4.access.results] unscheduling pushes "The game has not started yet" and closes every gate but the results', async () => {
    const pushed = nextEvent<ScheduleChangeEvent>(socket, SCHEDULE_CHANGE_EVENT, 1_000);
    expect(
      (await callConsole(server, 'consoleUpdateSchedule', organizer, { body: { timestamps: null } })).status,
    ).toBe(200);
    expect(await pushed).toEqual({ timestamps: GAME_NOT_STARTED });
    expect(await server.call('GET', '/game/raffle/items', { session: player })).toMatchObject({
      status: 409,
      body: { message: GAME_NOT_STARTED },
    });
    expect((await server.login(player.email)).body.timestamps).toBe(GAME_NOT_STARTED);

    const reopened = nextEvent<ScheduleChangeEvent>(socket, SCHEDULE_CHANGE_EVENT, 1_000);
    expect(
      (
        await callConsole(server, 'consoleUpdateSchedule', organizer, {
          body: { timestamps: preGameAt(server.clock.now) },
        })
      ).status,
    ).toBe(200);
    await reopened;
    expect((await server.call('GET', '/game/chests', { session: player })).status).toBe(200);
  });

  it('[C.schedule] refuses timestamps out of order with the field errors, pushing and writing nothing', async () => {
    const before = await databaseFingerprint(server);
    const received: unknown[] = [];
    socket.on(SCHEDULE_CHANGE_EVENT, (event: unknown) => received.push(event));
    const { review_start, game_start, ...rest } = preGameAt(server.clock.now);
    const refused = await callConsole(server, 'consoleUpdateSchedule', organizer, {
      body: { timestamps: { ...rest, game_start: review_start, review_start: game_start } },
    });
    expect(refused).toMatchObject({ status: 422, body: { errors: { timestamps: [expect.any(String)] } } });
    const early = await callConsole(server, 'consoleUpdateSchedule', organizer, {
      body: {
        timestamps: {
          ...preGameAt(server.clock.now),
          pre_game: new Date(server.clock.now + 5 * HOUR).toISOString(),
        },
      },
    });
    expect(early).toMatchObject({
      status: 422,
      body: { errors: { 'timestamps.pre_game': [consoleMessages.schedule.preGameAfterStart] } },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.off(SCHEDULE_CHANGE_EVENT);
    expect(received).toEqual([]);
    expect(await databaseFingerprint(server)).toBe(before);
  });

  it('[S1.challenge-window][C.schedule.challenge-meeting] the challenge window and the meeting: pushed, handed out by login, and answers taken only inside the window', async () => {
    const now = server.clock.now;
    const at = (offset: number) => new Date(now + offset * HOUR).toISOString();
    const gameStart = {
      pre_game: at(-3),
      game_start: at(-2),
      review_start: at(5),
      review_end: at(6),
      game_end: at(7),
    };
    const later = { ...gameStart, challenges_open: at(1), challenges_close: at(4), meeting: at(6.5) };
    const pushed = nextEvent<ScheduleChangeEvent>(socket, SCHEDULE_CHANGE_EVENT, 1_000);
    expect(
      (await callConsole(server, 'consoleUpdateSchedule', organizer, { body: { timestamps: later } })).status,
    ).toBe(200);
    expect(await pushed).toEqual({ timestamps: later });
    expect((await server.login(player.email)).body.timestamps).toEqual(later);

    const answer = {
      challenge_id: 1,
      submission_link: 'https://docs.google.com/document/d/1AbCdEf_ghIJ-42/edit',
    };
    expect(await server.call('POST', '/game/challenges', { session: player, body: answer })).toMatchObject({
      status: 409,
      body: { message: serverMessages.challengeWindowClosed },
    });
    const open = { ...later, challenges_open: at(-1) };
    expect(
      (await callConsole(server, 'consoleUpdateSchedule', organizer, { body: { timestamps: open } })).status,
    ).toBe(200);
    expect((await server.call('POST', '/game/challenges', { session: player, body: answer })).status).toBe(
      200,
    );

    const backwards = await callConsole(server, 'consoleUpdateSchedule', organizer, {
      body: { timestamps: { ...gameStart, challenges_open: at(4), challenges_close: at(1) } },
    });
    expect(backwards).toMatchObject({
      status: 422,
      body: { errors: { 'timestamps.challenges_close': [consoleMessages.schedule.challengeWindowOrder] } },
    });
    expect(
      (
        await callConsole(server, 'consoleUpdateSchedule', organizer, {
          body: { timestamps: preGameAt(now) },
        })
      ).status,
    ).toBe(200);
  });

  it('[C.event.name] renames the event: the schedule view, the exported file and the audit log carry the new name', async () => {
    const refused = await callConsole(server, 'consoleRenameEvent', organizer, { body: { name: ' ' } });
    expect(refused).toMatchObject({ status: 422, body: { errors: { name: [consoleMessages.schedule.eventNameLength] } } });
    const before = (await callConsole<ConsoleSchedule>(server, 'consoleGetSchedule', organizer)).body.event_name;
    const renamed = await callConsole<ConsoleSchedule>(server, 'consoleRenameEvent', organizer, {
      body: { name: '  Harbor Days 2026 ' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { event_name: 'Harbor Days 2026' } });
    expect((await callConsole<{ name: string }>(server, 'consoleExportEvent', organizer)).body.name).toBe('Harbor Days 2026');
    const audit = await callConsole<ConsoleAuditResponse>(server, 'consoleListAudit', organizer, { query: { action: 'event.rename' } });
    expect(audit.body.entries[0]).toMatchObject({ target: 'event', before: { name: before }, after: { name: 'Harbor Days 2026' } });
  });

  it('the schedule set in the console wins over the host schedule and stays when the clock moves', async () => {
    server.clock.now = EVENT_TIMES.gameEnd;
    const schedule = await callConsole<ConsoleSchedule>(
      server,
      'consoleGetSchedule',
      await server.login(organizer.email),
    );
    expect(schedule.body.source).toBe('console');
    expect(schedule.body.period).toBe('gameEnd');
    server.clock.now = EVENT_TIMES.preGame;
  });
});

// Two real server processes on one PostgreSQL and one Redis, as in test/multi-node.test.ts.
const skipped = await missingServices();

describe.skipIf(skipped !== null)(
  'two servers: a change through one moves the clients and the gates of the other',
  () => {
    let database: ClusterDatabase;
    let nodeA: NodeProcess;
    let nodeB: NodeProcess;
    let socket: Socket | null = null;

    beforeAll(async () => {
      database = await createClusterDatabase();
      const settings = clusterSettings(database.url);
      [nodeA, nodeB] = await Promise.all([NodeProcess.start(settings), NodeProcess.start(settings)]);
    }, 60_000);
    afterAll(async () => {
      socket?.close();
      await Promise.all([nodeA?.stop(), nodeB?.stop()]);
      await database?.dispose();
    });

    it('node B pushes schedule_change to its socket and closes its gates as soon as node A stores the change', async () => {
      const email = uniqueEmail();
      await database.repository.createUser(
        {
          email,
          passwordHash: await hashPassword(PASSWORD),
          name: 'Cluster Organizer',
          education: 'Other',
          school: null,
          country: 'Canada',
          region: null,
          city: null,
          role: 'Organizer',
          emailVerified: true,
          referralCode: newReferralCode(),
          referredBy: null,
        },
        new Date(),
      );
      const organizer = await loginAt(nodeA.baseUrl, email);
      const player = await registerPlayer(nodeB.baseUrl, database.repository);
      socket = await connectSocketTo(nodeB.baseUrl, { token: player.token });
      expect(await registerSocket(socket, player.email)).toBe('success');
      expect((await callApi(nodeB.baseUrl, 'GET', '/game/chests', { session: player })).status).toBe(200);

      const timestamps = reviewAt(Date.now());
      const pushed = nextEvent<ScheduleChangeEvent>(socket, SCHEDULE_CHANGE_EVENT, 2_000);
      const path = consoleUrl('consoleUpdateSchedule').slice(API_BASE_PATH.length);
      expect(
        (await callApi(nodeA.baseUrl, 'PATCH', path, { session: organizer, body: { timestamps } })).status,
      ).toBe(200);
      expect(await pushed).toEqual({ timestamps });
      expect((await callApi(nodeB.baseUrl, 'GET', '/game/chests', { session: player })).status).toBe(409);
    });
  },
);
