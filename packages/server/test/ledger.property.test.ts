import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_PLAYER_FREE_COINS, scoreChest } from '@dubloon-quest/core/internal';
import { callConsole, consoleAccount, type ConsoleSession } from './support/console.js';
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

/** Checks one player's ledger after the operations: the invariant, and the balance and stakes their chests explain. */
async function assertLedger(session: Session, userId: number): Promise<void> {
  expect(await server.repository.ledgerConsistent(userId)).toBe(true);
  const balance = (await server.call<{ coins: number }>('GET', '/game/player/coins/total', { session })).body.coins;
  const items = (await server.call<{ coins: number }[]>('GET', '/game/raffle/items', { session })).body;
  const staked = items.reduce((sum, item) => sum + item.coins, 0);
  const chests = await server.repository.chestsSubmitted(userId);
  const attempts = await server.repository.chestAttempts(userId);
  for (const [chestId, coins] of Object.entries(chests)) {
    const score = scoreChest(CORRECT[Number(chestId)]!, attempts.get(Number(chestId)) ?? []);
    expect(score.completed).toBe(true);
    expect(coins).toBe(score.coins);
  }
  const earned = NEW_PLAYER_FREE_COINS + Object.values(chests).reduce((sum, coins) => sum + coins, 0);
  expect(balance).toBeGreaterThanOrEqual(0);
  expect(balance + staked).toBe(earned);
}

describe('the ledger under random concurrent stakes and chest submissions', () => {
  // One to three players at once: each round sends every player's operations together, so that stakes and
  // payouts of several players are committed in one transaction (group commit) as well as one player's racing.
  it('never over-allocates: balance = sum of ledger rows, stakes = coins earned - balance, chests paid what the answers earned', async () => {
    let runs = 0;
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.array(operation, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
        async (playersBatches) => {
          runs += 1;
          server.clock.now = EVENT_TIMES.preGame;
          const sessions = await Promise.all(playersBatches.map(() => server.newPlayer()));
          const rounds = Math.max(...playersBatches.map((batches) => batches.length));
          for (let round = 0; round < rounds; round += 1) {
            const sent = playersBatches.flatMap((batches, player) => (batches[round] ?? []).map((op) => run(sessions[player]!, op)));
            const statuses = (await Promise.all(sent)).flat();
            requests += statuses.length;
            for (const status of statuses) expect([200, 404, 409, 422, 429]).toContain(status);
            // The next round comes after the raffle cooldown, still within the pre-game.
            server.clock.now += 31 * 60 * 1000;
          }
          for (const session of sessions) await assertLedger(session, (await server.repository.findUserByEmail(session.email))!.id);
        },
      ),
      { numRuns: 20 },
    );
    console.info(`ledger property: ${runs} runs, ${requests} requests`);
  }, 120_000);
});

// Stakes from many players mixed with an organizer's retires and restores of the same items, sent at once:
// whatever the order the server runs them in, coins are never created or lost, no stake exceeds what its
// player has, and no stake is left on a retired item.

const PLAYERS = 5;
const FUNDS = 20;
const ITEMS = [1, 2, 3];

const playerStakeOp = fc.record({
  kind: fc.constant('stake' as const),
  player: fc.integer({ min: 0, max: PLAYERS - 1 }),
  items: fc.array(fc.record({ item_id: fc.constantFrom(...ITEMS), coins: fc.integer({ min: 0, max: 12 }) }), { minLength: 1, maxLength: 2 }),
});
const retireOp = fc.record({ kind: fc.constant('retire' as const), item: fc.constantFrom(...ITEMS), retired: fc.boolean() });
const raffleOperation = fc.oneof({ arbitrary: playerStakeOp, weight: 4 }, { arbitrary: retireOp, weight: 1 });
type RaffleOperation = typeof raffleOperation extends fc.Arbitrary<infer T> ? T : never;

interface Player extends Session {
  userId: number;
}

let organizer: ConsoleSession;
let players: Player[];

