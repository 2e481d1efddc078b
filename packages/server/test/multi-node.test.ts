import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAFFLE_TOTALS_EVENT, REALTIME_EVENTS, SOCKET_TIMEOUT_MS, type CoinChangeEvent, type RaffleSilverEvent } from '@dubloon-quest/core';
import { scoreChest, SOCKET_CONNECT_ATTEMPTS, SOCKET_RETRY_DELAY_MS } from '@dubloon-quest/core/internal';
import type { Role } from '../src/db/repository.js';
import { accountAt, chestAnswers, clusterSettings, createClusterDatabase, missingServices, NodeProcess, registerPlayer, solveChest, type ClusterDatabase } from './support/cluster.js';
import { TcpProxy } from './support/tcp-proxy.js';
import { callApi, connectSocketTo, nextEvent, registerSocket, type Response, type Session } from './support/test-server.js';

// Two real server processes sharing one fresh PostgreSQL database and one Redis (its own key prefix).
const skipped = await missingServices();
if (skipped) console.warn(`multi-node tests skipped: ${skipped}`);

let database: ClusterDatabase;
let nodeA: NodeProcess;
let nodeB: NodeProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  if (skipped) return;
  database = await createClusterDatabase();
  const settings = clusterSettings(database.url);
  // Both start together: the migrations' advisory lock makes one of them apply the schema.
  [nodeA, nodeB] = await Promise.all([NodeProcess.start(settings), NodeProcess.start(settings)]);
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([nodeA?.stop(), nodeB?.stop()]);
  await database?.dispose();
});

/** `raffle_totals` as a socket receives it: ids are JSON strings on the wire (decision 0040). */
type WireRaffleTotals = { items: { item_id: string; total_staked: number }[] };

