import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Business, type Chest, type RaffleItem } from '@dubloon-quest/core';
import {
  consoleMessages,
  type ConsoleAuditResponse,
  type ConsoleBusiness,
  type ConsoleEventResponse,
} from '@dubloon-quest/core/console';
import { callConsole, consoleAccount, databaseFingerprint, type ConsoleSession } from './support/console.js';
import { QUESTIONS } from './support/console-fixtures.js';
import { EVENT_TIMES, nextEvent, registerSocket, TestServer } from './support/test-server.js';

let server: TestServer;
let organizer: ConsoleSession;
beforeAll(async () => {
  server = await TestServer.start();
  organizer = await consoleAccount(server, 'Organizer');
});
afterAll(() => server.close());

const event = async () =>
  (await callConsole<ConsoleEventResponse>(server, 'consoleGetEvent', organizer)).body;

/** A new player with a socket (its first balance received) who stakes 2 of their 3 coins on an item. */
async function playerStakingTwo(itemId: number) {
  const player = await server.newPlayer();
  const socket = await server.socket({ token: player.token });
  const synced = nextEvent(socket, 'coin_change');
  await registerSocket(socket, player.email);
  await synced;
  expect(
    (
      await server.call('POST', '/game/raffle/items', {
        session: player,
        body: { staked_items: [{ item_id: itemId, coins: 2 }], total_coins: 1 },
      })
    ).body,
  ).toEqual({ total_coins: 1 });
  return { player, socket };
}

