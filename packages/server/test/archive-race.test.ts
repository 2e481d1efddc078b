import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/db/repository.js';
import { accountAt, clusterSettings, createClusterDatabase, missingServices, NodeProcess, type ClusterDatabase } from './support/cluster.js';
import { callApi } from './support/test-server.js';

// Archiving clears every stake and coin of the event (docs/decisions/0110-event-after-event.md): two real server
// processes on one PostgreSQL, players staking through both while the event ends and an organizer archives it.
const skipped = await missingServices();
if (skipped) console.warn(`archive race skipped: ${skipped}`);

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

const PLAYERS = 16;
const COINS = 50;

const account = (role: Role) => accountAt(nodeA.baseUrl, database.repository, role, `Race ${role}`);

const count = async (sql: string) => Number((await database.query<{ n: string }>(sql))[0]!.n);

describe.skipIf(skipped !== null)('archiving racing stakes, two server processes on one PostgreSQL', () => {
  it('every stake lands before the archive or is refused; none, and no coin, is left after it; one archive only', async () => {
    const organizer = await account('Organizer');
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => account('Player')));
    for (const player of players) {
      const funded = await callApi(nodeB.baseUrl, 'POST', `/console/players/${player.userId}/coins`, { session: organizer, body: { delta: COINS, reason: 'archive race' } });
      expect(funded.status, funded.text).toBe(200);
    }
    // The raffle closes and the event ends 1.5 s from now: stakes go on until then and after, the archive is
    // asked from just before the end on (refused, 409, until the end).
    const now = Date.now();
    const iso = (offset: number) => new Date(now + offset).toISOString();
    const end = now + 1_700;
    const scheduled = await callApi(nodeB.baseUrl, 'PATCH', '/console/schedule', {
      session: organizer,
      body: { timestamps: { pre_game: iso(-2 * 86_400_000), game_start: iso(-86_400_000), review_start: iso(1_500), review_end: iso(1_600), game_end: iso(1_700) } },
    });
    expect(scheduled.status, scheduled.text).toBe(200);

    const stakeStatuses: number[] = [];
    const stakes = players.map(async (player, index) => {
      const node = index % 2 === 0 ? nodeA : nodeB;
      for (let coins = 1; Date.now() < end + 800; coins = (coins % COINS) + 1) {
        const answer = await callApi(node.baseUrl, 'POST', '/game/raffle/items', { session: player, body: { staked_items: [{ item_id: 1, coins }], total_coins: COINS - coins } });
        stakeStatuses.push(answer.status);
      }
    });
    const archiveStatuses: number[] = [];
    const archive = (async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - 100 - Date.now())));
      while (!archiveStatuses.includes(200) && Date.now() < end + 5_000) {
        const node = archiveStatuses.length % 2 === 0 ? nodeA : nodeB;
        const answer = await callApi(node.baseUrl, 'POST', '/console/events/archive', { session: organizer, body: { name: 'Next event', start: 'this' } });
        archiveStatuses.push(answer.status);
        if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await Promise.all([...stakes, archive]);

    console.info(`archive race: ${stakeStatuses.length} stake answers (${stakeStatuses.filter((status) => status === 200).length} accepted), archive answers ${archiveStatuses.join(',')}`);
    expect(stakeStatuses.filter((status) => status >= 500)).toEqual([]);
    expect(stakeStatuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(archiveStatuses.filter((status) => status === 200)).toHaveLength(1);
    expect(archiveStatuses.every((status) => status === 200 || status === 409)).toBe(true);
    // Nothing of the archived event's play is left: no stake, no ledger row, no player, no coin.
    expect(await count('SELECT count(*) AS n FROM stakes')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM coin_transactions')).toBe(0);
    expect(await count("SELECT count(*) AS n FROM users WHERE role = 'Player'")).toBe(0);
    expect(await count('SELECT COALESCE(sum(coins), 0) AS n FROM users')).toBe(0);
    // The archive kept every player with their coins, each whole: the coins given, staked or not.
    const [row] = await database.query<{ players: number; exports: string }>('SELECT players, exports FROM archived_events');
    expect(row!.players).toBe(PLAYERS);
    const csv = (JSON.parse(row!.exports) as { players: string }).players.trim().split('\r\n').slice(1);
    expect(csv).toHaveLength(PLAYERS);
    const header = (JSON.parse(row!.exports) as { players: string }).players.split('\r\n')[0]!.split(',');
    const [coinsAt, stakedAt] = [header.indexOf('coins'), header.indexOf('staked')];
    for (const line of csv) {
      const cells = line.split(',');
      expect(Number(cells[coinsAt]) + Number(cells[stakedAt]), line).toBe(COINS);
    }
    // A player of the archived event is logged out for good.
    expect((await callApi(nodeA.baseUrl, 'GET', '/game/player/coins/total', { session: players[0]! })).status).toBe(401);
  }, 120_000);
  it('console writes sent on one process while the archive runs on the other are refused (409), never carried onto the next event', async () => {
    const organizer = await account('Organizer');
    const player = await account('Player');
    // Unscheduled, the event in play may be archived at any time.
    const unscheduled = await callApi(nodeA.baseUrl, 'PATCH', '/console/schedule', { session: organizer, body: { timestamps: null } });
    expect(unscheduled.status, unscheduled.text).toBe(200);
    // The test holds the archive mid-way (its insert of the archived event waits on this lock, while it holds
    // the console's state), so that every write below arrives during it, whatever the machine's speed.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE archived_events IN EXCLUSIVE MODE');
    const waiting = async () => Number((await database.query<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"))[0]!.n);
    const until = async (condition: () => Promise<boolean>, what: string) => {
      // A guard against hanging, not a pass condition: the conditions hold as soon as the calls are waiting.
      const deadline = Date.now() + 60_000;
      while (!(await condition())) {
        if (Date.now() > deadline) throw new Error(`never came to pass: ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      const archived = callApi(nodeA.baseUrl, 'POST', '/console/events/archive', { session: organizer, body: { name: 'Race 2', start: 'empty' } });
      await until(async () => (await waiting()) >= 1, 'the archive waits on the held lock');
      const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
      // Every kind of console write: the schedule, the event's name and content, a player's coins and ban.
      const writes = {
        schedule: { method: 'PATCH', path: '/console/schedule', body: { timestamps: { pre_game: iso(1), game_start: iso(2), review_start: iso(3), review_end: iso(4), game_end: iso(5) } } },
        rename: { method: 'PATCH', path: '/console/event/name', body: { name: 'Renamed during the archive' } },
        partner: { method: 'POST', path: '/console/partners', body: { name: 'Late Partner', logo: '', resource_link: '', resource_category: 'Books', resource_logo: '', resource_name: '' } },
        coins: { method: 'POST', path: `/console/players/${player.userId}/coins`, body: { delta: 5, reason: 'during the archive' } },
        ban: { method: 'POST', path: `/console/players/${player.userId}/ban`, body: { until: null, reason: 'during the archive' } },
      };
      let unanswered = Object.keys(writes).length;
      const answers = Object.entries(writes).map(async ([name, write]) => {
        const answer = await callApi(nodeB.baseUrl, write.method, write.path, { session: organizer, body: write.body });
        unanswered -= 1;
        return [name, answer.status] as const;
      });
      // Every write still unanswered waits behind the archive (a write that does not wait was answered).
      await until(async () => (await waiting()) >= 1 + unanswered, 'every unanswered write waits');
      await holder.query('COMMIT');
      expect((await archived).status).toBe(200);
      const statuses = Object.fromEntries(await Promise.all(answers));
      console.info(`console writes during the archive: ${JSON.stringify(statuses)}`);
      expect(statuses).toEqual({ schedule: 409, rename: 409, partner: 409, coins: 409, ban: 409 });
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    // The next event is the empty one the archive made: unscheduled, its own name, no partner.
    const [stored] = await database.query<{ content: string }>('SELECT content FROM organizer_event WHERE id = 1');
    const next = JSON.parse(stored!.content) as { name: string; timestamps: unknown; partners: unknown[] };
    expect(next).toMatchObject({ name: 'Race 2', timestamps: null, partners: [] });
  }, 180_000);
});
