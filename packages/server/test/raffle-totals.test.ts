import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RAFFLE_TOTALS_EVENT,
  RAFFLE_TOTALS_MIN_INTERVAL_MS,
  type RaffleTotalsEvent,
} from '@dubloon-quest/core';
import { collect, registerSocket, TestServer, type Session } from './support/test-server.js';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await TestServer.start();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A player's registered socket, which hears the raffle totals from now on (with the time each arrived). */
async function watcher(): Promise<{ player: Session; received: { at: number; event: RaffleTotalsEvent }[] }> {
  const player = await server.newPlayer();
  const socket = await server.socket({ token: player.token });
  sockets.push(socket);
  expect(await registerSocket(socket, player.email)).toBe('success');
  const received: { at: number; event: RaffleTotalsEvent }[] = [];
  socket.on(RAFFLE_TOTALS_EVENT, (event: RaffleTotalsEvent) => received.push({ at: Date.now(), event }));
  return { player, received };
}

/** An item's total in an announcement. */
// Read off the socket as it travelled: ids are strings there.
const totalOf = (event: RaffleTotalsEvent, itemId: number) =>
  event.items.find((item) => String(item.item_id) === String(itemId))?.total_staked;

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await sleep(20);
  }
}

function stake(player: Session, itemId: number, coins: number) {
  return server.call('POST', '/game/raffle/items', {
    session: player,
    body: { staked_items: [{ item_id: itemId, coins }], total_coins: 3 - coins },
  });
}

describe('raffle_totals', () => {
  it("[D0027.raffle-totals] a stake by player A reaches player B's socket with every item's new total, and the raffle items say the same", async () => {
    const a = await server.newPlayer();
    const b = await watcher();
    const anonymous = await server.socket();
    sockets.push(anonymous);
    const atAnonymous = collect<RaffleTotalsEvent>(anonymous, RAFFLE_TOTALS_EVENT);
    const item = 3;
    expect((await stake(a, item, 2)).status).toBe(200);
    await waitFor(() => b.received.some(({ event }) => totalOf(event, item) === 2), 2000);
    const { event } = b.received.at(-1)!;
    const listed = (
      await server.call<{ item_id: number; total_staked: number }[]>('GET', '/game/raffle/items', {
        session: b.player,
      })
    ).body;
    expect(event.items).toEqual(listed.map(({ item_id, total_staked }) => ({ item_id, total_staked })));
    expect(event.items).toHaveLength(10);
    // A socket without a login hears nothing but the public schedule.
    expect(atAnonymous).toEqual([]);

    // Lowering the stake to zero is announced too.
    server.clock.now += 30 * 60_000;
    expect((await stake(a, item, 0)).status).toBe(200);
    await waitFor(() => b.received.some(({ event: later }) => totalOf(later, item) === 0), 3000);
  });

  it('[D0027.raffle-totals] a burst of stakes is announced at most once a second, the last announcement with every stake', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => server.newPlayer()));
    const b = await watcher();
    const item = 5;
    // A quiet second first, so the burst starts a fresh interval.
    await sleep(RAFFLE_TOTALS_MIN_INTERVAL_MS + 100);
    b.received.length = 0;
    const results = await Promise.all(players.map((player) => stake(player, item, 1)));
    expect(results.map((result) => result.status)).toEqual(players.map(() => 200));
    await waitFor(() => b.received.some(({ event }) => totalOf(event, item) === players.length), 3000);
    await sleep(RAFFLE_TOTALS_MIN_INTERVAL_MS + 200);
    // Eight commits, two announcements at most: the first at once, the rest together a second later.
    expect(b.received.length).toBeGreaterThanOrEqual(1);
    expect(b.received.length).toBeLessThanOrEqual(2);
    for (let index = 1; index < b.received.length; index += 1)
      expect(b.received[index]!.at - b.received[index - 1]!.at).toBeGreaterThanOrEqual(
        RAFFLE_TOTALS_MIN_INTERVAL_MS - 50,
      );
    expect(totalOf(b.received.at(-1)!.event, item)).toBe(players.length);
  });
});
