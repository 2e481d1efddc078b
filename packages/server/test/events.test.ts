import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventFile, formatDateTimeNamed, messages, PAST_EVENT_CODE, type PastEventResponse, type RaffleDrawResponse, serverMessages } from '@dubloon-quest/core';
import {
  type ConsoleArchivedEvent,
  type ConsoleArchiveEventResponse,
  type ConsoleAuditResponse,
  type ConsoleDraw,
  type ConsoleEventsResponse,
  consoleMessages,
  type ConsolePlayersResponse,
} from '@dubloon-quest/core/console';
import { verifyDrawRecordText } from '@dubloon-quest/core/draw';
import { callConsole, consoleAccount } from './support/console.js';
import { EVENT_TIMES, PASSWORD, TestServer, type Session } from './support/test-server.js';

/**
 * One installation, event after event (docs/decisions/0110-event-after-event.md), over HTTP on a real database
 * (PGlite; PostgreSQL with TEST_SERVER_DATABASE=postgres): a played, drawn and published event is archived, its
 * results, draw and exports stay readable in the console and its draw stays checkable by anyone, and the next
 * event starts from it as a template with no players, stakes or coins, unscheduled.
 */
let server: TestServer;
let organizer: Session;
let partner: Session;
const players: Session[] = [];
let drawBefore: RaffleDrawResponse;
let archived: ConsoleArchiveEventResponse;
let eventBefore: EventFile;

const at = async (time: number) => {
  server.clock.now = time;
  organizer = await server.login(organizer.email);
};

beforeAll(async () => {
  server = await TestServer.start();
  server.clock.now = EVENT_TIMES.gameStart;
  organizer = await consoleAccount(server, 'Organizer');
  for (const coins of [2, 3]) {
    const player = await server.newPlayer();
    const staked = await server.call('POST', '/game/raffle/items', {
      session: player,
      body: { staked_items: [{ item_id: 3, coins }], total_coins: 0 },
    });
    expect(staked.status, staked.text).toBe(200);
    players.push(player);
  }
  // A retired item is left out of the template.
  const retired = await callConsole(server, 'consoleRetireItem', organizer, { params: { item_id: 10 }, body: { retired: true } });
  expect(retired.status, retired.text).toBe(200);
  const secret = (await callConsole<{ secret: string }>(server, 'consoleCommitDraw', organizer, { body: {} })).body.secret;
  await at(EVENT_TIMES.winnersAnnounced);
  partner = await consoleAccount(server, 'Partner', { businessId: 1 });
  expect((await callConsole(server, 'consoleRunDraw', organizer, { body: { secret } })).status).toBe(200);
  expect((await callConsole(server, 'consolePublishResults', organizer, { body: { published: true } })).status).toBe(200);
  drawBefore = (await server.call<RaffleDrawResponse>('GET', '/game/raffle/draw')).body;
  eventBefore = (await callConsole<{ event: EventFile }>(server, 'consoleGetEvent', organizer)).body.event;
});
afterAll(() => server.close());