describe('event content: from the event file to the database', () => {
  it('serves the event file until the first change, then the stored event, which players see at once', async () => {
    expect((await event()).source).toBe('file');
    const player = await server.newPlayer();
    const partner = {
      name: 'Bookworm Press',
      logo: '/media/partners/harbor-tech.png',
      resource_link: 'https://bookworm.example/free',
      resource_category: 'Books',
      resource_logo: '',
      resource_name: 'Free e-books',
    };
    expect(await callConsole(server, 'consoleCreatePartner', organizer, { body: partner })).toMatchObject({
      status: 200,
      body: { partner },
    });
    const created = await callConsole<{ item: { item_id: number } }>(server, 'consoleCreateItem', organizer, {
      body: {
        name: 'Reading light',
        description: 'Clips onto a book',
        image_src: '',
        stock: 2,
        partner: 'Bookworm Press',
      },
    });
    expect(created.body.item.item_id).toBe(11);
    const stored = await event();
    expect(stored.source).toBe('database');
    const items = (await server.call<RaffleItem[]>('GET', '/game/raffle/items', { session: player })).body;
    // The players' API sends ids as strings (decision 0040).
    expect(items.find((item) => (item.item_id as unknown) === '11')).toMatchObject({
      name: 'Reading light',
      raffle_partner: { name: 'Bookworm Press' },
    });

    expect(
      (
        await callConsole(server, 'consoleUpdateItem', organizer, {
          params: { item_id: 11 },
          body: { name: 'Book light' },
        })
      ).status,
    ).toBe(200);
    const renamed = (await server.call<RaffleItem[]>('GET', '/game/raffle/items', { session: player })).body;
    expect(renamed.find((item) => (item.item_id as unknown) === '11')?.name).toBe('Book light');
  });

  it('[C.event.partners] renames a partner everywhere: its items follow', async () => {
    expect(
      (
        await callConsole(server, 'consoleUpdatePartner', organizer, {
          body: { name: 'Bookworm Press', changes: { name: 'Bookworm Books' } },
        })
      ).status,
    ).toBe(200);
    const current = (await event()).event;
    expect(current.raffle_items.find((item) => item.item_id === 11)?.partner).toBe('Bookworm Books');
    expect(
      (
        await callConsole(server, 'consoleUpdatePartner', organizer, {
          body: { name: 'Bookworm Books', changes: { name: 'Harbor Tech' } },
        })
      ).status,
    ).toBe(409);
  });

  it('[C.event.items] retiring an item hides it and gives its stakes back (announced, ledger balanced); a stake on it is refused after', async () => {
    const { player, socket } = await playerStakingTwo(11);
    const refund = nextEvent<{ coins: number; balance: number }>(socket, 'coin_change');
    const retired = await callConsole(server, 'consoleRetireItem', organizer, {
      params: { item_id: 11 },
      body: { retired: true },
    });
    expect(retired).toMatchObject({ status: 200, body: { refunded_players: 1, item: { retired: true } } });
    expect(await refund).toEqual({ coins: 2, balance: 3 });
    const id = (await server.repository.findUserByEmail(player.email))!.id;
    expect(await server.repository.ledgerConsistent(id)).toBe(true);
    expect(
      (await server.call<RaffleItem[]>('GET', '/game/raffle/items', { session: player })).body.map(
        (item) => item.item_id as unknown,
      ),
    ).not.toContain('11');
    server.clock.now += 31 * 60_000;
    expect(
      (
        await server.call('POST', '/game/raffle/items', {
          session: player,
          body: { staked_items: [{ item_id: 11, coins: 1 }], total_coins: 2 },
        })
      ).status,
    ).toBe(422);
    server.clock.now = EVENT_TIMES.preGame;
    expect((await event()).touched.items).toContain(11);
    socket.close();
  });

  it('[C.event.partners] retires a partner only once its items are, and restores it', async () => {
    const active = await callConsole(server, 'consoleCreateItem', organizer, {
      body: { name: 'Bookmark', description: '', image_src: '', stock: 5, partner: 'Bookworm Books' },
    });
    const itemId = (active.body as { item: { item_id: number } }).item.item_id;
    const refused = await callConsole<{ message: string }>(server, 'consoleRetirePartner', organizer, {
      body: { name: 'Bookworm Books', retired: true },
    });
    expect(refused.status).toBe(409);
    // The refusal names the items still shown to players, as the console says beside its Retire.
    expect(refused.body.message).toMatch(/^Retire this partner's raffle items? first: .*Bookmark/);
    await callConsole(server, 'consoleRetireItem', organizer, {
      params: { item_id: itemId },
      body: { retired: true },
    });
    expect(
      (
        await callConsole(server, 'consoleRetirePartner', organizer, {
          body: { name: 'Bookworm Books', retired: true },
        })
      ).status,
    ).toBe(200);
    expect(
      await callConsole(server, 'consoleCreateItem', organizer, {
        body: { name: 'X', description: '', image_src: '', stock: 1, partner: 'Bookworm Books' },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { partner: [consoleMessages.content.partnerRetired] } },
    });
    expect(
      (
        await callConsole(server, 'consoleRetirePartner', organizer, {
          body: { name: 'Bookworm Books', retired: false },
        })
      ).status,
    ).toBe(200);
  });
});

describe('chests', () => {
  it('[C.event.chests] a new chest reaches players; once answered, only its texts may change; retired, it is gone', async () => {
    const player = await server.newPlayer();
    const created = await callConsole<{ chest: { chest_id: number } }>(
      server,
      'consoleCreateChest',
      organizer,
      { body: { group: QUESTIONS } },
    );
    const chestId = created.body.chest.chest_id;
    // The players' API sends ids as strings (decision 0040).
    const wireChestId = String(chestId);
    expect(
      (await server.call<Chest[]>('GET', '/game/chests', { session: player })).body.map(
        (chest) => chest.chest_id as unknown,
      ),
    ).toContain(wireChestId);
    expect(
      (
        await server.call('POST', '/game/chests/answer', {
          session: player,
          body: { chest_id: chestId, question: 0, choice: 'b' },
        })
      ).status,
    ).toBe(200);

    const otherAnswer = QUESTIONS.map((question) => ({
      ...question,
      answers: { ...question.answers, correct: 'b' },
    }));
    expect(
      await callConsole(server, 'consoleUpdateChest', organizer, {
        params: { chest_id: chestId },
        body: { group: otherAnswer },
      }),
    ).toMatchObject({
      status: 409,
      body: { message: consoleMessages.content.chestTouched },
    });
    const reworded = QUESTIONS.map((question) => ({
      ...question,
      question: `${question.question} Think twice.`,
    }));
    expect(
      (
        await callConsole(server, 'consoleUpdateChest', organizer, {
          params: { chest_id: chestId },
          body: { group: reworded },
        })
      ).status,
    ).toBe(200);
    const seen = (await server.call<Chest[]>('GET', '/game/chests', { session: player })).body.find(
      (chest) => (chest.chest_id as unknown) === wireChestId,
    );
    expect(seen?.group[0]?.question).toBe('Question 1? Think twice.');

    expect(
      (
        await callConsole(server, 'consoleRetireChest', organizer, {
          params: { chest_id: chestId },
          body: { retired: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (await server.call<Chest[]>('GET', '/game/chests', { session: player })).body.map(
        (chest) => chest.chest_id as unknown,
      ),
    ).not.toContain(wireChestId);
    expect(
      (
        await server.call('POST', '/game/chests/answer', {
          session: player,
          body: { chest_id: chestId, question: 0, choice: 'a' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('businesses and partner self-service', () => {
  it("[C.event.businesses][C.business.profile] creates a business with its own chest; its partner edits its profile and questions; players never see the console's fields", async () => {
    const chest = await callConsole<{ chest: { chest_id: number } }>(
      server,
      'consoleCreateChest',
      organizer,
      { body: { group: QUESTIONS } },
    );
    const created = await callConsole<{ business: ConsoleBusiness }>(
      server,
      'consoleCreateBusiness',
      organizer,
      {
        body: {
          name: 'Lantern Lab',
          logo: '',
          description: 'Lamps',
          video_title: 'Tour',
          video_url: 'https://vimeo.com/76979871',
          challenge_title: 'Design a lamp',
          challenge_description: 'Share a document',
          chest_id: chest.body.chest.chest_id,
          award_pool: 300,
        },
      },
    );
    expect(created.body.business).toMatchObject({
      business_id: 4,
      business: { video_url: 'https://player.vimeo.com/video/76979871' },
      award_pool: 300,
      winner_cap: 3,
      answers_count: 0,
      chest: { chest_id: chest.body.chest.chest_id },
    });
    const second = await callConsole(server, 'consoleCreateBusiness', organizer, {
      body: {
        name: 'Copycat',
        logo: '',
        description: '',
        video_title: '',
        video_url: '',
        challenge_title: 'C',
        challenge_description: '',
        chest_id: chest.body.chest.chest_id,
      },
    });
    expect(second).toMatchObject({
      status: 422,
      body: { errors: { chest_id: [consoleMessages.content.chestTaken] } },
    });

    const partner = await consoleAccount(server, 'Partner', { businessId: 4 });
    const profile = await callConsole<{ business: ConsoleBusiness }>(
      server,
      'consoleUpdateBusinessProfile',
      partner,
      {
        params: { business_id: 4 },
        body: {
          description: 'Lamps since 1920',
          challenge_title: 'Design a lighthouse lamp',
          attends_meeting: true,
        },
      },
    );
    expect(profile.body.business.business).toMatchObject({
      description: 'Lamps since 1920',
      attends_meeting: true,
      challenge_question: { title: 'Design a lighthouse lamp' },
    });
    const questions = QUESTIONS.map((question, index) => ({
      ...question,
      question: `Lantern question ${index + 1}?`,
    }));
    const withChest = await callConsole<{ business: ConsoleBusiness }>(
      server,
      'consoleUpdateBusinessChest',
      partner,
      { params: { business_id: 4 }, body: { group: questions } },
    );
    expect(withChest.body.business.chest?.group[0]?.question).toBe('Lantern question 1?');
    const reworded = questions.map((question, index) =>
      index === 1 ? { ...question, question: 'Which lamp lit the first lighthouse?' } : question,
    );
    await callConsole(server, 'consoleUpdateBusinessChest', partner, {
      params: { business_id: 4 },
      body: { group: reworded },
    });
    const chestEdits = (
      await callConsole<ConsoleAuditResponse>(server, 'consoleListAudit', organizer, {
        query: { target: 'business:4', action: 'businesses.chest' },
      })
    ).body.entries;
    expect(chestEdits[0]).toMatchObject({
      actor: { role: 'Partner' },
      before: { chest_questions: [{}, { question: 'Lantern question 2?' }, {}] },
      after: { chest_questions: [{}, { question: 'Which lamp lit the first lighthouse?' }, {}] },
    });
    expect(chestEdits[1]).toMatchObject({ after: { name: 'Lantern Lab', chest_questions: questions } });
    expect(
      (
        await callConsole(server, 'consoleUpdateBusinessProfile', partner, {
          params: { business_id: 1 },
          body: { description: 'Hijacked' },
        })
      ).status,
    ).toBe(403);

    server.clock.now = EVENT_TIMES.gameStart;
    const player = await server.newPlayer();
    const businesses = (await server.call<Business[]>('GET', '/business/info', { session: player })).body;
    const lantern = businesses.find((business) => business.name === 'Lantern Lab');
    expect(lantern?.description).toBe('Lamps since 1920');
    for (const field of ['award_pool', 'winner_cap', 'chest_id', 'attends_meeting', 'retired'])
      expect(JSON.stringify(businesses)).not.toContain(field);

    const organizerNow = await server.login(organizer.email);
    expect(
      (
        await callConsole(server, 'consoleRetireBusiness', organizerNow, {
          params: { business_id: 4 },
          body: { retired: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (await server.call<Business[]>('GET', '/business/info', { session: player })).body.map(
        (business) => business.name,
      ),
    ).not.toContain('Lantern Lab');
    server.clock.now = EVENT_TIMES.preGame;
  });
});

describe('import and export of the whole event file', () => {
  it('[C.event.file] exports the stored file, refuses a broken one with every problem by path, and imports a good one', async () => {
    const exported = (await callConsole<Record<string, unknown>>(server, 'consoleExportEvent', organizer))
      .body;
    expect(exported.name).toBeTruthy();
    const before = await databaseFingerprint(server);
    const broken = {
      ...exported,
      raffle_items: [{ item_id: 1, name: '', description: '', image_src: '', stock: 1, partner: 'Nobody' }],
    };
    const refused = await callConsole<{ errors: Record<string, string[]> }>(
      server,
      'consoleImportEvent',
      organizer,
      { body: broken },
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(
      expect.arrayContaining(['raffle_items[0].name', 'raffle_items[0].partner']),
    );
    expect(await databaseFingerprint(server)).toBe(before);

    const renamed = {
      ...exported,
      name: 'Autumn Event',
      players: [
        {
          email: 'roster.player@example.com',
          name: 'Roster Player',
          education: 'Grade 9',
          country: 'Canada',
        },
      ],
    };
    const imported = await callConsole(server, 'consoleImportEvent', organizer, { body: renamed });
    expect(imported).toMatchObject({
      status: 200,
      body: { summary: { name: 'Autumn Event', players_created: 1 } },
    });
    expect((await event()).event.name).toBe('Autumn Event');
    expect(
      (await callConsole<Record<string, unknown>>(server, 'consoleExportEvent', organizer)).body.players,
    ).toEqual(renamed.players);
    expect(await server.repository.findUserByEmail('roster.player@example.com')).toMatchObject({
      role: 'Player',
      coins: 3,
    });
  });

  it('an import that retires an item gives its stakes back and announces them on the players\' sockets', async () => {
    const exported = (await callConsole<ConsoleEventResponse>(server, 'consoleGetEvent', organizer)).body.event;
    const item = exported.raffle_items.find((entry) => entry.retired !== true)!;
    const { player, socket } = await playerStakingTwo(item.item_id);
    const refund = nextEvent<{ coins: number; balance: number }>(socket, 'coin_change');
    const document = (await callConsole<Record<string, unknown>>(server, 'consoleExportEvent', organizer)).body;
    const retiring = {
      ...document,
      raffle_items: exported.raffle_items.map((entry) =>
        entry.item_id === item.item_id ? { ...entry, retired: true } : entry,
      ),
    };
    expect((await callConsole(server, 'consoleImportEvent', organizer, { body: retiring })).status).toBe(200);
    expect(await refund).toEqual({ coins: 2, balance: 3 });
    const id = (await server.repository.findUserByEmail(player.email))!.id;
    expect(await server.repository.stakesOf(id)).toEqual({});
    expect(await server.repository.ledgerConsistent(id)).toBe(true);
    socket.close();
  });

  it('records every content change in the audit log with the state before and after', async () => {
    const audit = (
      await callConsole<ConsoleAuditResponse>(server, 'consoleListAudit', organizer, {
        query: { target: 'item:11' },
      })
    ).body;
    expect(audit.entries.map((entry) => entry.action)).toEqual([
      'items.retire',
      'items.update',
      'items.create',
    ]);
    expect(audit.entries[1]).toMatchObject({
      before: { name: 'Reading light' },
      after: { name: 'Book light' },
    });
  });
});
