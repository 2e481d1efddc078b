import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, type Session } from './support/test-server.js';

// Issue 27, item 4: an id past 2^31 - 1 (the largest PostgreSQL integer) reached the database and answered 500.
// Core's id and count schemas stop at the column's range, so the request is refused with a 422 naming the field.
const PAST_INT4 = '2147483648';

let server: TestServer;
let player: Session;
beforeAll(async () => {
  server = await TestServer.start();
  player = await server.newPlayer();
});
afterAll(() => server.close());

describe('ids and amounts past a PostgreSQL integer', () => {
  it.each([
    ['POST', '/game/chests/answer', { chest_id: PAST_INT4, question: 0, choice: 'a' }, 'chest_id'],
    ['POST', '/game/chests/answer', { chest_id: Number(PAST_INT4), question: 0, choice: 'a' }, 'chest_id'],
    ['POST', '/game/player/coins/chest', { chest_id: PAST_INT4, amount: 9 }, 'chest_id'],
    ['POST', '/game/player/coins/chest', { chest_id: '1', amount: Number(PAST_INT4) }, 'amount'],
    ['POST', '/game/raffle/items', { staked_items: [{ item_id: PAST_INT4, coins: 1 }], total_coins: 0 }, 'staked_items[0].item_id'],
    ['POST', '/game/raffle/items', { staked_items: [{ item_id: '1', coins: Number(PAST_INT4) }], total_coins: 0 }, 'staked_items[0].coins'],
  ] as const)('%s %s %j: 422 naming %s', async (method, path, body, field) => {
    const answer = await server.call<{ errors?: Record<string, string[]> }>(method, path, { session: player, body });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  });
});