describe('archiving the event in play', () => {
  it('[C.events.archive] is refused while the scheduled event has not reached its end, and writes nothing', async () => {
    const answer = await callConsole(server, 'consoleArchiveEvent', organizer, { body: { name: 'Next', start: 'this' } });
    // The end named in UTC, never the raw timestamp; the console's list gives the end for its local time.
    const end = '2026-04-27T14:00:00.000Z';
    expect(answer).toMatchObject({ status: 409, body: { message: consoleMessages.events.stillRunning(formatDateTimeNamed(end, 'UTC')) } });
    const listed = (await callConsole<ConsoleEventsResponse>(server, 'consoleListEvents', organizer)).body;
    expect(listed.archived).toEqual([]);
    expect(listed.current.game_end).toBe(end);
  });

  it('refuses a bad name and a template that does not exist', async () => {
    await at(EVENT_TIMES.gameEnd);
    partner = await server.login(partner.email);
    expect((await callConsole(server, 'consoleArchiveEvent', organizer, { body: { name: ' ', start: 'this' } })).status).toBe(422);
    expect(
      await callConsole(server, 'consoleArchiveEvent', organizer, { body: { name: 'Next', start: 'archived', from_event_id: 42 } }),
    ).toMatchObject({ status: 404, body: { message: consoleMessages.events.unknownArchived } });
    expect(
      (await callConsole(server, 'consoleArchiveEvent', organizer, { body: { name: 'Next', start: 'archived' } })).status,
    ).toBe(422);
    expect((await callConsole<ConsoleEventsResponse>(server, 'consoleListEvents', organizer)).body).toMatchObject({
      current: { players: 2 },
      archived: [],
    });
  });

  it('[C.events.archive] archives once the event ended and starts the next from it as a template: no players, stakes or coins, unscheduled', async () => {
    // A player's page open when the event is archived: a session of these hours.
    players[1] = await server.login(players[1]!.email);
    const answer = await callConsole<ConsoleArchiveEventResponse>(server, 'consoleArchiveEvent', organizer, {
      body: { name: 'Harbor Days 2027', start: 'this' },
    });
    expect(answer.status, answer.text).toBe(200);
    archived = answer.body;
    expect(archived).toMatchObject({
      message: consoleMessages.events.archived(eventBefore.name, 'Harbor Days 2027'),
      archived: { name: eventBefore.name, players: 2, drawn: true, archived_by: organizer.email },
      current: { name: 'Harbor Days 2027', players: 0 },
    });

    const next = (await callConsole<{ event: EventFile }>(server, 'consoleGetEvent', organizer)).body.event;
    const live = <T extends { retired?: boolean }>(list: T[]) => list.filter((entry) => entry.retired !== true);
    expect(next.name).toBe('Harbor Days 2027');
    expect(next.timestamps).toBeNull();
    expect(next.raffle_items.map((item) => item.item_id)).toEqual(live(eventBefore.raffle_items).map((item) => item.item_id));
    expect(next.raffle_items.map((item) => item.item_id)).not.toContain(10);
    expect(next.businesses).toEqual(live(eventBefore.businesses));
    expect(next.chests.map((chest) => chest.chest_id)).toEqual(eventBefore.chests.map((chest) => chest.chest_id));
    expect(next.results).toEqual({ raffle_winners: [], challenge_winners: [] });
    const schedule = (await callConsole<{ timestamps: unknown; event_name: string }>(server, 'consoleGetSchedule', organizer)).body;
    expect(schedule).toMatchObject({ timestamps: null, event_name: 'Harbor Days 2027' });

    const roster = (await callConsole<ConsolePlayersResponse>(server, 'consoleListPlayers', organizer)).body;
    expect(roster.total).toBe(0);
    for (const table of ['stakes', 'coin_transactions', 'draws', 'draw_commitments', 'challenge_submissions', 'chest_submissions'])
      expect((await server.repository.db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n, table).toBe(0);
    expect((await server.repository.db.query('SELECT sum(coins)::int AS n FROM users')).rows[0]!.n).toBe(0);
    // A player's page of the archived event ends: the account is gone.
    expect((await server.call('GET', '/game/player/coins/total', { session: players[0]! })).status).toBe(401);
    // Partners and organizers stay.
    expect((await callConsole(server, 'consoleGetBusiness', partner, { params: { business_id: 1 } })).status).toBe(200);
    // The raffle draw of the next event starts from nothing.
    expect((await server.call<RaffleDrawResponse>('GET', '/game/raffle/draw')).body).toEqual({ commitment: null, draw: null });
  });

  it('records the archiving in the audit log with what was archived and what started', async () => {
    const audit = await callConsole<ConsoleAuditResponse>(server, 'consoleListAudit', organizer, { query: { action: 'event.archive' } });
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'event.archive',
      target: `archived_event:${archived.archived.id}`,
      actor: { email: organizer.email, role: 'Organizer' },
      before: { name: eventBefore.name, players: 2, drawn: true },
      after: { archived_event_id: archived.archived.id, next: { name: 'Harbor Days 2027', start: 'this' } },
    });
  });
});