/** A player account funded by the organizer (a ledger row like any other). */
async function fundedPlayer(): Promise<Player> {
  const session = await server.newAccount('Player');
  const userId = (await server.repository.findUserByEmail(session.email))!.id;
  const funded = await callConsole(server, 'consoleAdjustCoins', organizer, { params: { user_id: userId }, body: { delta: FUNDS, reason: 'property test' } });
  expect(funded.status, funded.text).toBe(200);
  return { ...session, userId };
}

/** Logs the organizer and every player in again at the server's current time. */
async function renewSessions(): Promise<void> {
  organizer = { ...(await server.login(organizer.email)), userId: organizer.userId };
  players = await Promise.all(players.map(async (player) => ({ ...(await server.login(player.email)), userId: player.userId })));
}

function runRaffle(op: RaffleOperation): Promise<number> {
  if (op.kind === 'stake')
    return server.call('POST', '/game/raffle/items', { session: players[op.player]!, body: { staked_items: op.items, total_coins: 0 } }).then((answer) => answer.status);
  return callConsole(server, 'consoleRetireItem', organizer, { params: { item_id: op.item }, body: { retired: op.retired } }).then((answer) => answer.status);
}

/** The items the stored event retires. */
async function retiredItems(): Promise<Set<number>> {
  const { rows } = await server.repository.db.query('SELECT content FROM organizer_event WHERE id = 1');
  if (!rows[0]) return new Set();
  const event = JSON.parse(String(rows[0].content)) as { raffle_items: { item_id: number; retired?: boolean }[] };
  return new Set(event.raffle_items.filter((item) => item.retired === true).map((item) => item.item_id));
}

describe('stakes mixed with retires and restores of their items', () => {
  it('never create or lose coins, never stake more than a balance, never leave a stake on a retired item', async () => {
    server.clock.now = EVENT_TIMES.preGame;
    organizer = await consoleAccount(server, 'Organizer');
    players = await Promise.all(Array.from({ length: PLAYERS }, () => fundedPlayer()));
    let runs = 0;
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(raffleOperation, { minLength: 2, maxLength: 10 }), { minLength: 1, maxLength: 3 }), async (batches) => {
        runs += 1;
        // Each batch moves the clock 31 minutes, up to 30 batches over the runs: past the 12-hour access token
        // of a login made at the start. Every run logs everyone in again, as a player coming back would.
        await renewSessions();
        const ids = players.map((player) => player.userId);
        for (const batch of batches) {
          const statuses = await Promise.all(batch.map((op) => runRaffle(op)));
          requests += statuses.length;
          for (const status of statuses) expect([200, 422, 429]).toContain(status);
          const retired = await retiredItems();
          const { rows: stranded } = await server.repository.db.query('SELECT item_id FROM stakes WHERE coins > 0 AND item_id = ANY($1::int[])', [`{${[...retired].join(',')}}`]);
          expect(stranded).toEqual([]);
          for (const userId of ids) expect(await server.repository.ledgerConsistent(userId)).toBe(true);
          // Each player still has exactly what the organizer gave: unstaked plus staked.
          const { rows } = await server.repository.db.query(
            'SELECT u.coins, COALESCE((SELECT sum(coins) FROM stakes s WHERE s.user_id = u.id), 0) AS staked FROM users u WHERE u.id = ANY($1::bigint[]) ORDER BY u.id',
            [`{${ids.join(',')}}`],
          );
          expect(rows.map((row) => Number(row.coins) + Number(row.staked))).toEqual(ids.map(() => FUNDS));
          expect(rows.every((row) => Number(row.coins) >= 0)).toBe(true);
          // The next batch comes after the raffle cooldown (at most 30 batches: still within the pre-game).
          server.clock.now += 31 * 60 * 1000;
          expect(server.clock.now).toBeLessThan(EVENT_TIMES.gameStart);
        }
      }),
      { numRuns: 10 },
    );
    console.info(`stake/retire property: ${runs} runs, ${requests} requests`);
  }, 120_000);
});
