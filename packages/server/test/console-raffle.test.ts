import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_PUBLISHED_EVENT, type ResultsPublishedEvent, type ResultsResponse } from '@dubloon-quest/core';
import {
  consoleMessages,
  type ConsoleAuditResponse,
  type ConsoleDraw,
  type ConsoleEventResponse,
  type ConsoleItemStakesResponse,
  type ConsoleRaffleResponse,
  type ConsoleResultsResponse,
} from '@dubloon-quest/core/console';
import { type DrawRecord } from '@dubloon-quest/core/draw';
import { commitmentOf, verifyDrawRecordText } from '@dubloon-quest/core/draw';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { EVENT_TIMES, nextEvent, TestServer, type Session } from './support/test-server.js';

let server: TestServer;
let organizer: ConsoleSession;
const players: Session[] = [];
let secret = '';
let bannedId = 0;

beforeAll(async () => {
  server = await TestServer.start();
  organizer = await consoleAccount(server, 'Organizer');
  for (const coins of [1, 2, 3]) {
    const player = await server.newPlayer();
    expect(
      (
        await server.call('POST', '/game/raffle/items', {
          session: player,
          body: { staked_items: [{ item_id: 3, coins }], total_coins: 0 },
        })
      ).status,
    ).toBe(200);
    players.push(player);
  }
});
afterAll(() => server.close());