/** The first `raffle_totals` a socket receives that `matches`, within 5 s. */
function nextMatching(socket: Socket, matches: (event: WireRaffleTotals) => boolean): Promise<WireRaffleTotals> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching ${RAFFLE_TOTALS_EVENT} within 5000 ms`)), 5_000);
    const listener = (event: WireRaffleTotals) => {
      if (!matches(event)) return;
      clearTimeout(timer);
      socket.off(RAFFLE_TOTALS_EVENT, listener);
      resolve(event);
    };
    socket.on(RAFFLE_TOTALS_EVENT, listener);
  });
}

/** A socket on a node, registered for the player, with the first (authoritative) coin_change it received. */
async function registeredSocket(baseUrl: string, player: Session): Promise<{ socket: Socket; balance: number | undefined }> {
  const socket = await connectSocketTo(baseUrl, { token: player.token });
  sockets.push(socket);
  const first = nextEvent<CoinChangeEvent>(socket, REALTIME_EVENTS.coinChange, 5_000);
  expect(await registerSocket(socket, player.email)).toBe('success');
  return { socket, balance: (await first).balance };
}

async function coinsOf(baseUrl: string, player: Session): Promise<number> {
  const total = await callApi<{ coins: number }>(baseUrl, 'GET', '/game/player/coins/total', { session: player });
  expect(total.status).toBe(200);
  return total.body.coins;
}

/** The stake/retire race: players a round, their stakes' spacing, the retire's delay, the stake, an item per round. */
const RACE_PLAYERS = 20;
const STAKE_GAP_MS = 4;
const RETIRE_AFTER_MS = 30;
const STAKE = 10;
/** One round per item: each round retires another item of the demo event, with players who never staked. */
const ROUND_ITEMS = [9, 8, 7, 6];

/** The organizer who retires the race's items. */
let organizer: Session | undefined;

/** A verified account made straight in the database, logged in through node A. */
const account = (role: Role) => accountAt(nodeA.baseUrl, database.repository, role, `Race ${role}`);

/** A player with `STAKE + 3` coins, given by the organizer through the console (a ledger row like any other). */
async function fundedPlayer(): Promise<Session & { userId: number }> {
  const player = await account('Player');
  const adjusted = await callApi(nodeB.baseUrl, 'POST', `/console/players/${player.userId}/coins`, { session: organizer!, body: { delta: STAKE + 3, reason: 'race test' } });
  expect(adjusted.status, adjusted.text).toBe(200);
  return player;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RoundOutcome {
  stakeStatuses: number[];
  retire: Response;
  /** Players with a stake on the item before the round (earlier tests'): the retire gives theirs back too. */
  stakersBefore: number;
  stranded: number;
}

/** One round: the stakes 4 ms apart on alternating nodes, the retire 30 ms after the first. */
async function raceRound(itemId: number, players: readonly (Session & { userId: number })[]): Promise<RoundOutcome> {
  const stakersBefore = await stakersOn(itemId);
  const stakes = players.map(async (player, index) => {
    await pause(index * STAKE_GAP_MS);
    const node = index % 2 === 0 ? nodeA : nodeB;
    return callApi(node.baseUrl, 'POST', '/game/raffle/items', { session: player, body: { staked_items: [{ item_id: itemId, coins: STAKE }], total_coins: 3 } });
  });
  const retire = (async () => {
    await pause(RETIRE_AFTER_MS);
    return callApi(nodeB.baseUrl, 'POST', `/console/items/${itemId}/retire`, { session: organizer!, body: { retired: true } });
  })();
  const [answers, retired] = await Promise.all([Promise.all(stakes), retire]);
  return { stakeStatuses: answers.map((answer) => answer.status), retire: retired, stakersBefore, stranded: await stakersOn(itemId) };
}

/** How many players have a stake on an item. */
async function stakersOn(itemId: number): Promise<number> {
  const [row] = await database.query<{ n: string }>('SELECT count(*) AS n FROM stakes WHERE item_id = $1 AND coins > 0', [itemId]);
  return Number(row!.n);
}

describe.skipIf(skipped !== null)('two server processes on one PostgreSQL and one Redis', () => {
  it('applied the schema once although both nodes migrated at the same start', async () => {
    const rows = await database.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual([...new Set(rows.map((row) => row.version))]);
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it("hashes a registering player's password with argon2id at the production costs (the suites' cheaper costs stay in their own workers)", async () => {
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const [account] = await database.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [player.email]);
    expect(account?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('a chest paid through node A produces coin_change on the player socket connected to node B', async () => {
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const { socket } = await registeredSocket(nodeB.baseUrl, player);
    await solveChest(nodeA.baseUrl, player, 1);
    const change = nextEvent<CoinChangeEvent>(socket, REALTIME_EVENTS.coinChange, 5_000);
    const paid = await callApi(nodeA.baseUrl, 'POST', '/game/player/coins/chest', { session: player, body: { chest_id: 1, amount: 9 } });
    expect(paid.status).toBe(200);
    expect(await change).toEqual({ coins: 9, balance: 12 });
  });

  it('a stake through node A produces raffle_gold_silver on sockets of both nodes', async () => {
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const watcherA = await connectSocketTo(nodeA.baseUrl, { token: player.token });
    const watcherB = await connectSocketTo(nodeB.baseUrl, { token: player.token });
    sockets.push(watcherA, watcherB);
    // An item nobody else stakes on in this file, so its silver flag turns off with this stake.
    const itemId = 10;
    const onA = nextEvent<RaffleSilverEvent>(watcherA, REALTIME_EVENTS.raffleSilver, 5_000);
    const onB = nextEvent<RaffleSilverEvent>(watcherB, REALTIME_EVENTS.raffleSilver, 5_000);
    const staked = await callApi(nodeA.baseUrl, 'POST', '/game/raffle/items', { session: player, body: { staked_items: [{ item_id: itemId, coins: 2 }], total_coins: 1 } });
    expect(staked).toMatchObject({ status: 200, body: { total_coins: 1 } });
    expect(await onA).toEqual([{ item_id: String(itemId), silver: false }]);
    expect(await onB).toEqual([{ item_id: String(itemId), silver: false }]);
  });

  it('a stake through node A produces raffle_totals with the new total on sockets of both nodes', async () => {
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const watcherA = await connectSocketTo(nodeA.baseUrl, { token: player.token });
    const watcherB = await connectSocketTo(nodeB.baseUrl, { token: player.token });
    sockets.push(watcherA, watcherB);
    // Item 8: nobody else stakes on it before this test. An earlier stake's announcement may still arrive
    // first, so each waits for the one carrying this stake.
    const itemId = 8;
    const carriesStake = (event: WireRaffleTotals) => event.items.some((item) => item.item_id === String(itemId) && item.total_staked === 3);
    const onA = nextMatching(watcherA, carriesStake);
    const onB = nextMatching(watcherB, carriesStake);
    const staked = await callApi(nodeA.baseUrl, 'POST', '/game/raffle/items', { session: player, body: { staked_items: [{ item_id: itemId, coins: 3 }], total_coins: 0 } });
    expect(staked).toMatchObject({ status: 200, body: { total_coins: 0 } });
    expect((await onA).items).toHaveLength(10);
    expect((await onB).items).toEqual((await onA).items);
  });

  it('100 concurrent stake submissions for one player split across both nodes never allocate more than the player has', async () => {
    const player = await registerPlayer(nodeB.baseUrl, database.repository);
    for (const chestId of [1, 2]) {
      await solveChest(nodeA.baseUrl, player, chestId);
      expect((await callApi(nodeB.baseUrl, 'POST', '/game/player/coins/chest', { session: player, body: { chest_id: chestId, amount: 9 } })).status).toBe(200);
    }
    const earned = 3 + 9 + 9;
    // Amounts from 1 to 30 coins on items 1 to 9: many would over-allocate if they were not serialized.
    const submissions = Array.from({ length: 100 }, (_, index) => {
      const node = index % 2 === 0 ? nodeA : nodeB;
      const coins = (index % 30) + 1;
      return callApi(node.baseUrl, 'POST', '/game/raffle/items', { session: player, body: { staked_items: [{ item_id: (index % 9) + 1, coins }], total_coins: Math.max(0, earned - coins) } });
    });
    const statuses = (await Promise.all(submissions)).map((response) => response.status);
    // The first to take the player's row lock wins; the others meet the 30-minute cooldown (429) or the balance (422).
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200 && status !== 429 && status !== 422)).toEqual([]);

    const [ledger] = await database.query<{ balance: number; rows_sum: string; staked: string; earned: string }>(
      `SELECT u.coins AS balance,
         (SELECT COALESCE(sum(count), 0) FROM coin_transactions WHERE user_id = u.id) AS rows_sum,
         (SELECT COALESCE(sum(coins), 0) FROM stakes WHERE user_id = u.id) AS staked,
         (SELECT COALESCE(sum(count), 0) FROM coin_transactions WHERE user_id = u.id AND source <> 'raffle') AS earned
       FROM users u WHERE u.email = $1`,
      [player.email],
    );
    expect(ledger).toBeDefined();
    const { balance, rows_sum: rowsSum, staked, earned: earnedRows } = ledger!;
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(Number(rowsSum));
    expect(Number(earnedRows)).toBe(earned);
    expect(Number(staked) + balance).toBe(earned);
    expect(await coinsOf(nodeA.baseUrl, player)).toBe(balance);
    expect(await database.repository.ledgerConsistent((await database.repository.findUserByEmail(player.email))!.id)).toBe(true);
  });

  // Group commit (db/group-commit.ts): payouts arriving together share a transaction on each node, while the
  // other node commits its own groups. Every player's payout is asked twice at once, once through each node.
  it('40 players each paid chest 1 through both nodes at once: one payout per player, in the ledger, whatever groups formed', async () => {
    const players = await Promise.all(Array.from({ length: 40 }, () => account('Player')));
    for (const player of players) await solveChest(nodeA.baseUrl, player, 1);
    const payouts = players.flatMap((player) =>
      [nodeA, nodeB].map((node) => callApi(node.baseUrl, 'POST', '/game/player/coins/chest', { session: player, body: { chest_id: 1, amount: 9 } })),
    );
    const statuses = (await Promise.all(payouts)).map((response) => response.status);
    for (let index = 0; index < players.length; index += 1) {
      const pair = statuses.slice(2 * index, 2 * index + 2).sort();
      // The first to lock the player's row pays; the other finds the chest paid (409).
      expect(pair).toEqual([200, 409]);
    }
    const rows = await database.query<{ id: number; coins: number; payouts: string; paid: string }>(
      `SELECT u.id, u.coins,
         (SELECT count(*) FROM chest_submissions c WHERE c.user_id = u.id) AS payouts,
         (SELECT COALESCE(sum(count), 0) FROM coin_transactions t WHERE t.user_id = u.id AND t.source = 'chest') AS paid
       FROM users u WHERE u.id = ANY($1::bigint[])`,
      [`{${players.map((player) => player.userId).join(',')}}`],
    );
    expect(rows).toHaveLength(players.length);
    for (const row of rows) {
      expect({ coins: Number(row.coins), payouts: Number(row.payouts), paid: Number(row.paid) }).toEqual({ coins: 9, payouts: 1, paid: 9 });
      expect(await database.repository.ledgerConsistent(Number(row.id))).toBe(true);
    }
    // Each player reads the payout through either node at once.
    for (const player of players.slice(0, 5)) for (const node of [nodeA, nodeB]) expect(await coinsOf(node.baseUrl, player)).toBe(9);
  }, 120_000);

  // Chest answers are grouped too (db/chests.repository.ts): each player's first question is answered eight times
  // at once, every letter through each node. Whatever the order and the groups, each letter
  // is stored once, the question ends solved, and the payout is core's score of what was stored.
  it('30 players answer a chest question with every letter through both nodes at once: each letter stored once, paid core score of the stored answers', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, () => account('Player')));
    const letters = chestAnswers().get(2)!;
    const answers = players.flatMap((player) =>
      ['a', 'b', 'c', 'd'].flatMap((choice) =>
        [nodeA, nodeB].map((node) => callApi(node.baseUrl, 'POST', '/game/chests/answer', { session: player, body: { chest_id: 2, question: 0, choice } })),
      ),
    );
    // Accepted (200), or refused because the right letter settled the question first (409).
    expect((await Promise.all(answers)).map((response) => response.status).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    for (const player of players) {
      const stored = (await database.repository.chestAttempts(player.userId)).get(2) ?? [];
      expect(new Set(stored.map((entry) => entry.choice)).size).toBe(stored.length);
      expect(stored.at(-1)).toEqual({ question: 0, choice: letters[0] });
      for (const [question, choice] of letters.entries()) {
        if (question === 0) continue;
        expect((await callApi(nodeB.baseUrl, 'POST', '/game/chests/answer', { session: player, body: { chest_id: 2, question, choice } })).status).toBe(200);
      }
      const score = scoreChest(letters, (await database.repository.chestAttempts(player.userId)).get(2) ?? []);
      expect(score.completed).toBe(true);
      const paid = await Promise.all([nodeA, nodeB].map((node) => callApi(node.baseUrl, 'POST', '/game/player/coins/chest', { session: player, body: { chest_id: 2, amount: score.coins } })));
      expect(paid.map((response) => response.status).sort()).toEqual([200, 409]);
      expect(await database.repository.coinBalance(player.userId)).toBe(score.coins);
    }
  }, 120_000);

  // Issue 17's race: players stake on an item 4 ms apart, alternating nodes, while an organizer retires that
  // item 30 ms after the first stake. Whatever the interleaving, no stake may stay on the retired item, and each
  // stake given back is a ledger row.
  it(`stakes racing a retire of their item: none left on it, every refund in the ledger (${ROUND_ITEMS.length} rounds of ${RACE_PLAYERS} players)`, async () => {
    organizer ??= await account('Organizer');
    const rounds: { item: number; stranded: number; accepted: number; refunded: number; refundRows: number; balanced: boolean }[] = [];
    for (const itemId of ROUND_ITEMS) {
      const players = await Promise.all(Array.from({ length: RACE_PLAYERS }, () => fundedPlayer()));
      const round = await raceRound(itemId, players);
      expect(round.retire.status, round.retire.text).toBe(200);
      // A stake either landed before the retire (200, then given back) or found the item retired (422).
      expect(round.stakeStatuses.every((status) => status === 200 || status === 422), String(round.stakeStatuses)).toBe(true);
      const ids = players.map((player) => player.userId);
      // Each refund is one positive raffle row of the player's ledger, of the whole stake.
      const rows = await database.query<{ count: number }>("SELECT count FROM coin_transactions WHERE source = 'raffle' AND count > 0 AND user_id = ANY($1::bigint[])", [ids]);
      const balances = await database.query<{ coins: number; total: string }>('SELECT u.coins, (SELECT sum(count) FROM coin_transactions t WHERE t.user_id = u.id) AS total FROM users u WHERE u.id = ANY($1::bigint[])', [ids]);
      rounds.push({
        item: itemId,
        stranded: round.stranded,
        accepted: round.stakeStatuses.filter((status) => status === 200).length,
        refunded: Number((round.retire.body as { refunded_players: number }).refunded_players) - round.stakersBefore,
        refundRows: rows.filter((row) => row.count === STAKE).length,
        // Nobody lost or gained a coin: each player has the coins given, all of them unstaked again.
        balanced: balances.length === RACE_PLAYERS && balances.every((row) => row.coins === STAKE + 3 && Number(row.total) === STAKE + 3),
      });
    }
    console.info(`stake/retire race, ${RACE_PLAYERS} players a round: ${rounds.map((round) => `item ${round.item}: ${round.accepted} accepted, ${round.refunded} refunded, ${round.stranded} stranded`).join('; ')}`);
    // Every accepted stake was given back by the retire: nothing stranded, a refund row each, every player whole.
    expect(rounds).toEqual(rounds.map((round) => ({ ...round, stranded: 0, refunded: round.accepted, refundRows: round.accepted, balanced: true })));
  }, 120_000);

  it('shares the login rate limit across nodes: 10 per minute per address and email, wherever they land', async () => {
    const email = 'nobody.here@example.com';
    const attempt = (baseUrl: string) => callApi(baseUrl, 'POST', '/auth/login', { body: { email, password: 'Wrong-Password-1' } });
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await attempt(index % 2 === 0 ? nodeA.baseUrl : nodeB.baseUrl)).status);
    expect(statuses.every((status) => status === 422)).toBe(true);
    const refusedA = await attempt(nodeA.baseUrl);
    const refusedB = await attempt(nodeB.baseUrl);
    expect(refusedA.status).toBe(429);
    expect(refusedB.status).toBe(429);
    expect(Number(refusedB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a logout through node A disconnects the session socket on node B', async () => {
    const player = await registerPlayer(nodeA.baseUrl, database.repository);
    const { socket } = await registeredSocket(nodeB.baseUrl, player);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await callApi(nodeA.baseUrl, 'POST', '/auth/logout', { session: player, body: {} })).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
  });

  it('a node killed: its players reconnect through the other node with core retry policy and see the right coins', async () => {
    // A load balancer in front of both nodes sends connections to A while A accepts them, else to B.
    const balancer = await TcpProxy.start([
      { host: '127.0.0.1', port: nodeA.port },
      { host: '127.0.0.1', port: nodeB.port },
    ]);
    const viaBalancer = `http://${balancer.address}`;
    try {
      const player = await registerPlayer(viaBalancer, database.repository);
      await solveChest(viaBalancer, player, 3);
      expect((await callApi(viaBalancer, 'POST', '/game/player/coins/chest', { session: player, body: { chest_id: 3, amount: 9 } })).status).toBe(200);
      const first = await registeredSocket(viaBalancer, player);
      expect(first.balance).toBe(12);

      const dropped = new Promise<string>((resolve) => first.socket.once('disconnect', resolve));
      await nodeA.kill();
      expect(await dropped).toBe('transport close');

      const { socket, balance, attempts } = await reconnectAsCore(viaBalancer, player);
      expect(attempts).toBeLessThanOrEqual(SOCKET_CONNECT_ATTEMPTS);
      expect(balance).toBe(12);
      // And it keeps receiving its events from the surviving node.
      await solveChest(viaBalancer, player, 4);
      const change = nextEvent<CoinChangeEvent>(socket, REALTIME_EVENTS.coinChange, 5_000);
      expect((await callApi(viaBalancer, 'POST', '/game/player/coins/chest', { session: player, body: { chest_id: 4, amount: 9 } })).status).toBe(200);
      expect(await change).toEqual({ coins: 9, balance: 21 });
    } finally {
      await balancer.close();
    }
  }, 60_000);
});

/**
 * Reconnects the way core's realtime machine does after the server drops the socket: wait
 * {@link SOCKET_RETRY_DELAY_MS}, try (each attempt timing out after {@link SOCKET_TIMEOUT_MS}), register the
 * email, and retry up to {@link SOCKET_CONNECT_ATTEMPTS} attempts in all.
 */
async function reconnectAsCore(baseUrl: string, player: Session): Promise<{ socket: Socket; balance: number | undefined; attempts: number }> {
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= SOCKET_CONNECT_ATTEMPTS; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, SOCKET_RETRY_DELAY_MS));
    try {
      const socket = await connectSocketTo(baseUrl, { token: player.token, timeoutMs: SOCKET_TIMEOUT_MS });
      sockets.push(socket);
      const first = nextEvent<CoinChangeEvent>(socket, REALTIME_EVENTS.coinChange, SOCKET_TIMEOUT_MS);
      if ((await registerSocket(socket, player.email)) !== 'success') throw new Error('registration refused');
      return { socket, balance: (await first).balance, attempts: attempt };
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(`could not reconnect in ${SOCKET_CONNECT_ATTEMPTS} attempts`, { cause: lastError });
}