describe('[D0180.past-players] a player of the archived event', () => {
  const cookieOf = (headers: Headers) => /dq_past_event=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1];

  it('logs in to read it: told the event ended, with the cookie that opens its page', async () => {
    const login = await server.call<{ message: string; code: string }>('POST', '/auth/login', { body: { email: players[0]!.email, password: PASSWORD } });
    expect(login.status, login.text).toBe(422);
    expect(login.body).toMatchObject({ message: serverMessages.pastEventLoggedIn, code: PAST_EVENT_CODE });
    const cookie = cookieOf(login.headers);
    expect(cookie).toBeDefined();
    const page = await server.call<PastEventResponse>('GET', '/game/past-event', { headers: { cookie: `dq_past_event=${cookie}` } });
    expect(page.status, page.text).toBe(200);
    const results = eventBefore.raffle_items.filter((item) => item.retired !== true);
    expect(page.body).toMatchObject({
      event: { name: eventBefore.name },
      draw_check: `/raffle/verify?event=${archived.archived.id}`,
    });
    // Each prize with its winners, named as players saw it.
    expect(page.body.results.raffle_winners.map((entry) => entry.item_name)).toEqual(expect.arrayContaining([results.find((item) => item.item_id === 3)!.name]));
    // The results as players saw them: the draw's winners, published.
    expect(page.body.results.raffle_winners.flatMap((entry) => entry.winners).length).toBeGreaterThan(0);
    expect(page.body.results.published_at).toEqual(expect.any(String));
    expect(JSON.stringify(page.body)).not.toContain('@');
  });

  it('reads nothing with a wrong password, no cookie, or the cookie as a session', async () => {
    const wrong = await server.call('POST', '/auth/login', { body: { email: players[1]!.email, password: 'Wrong-Horse-9' } });
    expect(wrong).toMatchObject({ status: 422, body: { message: messages.auth.invalidCredentials } });
    expect(cookieOf(wrong.headers)).toBeUndefined();
    expect((await server.call('GET', '/game/past-event')).status).toBe(401);
    expect((await server.call('GET', '/game/past-event', { headers: { cookie: 'dq_past_event=forged.token' } })).status).toBe(401);
    const login = await server.call('POST', '/auth/login', { body: { email: players[1]!.email, password: PASSWORD } });
    const cookie = cookieOf(login.headers)!;
    // The past-event token names no session: no game call, no stake, no chest.
    const asSession = { ...players[1]!, token: cookie };
    expect((await server.call('GET', '/game/raffle/items', { session: asSession })).status).toBe(401);
    expect((await server.call('GET', '/game/chests', { session: asSession })).status).toBe(401);
  });

  it("with the page still open, is told the event ended (not a bare 401) and given the event's page", async () => {
    const open = await server.call<{ message: string; code: string }>('GET', '/game/player/coins/total', { session: players[1]! });
    expect(open.status).toBe(401);
    expect(open.body).toMatchObject({ message: messages.session.eventArchived, code: PAST_EVENT_CODE });
    const page = await server.call<PastEventResponse>('GET', '/game/past-event', { headers: { cookie: `dq_past_event=${cookieOf(open.headers)}` } });
    expect(page.status, page.text).toBe(200);
    // A session that simply ended says the usual.
    expect((await server.call('GET', '/game/player/coins/total', { session: { ...players[1]!, token: 'x.y' } })).body).toMatchObject({ message: serverMessages.unauthorized });
  });
});