describe('the raffle in the console', () => {
  it('[C.raffle.stakes][D0071.chance] shows the stakes, players and odds of each item', async () => {
    const raffle = (await callConsole<ConsoleRaffleResponse>(server, 'consoleGetRaffle', organizer)).body;
    expect(raffle.items.find((item) => item.item_id === 3)).toMatchObject({
      stock: 1,
      players: 3,
      coins_staked: 6,
    });
    expect(raffle).toMatchObject({ commitment: null, draw: null, results_state: 'auto' });
    const stakes = (
      await callConsole<ConsoleItemStakesResponse>(server, 'consoleGetItemStakes', organizer, {
        params: { item_id: 3 },
      })
    ).body;
    expect(stakes.total_staked).toBe(6);
    expect(stakes.stakes.map((stake) => stake.coins).sort()).toEqual([1, 2, 3]);
    // One prize: each chance is the share of the coins.
    for (const stake of stakes.stakes) expect(stake.chance).toBeCloseTo(stake.coins / 6, 10);
    expect(
      (await callConsole(server, 'consoleGetItemStakes', organizer, { params: { item_id: 99 } })).status,
    ).toBe(404);
  });

  it('[D0074.banned-draw] shows a banned player on an item as banned with no chance, the others\' chances without them', async () => {
    const player = await server.newPlayer();
    expect(
      (
        await server.call('POST', '/game/raffle/items', {
          session: player,
          body: { staked_items: [{ item_id: 3, coins: 3 }], total_coins: 0 },
        })
      ).status,
    ).toBe(200);
    bannedId = (await server.repository.findUserByEmail(player.email))!.id;
    expect(
      (
        await callConsole(server, 'consoleBanPlayer', organizer, {
          params: { user_id: bannedId },
          body: { until: new Date(EVENT_TIMES.winnersAnnounced + 86_400_000).toISOString(), reason: 'cheating' },
        })
      ).status,
    ).toBe(200);
    const stakes = (
      await callConsole<ConsoleItemStakesResponse>(server, 'consoleGetItemStakes', organizer, {
        params: { item_id: 3 },
      })
    ).body;
    expect(stakes.stakes.find((stake) => stake.user_id === bannedId)).toMatchObject({ banned: true, chance: 0 });
    for (const stake of stakes.stakes.filter((entry) => !entry.banned)) expect(stake.chance).toBeCloseTo(stake.coins / 6, 10);
  });

  it('[C.raffle.commit] commits to a secret it shows once and never stores or logs', async () => {
    const committed = await callConsole<{ commitment: string; secret: string }>(
      server,
      'consoleCommitDraw',
      organizer,
      { body: {} },
    );
    expect(committed.status).toBe(200);
    secret = committed.body.secret;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(committed.body.commitment).toBe(commitmentOf(secret));
    expect((await callConsole(server, 'consoleCommitDraw', organizer, { body: {} })).status).toBe(409);
    const audit = await callConsole<ConsoleAuditResponse>(server, 'consoleListAudit', organizer, {
      query: { action: 'raffle.' },
    });
    expect(audit.body.entries[0]).toMatchObject({
      action: 'raffle.commit',
      after: { commitment: committed.body.commitment },
    });
    expect(audit.text).not.toContain(secret);
    const { rows } = await server.repository.db.query('SELECT * FROM draw_commitments');
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it("[C.raffle.draw][D0070.fair-draw] draws with the organizer tool's provable draw once the raffle closed, holding the results until published", async () => {
    expect(await callConsole(server, 'consoleRunDraw', organizer, { body: { secret } })).toMatchObject({
      status: 409,
      body: { message: consoleMessages.raffle.raffleOpen('2026-04-25T14:00:00.000Z') },
    });
    expect(
      (await callConsole(server, 'consoleRunDraw', organizer, { body: { secret: 'a'.repeat(64) } })).status,
    ).toBe(422);
    server.clock.now = EVENT_TIMES.winnersAnnounced;
    const organizerNow = await server.login(organizer.email);
    const drawn = await callConsole<{
      draw: ConsoleDraw;
      already_drawn: boolean;
    }>(server, 'consoleRunDraw', organizerNow, { body: { secret } });
    expect(drawn.status, drawn.text).toBe(200);
    expect(drawn.body.already_drawn).toBe(false);
    expect(drawn.body.draw.winners.filter((winner) => winner.item_id === 3)).toHaveLength(1);
    expect(players.map((player) => player.email)).toContain(
      drawn.body.draw.winners.find((winner) => winner.item_id === 3)?.email,
    );
    expect(verifyDrawRecordText(drawn.body.draw.record).ok).toBe(true);
    // The banned player is left out of the draw and listed so in the record (and by name in the console).
    const record = JSON.parse(drawn.body.draw.record) as DrawRecord;
    expect(record.snapshot.excluded).toEqual([{ player_id: String(bannedId), reason: 'banned' }]);
    expect(record.snapshot.items.flatMap((item) => item.stakes.map((stake) => stake.player_id))).not.toContain(
      String(bannedId),
    );
    expect(drawn.body.draw.excluded).toMatchObject([{ player_id: String(bannedId), reason: 'banned' }]);
    expect(drawn.body.draw.excluded[0]?.name).toMatch(/\S/);
    const again = await callConsole<{ already_drawn: boolean; draw: { record: string } }>(
      server,
      'consoleRunDraw',
      organizerNow,
      { body: { secret } },
    );
    expect(again.body).toMatchObject({ already_drawn: true, draw: { record: drawn.body.draw.record } });

    const player = await server.login(players[0]!.email);
    const held = (await server.call<ResultsResponse>('GET', '/game/results', { session: player })).body;
    const preview = (await callConsole<ConsoleResultsResponse>(server, 'consoleGetResults', organizerNow))
      .body;
    expect(preview.state).toBe('held');
    expect(preview.preview.raffle_winners).toHaveLength(1);
    expect(held).not.toEqual(preview.preview);
    // A player's open page hears the publication at once (it then fetches the results again).
    const socket = await server.socket({ token: player.token });
    const told = nextEvent<ResultsPublishedEvent>(socket, RESULTS_PUBLISHED_EVENT, 1_000);
    const published = await callConsole<ConsoleResultsResponse>(server, 'consolePublishResults', organizerNow, {
      body: { published: true },
    });
    expect(published.status).toBe(200);
    expect(await told).toEqual({ published_at: published.body.published_at });
    socket.close();
    const shown = (await server.call<ResultsResponse>('GET', '/game/results', { session: player })).body;
    expect(shown.raffle_winners).toEqual(preview.preview.raffle_winners);
    // Published on the console, so a player's page in the review may open them (decision 0116); held, not.
    expect(shown.published_at).toBe(published.body.published_at);
    expect(held.published_at ?? null).toBeNull();
    expect(JSON.stringify(shown)).not.toContain('@');
    // Each prize is named (the results page shows the name beside its winners): the event's item of that
    // partner and picture, with its French name beside where the organizers wrote one (decision 0164).
    const { event } = (await callConsole<ConsoleEventResponse>(server, 'consoleGetEvent', organizerNow)).body;
    expect(shown.raffle_winners.length).toBeGreaterThan(0);
    for (const entry of shown.raffle_winners) {
      const item = event.raffle_items.find(
        (candidate) => candidate.partner === entry.partner_name && candidate.image_src === entry.image_src,
      );
      expect(entry.item_name).toBe(item?.name);
      expect(entry.item_name).toMatch(/\S/);
      expect(entry.item_name_fr).toBe(item?.name_fr);
      expect(entry.item_name_fr).toMatch(/\S/);
    }
    expect(
      (await callConsole<{ draw: unknown }>(server, 'consoleGetDraw', organizerNow)).body.draw,
    ).toMatchObject({ commitment: commitmentOf(secret) });
    server.clock.now = EVENT_TIMES.preGame;
  });
});
