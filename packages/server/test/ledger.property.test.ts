import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_PLAYER_FREE_COINS, scoreChest } from '@dubloon-quest/core';
import { EVENT_TIMES, TestServer, type Session } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await TestServer.start();
});
afterAll(() => server.close());

const CORRECT: Record<number, string[]> = {
  1: ['b', 'a', 'c'],
  2: ['a', 'b', 'b'],
  3: ['a', 'c', 'b'],
  4: ['a', 'b', 'b'],
};

const stakeOp = fc.record({
  kind: fc.constant('stake' as const),
  items: fc.array(
    fc.record({ item_id: fc.integer({ min: 1, max: 11 }), coins: fc.integer({ min: 0, max: 6 }) }),
    { minLength: 1, maxLength: 3 },
  ),
});
const answerOp = fc.record({
  kind: fc.constant('answer' as const),
  chest: fc.integer({ min: 1, max: 4 }),
  question: fc.integer({ min: 0, max: 2 }),
  choice: fc.constantFrom('a', 'b', 'c', 'd'),
});
/** Answers a whole chest right, so that payouts happen often. */
const solveOp = fc.record({ kind: fc.constant('solve' as const), chest: fc.integer({ min: 1, max: 4 }) });
const payOp = fc.record({
  kind: fc.constant('pay' as const),
  chest: fc.integer({ min: 1, max: 4 }),
  amount: fc.integer({ min: 0, max: 9 }),
});
const operation = fc.oneof(stakeOp, answerOp, solveOp, payOp);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function run(session: Session, op: Operation): Promise<number[]> {
  const post = (path: string, body: unknown) =>
    server.call('POST', path, { session, body }).then((response) => response.status);
  switch (op.kind) {
    case 'stake':
      return [await post('/game/raffle/items', { staked_items: op.items, total_coins: 0 })];
    case 'answer':
      return [
        await post('/game/chests/answer', { chest_id: op.chest, question: op.question, choice: op.choice }),
      ];
    case 'solve': {
      const statuses = [];
      for (const [question, choice] of CORRECT[op.chest]!.entries())
        statuses.push(await post('/game/chests/answer', { chest_id: op.chest, question, choice }));
      return statuses;
    }
    case 'pay':
      return [await post('/game/player/coins/chest', { chest_id: op.chest, amount: op.amount })];
  }
}

describe('the ledger under random concurrent stakes and chest submissions', () => {
  it('never over-allocates: balance = sum of ledger rows, stakes = coins earned - balance, chests paid what the answers earned', async () => {
    let runs = 0;
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(operation, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          runs += 1;
          server.clock.now = EVENT_TIMES.preGame;
          const session = await server.newPlayer();
          const user = (await server.repository.findUserByEmail(session.email))!;
          for (const batch of batches) {
            const statuses = (await Promise.all(batch.map((op) => run(session, op)))).flat();
            requests += statuses.length;
            for (const status of statuses) expect([200, 404, 409, 422, 429]).toContain(status);
            // The next batch comes after the raffle cooldown, still within the pre-game.
            server.clock.now += 31 * 60 * 1000;
          }
          expect(await server.repository.ledgerConsistent(user.id)).toBe(true);
          const balance = (
            await server.call<{ coins: number }>('GET', '/game/player/coins/total', { session })
          ).body.coins;
          const items = (await server.call<{ coins: number }[]>('GET', '/game/raffle/items', { session }))
            .body;
          const staked = items.reduce((sum, item) => sum + item.coins, 0);
          const chests = await server.repository.chestsSubmitted(user.id);
          const attempts = await server.repository.chestAttempts(user.id);
          for (const [chestId, coins] of Object.entries(chests)) {
            const score = scoreChest(CORRECT[Number(chestId)]!, attempts.get(Number(chestId)) ?? []);
            expect(score.completed).toBe(true);
            expect(coins).toBe(score.coins);
          }
          const earned = NEW_PLAYER_FREE_COINS + Object.values(chests).reduce((sum, coins) => sum + coins, 0);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance + staked).toBe(earned);
        },
      ),
      { numRuns: 20 },
    );
    console.info(`ledger property: ${runs} runs, ${requests} requests`);
  });
});
