import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsResponse } from '@dubloon-quest/core';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
import { EVENT_TIMES, TestServer, type Session } from './support/test-server.js';

// The published results are built once per publication (decision 0212). A build reads the newest draw; the
// wrapper counts those reads.
const BUILD_READ = 'SELECT * FROM draws ORDER BY id DESC LIMIT 1';
let builds = 0;
/** Reads of the publication's key (ConsoleStateRepository.publishedResultsKey). */
let keyReads = 0;

let server: TestServer;
let organizer: ConsoleSession;
const players: Session[] = [];

beforeAll(async () => {
  server = await TestServer.start({
    wrapDb: (db) => ({
      ...db,
      query(sql, params) {
        if (sql === BUILD_READ) builds += 1;
        if (sql.includes("s.results_state = 'published'")) keyReads += 1;
        return db.query(sql, params);
      },
    }),
  });
  organizer = await consoleAccount(server, 'Organizer');
  for (const coins of [1, 2, 3]) {
    const player = await server.newPlayer();
    const staked = await server.call('POST', '/game/raffle/items', {
      session: player,
      body: { staked_items: [{ item_id: 3, coins }], total_coins: 0 },
    });
    expect(staked.status).toBe(200);
  }
  const committed = await callConsole<{ secret: string }>(server, 'consoleCommitDraw', organizer, { body: {} });
  server.clock.now = EVENT_TIMES.winnersAnnounced;
  organizer = { ...organizer, ...(await server.login(organizer.email)) };
  const drawn = await callConsole(server, 'consoleRunDraw', organizer, { body: { secret: committed.body.secret } });
  expect(drawn.status, drawn.text).toBe(200);
  for (let index = 0; index < 3; index += 1) players.push(await server.newPlayer());
});
afterAll(() => server.close());

/** Every player's results page at once: the answers' texts. */
async function everyoneReads(): Promise<string[]> {
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, index) => server.call<ResultsResponse>('GET', '/game/results', { session: players[index % players.length]! })),
  );
  for (const answer of answers) expect(answer.status, answer.text).toBe(200);
  return answers.map((answer) => answer.text);
}

async function publish(published: boolean): Promise<void> {
  const answer = await callConsole(server, 'consolePublishResults', organizer, { body: { published } });
  expect(answer.status, answer.text).toBe(200);
}

describe('the published results', () => {
  it('[D0212.results-cache] are built once per publication, the same for everyone, and again when published anew', async () => {
    await publish(true);
    const before = builds;
    const first = await everyoneReads();
    expect(builds - before).toBe(1);
    expect(new Set(first).size).toBe(1);
    const results = JSON.parse(first[0]!) as ResultsResponse;
    expect(results.raffle_winners.length).toBeGreaterThan(0);
    expect(results.published_at).toBe(new Date(EVENT_TIMES.winnersAnnounced).toISOString());

    // Held back, players see the event's own results again (read each time, not cached).
    await publish(false);
    const held = JSON.parse((await everyoneReads())[0]!) as ResultsResponse;
    expect(held.published_at).toBeUndefined();

    // Published anew later: a new publication, built once more, with its own moment.
    server.clock.now += 60_000;
    await publish(true);
    const again = builds;
    const second = await everyoneReads();
    expect(builds - again).toBe(1);
    expect(new Set(second).size).toBe(1);
    const republished = JSON.parse(second[0]!) as ResultsResponse;
    expect(republished.published_at).toBe(new Date(EVENT_TIMES.winnersAnnounced + 60_000).toISOString());
    expect(republished.raffle_winners).toEqual(results.raffle_winners);
  });

  it('on the embedded database, pages read one after another share one read of the key until something is written', async () => {
    await publish(true);
    await everyoneReads();
    const before = keyReads;
    for (let index = 0; index < 20; index += 1) {
      const answer = await server.call<ResultsResponse>('GET', '/game/results', { session: players[index % players.length]! });
      expect(answer.body.published_at).toBeDefined();
    }
    expect(keyReads - before).toBe(0);
    // Held back: a write, so the next page reads the key again and shows the event's own results.
    await publish(false);
    const held = await server.call<ResultsResponse>('GET', '/game/results', { session: players[0]! });
    expect(held.body.published_at).toBeUndefined();
    expect(keyReads - before).toBe(1);
  });
});
