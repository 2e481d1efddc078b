import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsResponse } from '@dubloon-quest/core';
import { accountAt, clusterSettings, createClusterDatabase, missingServices, NodeProcess, registerPlayer, type ClusterDatabase } from './support/cluster.js';
import { callApi, type Session } from './support/test-server.js';

// The published results' cache (decision 0212) on two real server processes sharing PostgreSQL and Redis: each
// process builds the answer once per publication, and a publication made or withdrawn through one process is
// what the other answers from the next request on.
const skipped = await missingServices();
if (skipped) console.warn(`results cache cluster tests skipped: ${skipped}`);

let database: ClusterDatabase;
let nodeA: NodeProcess;
let nodeB: NodeProcess;

beforeAll(async () => {
  if (skipped) return;
  database = await createClusterDatabase();
  const settings = clusterSettings(database.url);
  [nodeA, nodeB] = await Promise.all([NodeProcess.start(settings), NodeProcess.start(settings)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
  await database?.dispose();
});

const results = async (baseUrl: string, session: Session) => {
  const answer = await callApi<ResultsResponse>(baseUrl, 'GET', '/game/results', { session });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

describe.skipIf(skipped !== null)('the published results on two processes', () => {
  it('[D0212.results-cache] are the same on both processes, withdrawn and published anew through either', async () => {
    const organizer = await accountAt(nodeA.baseUrl, database.repository, 'Organizer', 'Results Organizer');
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const staked = await callApi(nodeA.baseUrl, 'POST', '/game/raffle/items', { session: player, body: { staked_items: [{ item_id: 3, coins: 2 }], total_coins: 0 } });
    expect(staked.status, staked.text).toBe(200);
    const organizerCall = (baseUrl: string, path: string, body: unknown) => callApi<Record<string, unknown>>(baseUrl, 'POST', path, { session: organizer, body });
    const committed = await organizerCall(nodeA.baseUrl, '/console/raffle/commitment', {});
    expect(committed.status, committed.text).toBe(200);
    const drawn = await organizerCall(nodeA.baseUrl, '/console/raffle/draw', { secret: committed.body.secret, allow_open_raffle: true });
    expect(drawn.status, drawn.text).toBe(200);

    expect((await organizerCall(nodeA.baseUrl, '/console/results/publish', { published: true })).status).toBe(200);
    const onA = await results(nodeA.baseUrl, player);
    expect(onA.published_at).toBeDefined();
    expect(onA.raffle_winners.flatMap((item) => item.winners.map((winner) => winner.name))).toContain('Cluster Player');
    // Read twice on each process: the second from its cache.
    for (const baseUrl of [nodeA.baseUrl, nodeB.baseUrl, nodeB.baseUrl]) expect(await results(baseUrl, player)).toEqual(onA);

    // Held back through B: both processes answer the event's own results from the next request on.
    expect((await organizerCall(nodeB.baseUrl, '/console/results/publish', { published: false })).status).toBe(200);
    for (const baseUrl of [nodeA.baseUrl, nodeB.baseUrl]) expect((await results(baseUrl, player)).published_at).toBeUndefined();

    // Published anew through B: A answers the new publication, not the one it built before.
    expect((await organizerCall(nodeB.baseUrl, '/console/results/publish', { published: true })).status).toBe(200);
    const again = await results(nodeB.baseUrl, player);
    expect(again.published_at).toBeDefined();
    expect(again.published_at).not.toBe(onA.published_at);
    expect(await results(nodeA.baseUrl, player)).toEqual(again);
  });
});