describe('an archived event', () => {
  it('[C.events.archive] stays readable in the console: results, draw with its winners, exports', async () => {
    const list = (await callConsole<ConsoleEventsResponse>(server, 'consoleListEvents', organizer)).body;
    expect(list.archived).toEqual([archived.archived]);
    // Its French name too, for French screens (decision 0176).
    expect(eventBefore.name_fr).toBeTruthy();
    expect(list.archived[0]!.name_fr).toBe(eventBefore.name_fr);
    const detail = await callConsole<ConsoleArchivedEvent>(server, 'consoleGetArchivedEvent', organizer, {
      params: { event_id: archived.archived.id },
    });
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.name_fr).toBe(eventBefore.name_fr);
    expect(detail.body.results.state).toBe('published');
    expect(detail.body.results.preview.raffle_winners).toHaveLength(1);
    expect(detail.body.timestamps?.game_end).toBe('2026-04-27T14:00:00.000Z');
    const draw = detail.body.draw as ConsoleDraw;
    expect(players.map((player) => player.email)).toContain(draw.winners.find((winner) => winner.item_id === 3)?.email);
    expect(detail.body.exports).toEqual(['players', 'meetup', 'winners', 'mailing-list']);
    const csv = await callConsole(server, 'consoleExportArchivedEvent', organizer, {
      params: { event_id: archived.archived.id, export: 'players' },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="dubloon-event-${archived.archived.id}-players.csv"`);
    for (const player of players) expect(csv.text).toContain(player.email);
    const winners = await callConsole(server, 'consoleExportArchivedEvent', organizer, {
      params: { event_id: archived.archived.id, export: 'winners' },
    });
    expect(winners.text).toContain(draw.winners[0]!.email);
    expect(
      (await callConsole(server, 'consoleGetArchivedEvent', organizer, { params: { event_id: 999 } })).status,
    ).toBe(404);
  });

  it('keeps its public draw record checkable by anyone, exactly as it was published', async () => {
    const answer = await server.call<RaffleDrawResponse>('GET', `/game/raffle/draw?event=${archived.archived.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(drawBefore);
    expect(verifyDrawRecordText(answer.body.draw!.record!).ok).toBe(true);
    expect(await server.call('GET', '/game/raffle/draw?event=999')).toMatchObject({
      status: 404,
      body: { message: serverMessages.unknownArchivedEvent },
    });
    expect((await server.call('GET', '/game/raffle/draw?event=abc')).status).toBe(400);
  });

  it('[D0180.draw-address] keeps the draw at the address the presenter showed: ?draw=<the commitment start>', async () => {
    const start = drawBefore.commitment!.commitment.slice(0, 16);
    const answer = await server.call<RaffleDrawResponse>('GET', `/game/raffle/draw?draw=${start}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual(drawBefore);
    expect((await server.call('GET', `/game/raffle/draw?draw=${'0'.repeat(16)}`)).status).toBe(404);
    expect((await server.call('GET', '/game/raffle/draw?draw=abc')).status).toBe(400);
  });

  it('cannot be changed: the archive is append-only', async () => {
    await expect(server.repository.db.query("UPDATE archived_events SET name = 'x'")).rejects.toThrow(/append-only/);
    await expect(server.repository.db.query('DELETE FROM archived_events')).rejects.toThrow(/append-only/);
  });

  it('is a template for a later event, and so is the demo event; or the next event starts empty', async () => {
    const archiveAgain = (body: Record<string, unknown>) =>
      callConsole<ConsoleArchiveEventResponse>(server, 'consoleArchiveEvent', organizer, { body });
    const demo = await archiveAgain({ name: 'From the demo', start: 'demo' });
    expect(demo.status, demo.text).toBe(200);
    const fromDemo = (await callConsole<{ event: EventFile }>(server, 'consoleGetEvent', organizer)).body.event;
    expect([fromDemo.partners.length, fromDemo.raffle_items.length, fromDemo.businesses.length, fromDemo.chests.length]).toEqual([3, 10, 3, 4]);
    expect(fromDemo).toMatchObject({ name: 'From the demo', timestamps: null });

    expect((await archiveAgain({ name: 'Empty', start: 'empty' })).status).toBe(200);
    const empty = (await callConsole<{ event: EventFile }>(server, 'consoleGetEvent', organizer)).body.event;
    expect([empty.partners, empty.raffle_items, empty.businesses, empty.chests]).toEqual([[], [], [], []]);

    expect((await archiveAgain({ name: 'Again', start: 'archived', from_event_id: archived.archived.id })).status).toBe(200);
    const again = (await callConsole<{ event: EventFile }>(server, 'consoleGetEvent', organizer)).body.event;
    expect(again.raffle_items.map((item) => item.item_id)).toEqual(
      eventBefore.raffle_items.filter((item) => item.retired !== true).map((item) => item.item_id),
    );
    const list = (await callConsole<ConsoleEventsResponse>(server, 'consoleListEvents', organizer)).body;
    expect(list.archived.map((event) => event.name)).toEqual(['Empty', 'From the demo', 'Harbor Days 2027', eventBefore.name]);
    expect(list.current.name).toBe('Again');
  });
});
