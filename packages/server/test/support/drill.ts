import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db, Row } from '../../src/db/db.js';
import { openRepository } from '../../src/db/repository.js';
import { loadConfig } from '../../src/config/config.js';
import { settingsBackups } from '../../src/organizer/backups.js';
import { runOrganizer } from '../../src/organizer/cli.js';
import { openGameDatabase } from '../../src/organizer/database.js';
import { buildServer } from '../../src/server.js';
import { callApi, type Session } from './test-server.js';

/** A game server in this process on a free port, with the settings `env` gives (as main.ts starts one). */
export async function startServer(env: Record<string, string>): Promise<{ app: FastifyInstance; port: number; baseUrl: string; close(): Promise<void> }> {
  const config = loadConfig({ DEMO: 'off', LOG_LEVEL: 'silent', HOST: '127.0.0.1', WEB_DIST: '/nonexistent-web-dist', ...env });
  const app = await buildServer(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  let closed: Promise<void> | null = null;
  return { app, port, baseUrl: `http://127.0.0.1:${port}`, close: () => (closed ??= app.close()) };
}

/**
 * Runs the organizer tool in this process with the settings `env` gives (as main.ts builds its environment):
 * quicker than a process of its own where the command line itself is not what a test checks.
 */
export async function runOrganizerHere(args: string[], env: Record<string, string>): Promise<{ status: number; out: string; err: string }> {
  const settings = loadConfig({ DEMO: 'off', ...env });
  let out = '';
  let err = '';
  const status = await runOrganizer(args, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    interactive: false,
    cwd: process.cwd(),
    now: () => new Date(),
    randomHex: () => randomBytes(32).toString('hex'),
    openDatabase: () => openGameDatabase(settings),
    serverEventFile: () => settings.eventFile,
    backups: settingsBackups(settings, { tokenSecretSet: Boolean(env.TOKEN_SECRET) }),
  });
  return { status, out, err };
}

/**
 * The live play a backup runs under: every player stakes on item 1 (once: the raffle's cooldown refuses a
 * second stake for 30 minutes), then answers the chests' questions one by one, each chest paying out when its
 * last question is answered. `stop` lets each player make two more moves (so the original moves on after the
 * backup) and answers every status.
 */
export function playUntilStopped(baseUrl: string, players: readonly Session[], coins: number, chests: ReadonlyMap<number, readonly string[]>): { stop(): Promise<number[]> } {
  let running = true;
  const statuses: number[] = [];
  const moves: { path: string; body: Record<string, unknown> }[] = [
    { path: '/game/raffle/items', body: { staked_items: [{ item_id: 1, coins }], total_coins: 0 } },
    ...[...chests].flatMap(([chestId, letters]) => letters.map((choice, question) => ({ path: '/game/chests/answer', body: { chest_id: chestId, question, choice } }))),
  ];
  const loops = players.map(async (player) => {
    let after = 0;
    for (const move of moves) {
      if (!running && after++ >= 2) break;
      statuses.push((await callApi(baseUrl, 'POST', move.path, { session: player, body: move.body })).status);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return statuses;
    },
  };
}

const rowsOf = async (db: Pick<Db, 'query'>, sql: string) => (await db.query<{ row: Row }>(sql)).rows.map((entry) => entry.row);

/**
 * Compares a restored database with the original after the original went on playing: the restored one is the
 * original at one moment. Every player's history is the start of the original's, with the balance and stakes
 * that history gives (the ledger adds up); accounts, the draw's commitment, the audit log, the event and the
 * images are the original's exactly. @returns how many ledger rows the original gained after the snapshot.
 */
export async function expectSnapshotOf(original: Db, restored: Db): Promise<number> {
  const exact = [
    `SELECT to_jsonb(u) - 'coins' - 'last_stake_at' AS row FROM users u ORDER BY id`,
    'SELECT to_jsonb(c) AS row FROM draw_commitments c ORDER BY commitment',
    'SELECT to_jsonb(a) AS row FROM console_audit a ORDER BY id',
    'SELECT to_jsonb(e) AS row FROM organizer_event e',
    'SELECT to_jsonb(i) AS row FROM console_images i ORDER BY name',
    'SELECT to_jsonb(s) AS row FROM console_state s',
  ];
  for (const sql of exact) expect(await rowsOf(restored, sql), sql).toEqual(await rowsOf(original, sql));
  const repository = openRepository(restored);
  let gained = 0;
  const players = await restored.query<{ id: number }>(`SELECT id FROM users WHERE role = 'Player' ORDER BY id`);
  expect(players.rows.length).toBeGreaterThan(0);
  for (const { id } of players.rows) {
    const history = `SELECT to_jsonb(t) AS row FROM coin_transactions t WHERE user_id = ${Number(id)} ORDER BY id`;
    const [before, after] = [await rowsOf(restored, history), await rowsOf(original, history)];
    expect(after.slice(0, before.length), `player ${id}'s history`).toEqual(before);
    gained += after.length - before.length;
    expect(await repository.ledgerConsistent(id), `player ${id}'s ledger`).toBe(true);
    const balance = await restored.query('SELECT coins FROM users WHERE id = $1', [id]);
    expect(Number(balance.rows[0]?.coins)).toBe(before.reduce((sum, row) => sum + Number(row.count), 0));
  }
  // Nothing else: the restored database holds no row the original never had.
  const stakes = 'SELECT count(*) AS n FROM stakes WHERE user_id NOT IN (SELECT id FROM users)';
  expect(Number((await restored.query(stakes)).rows[0]?.n)).toBe(0);
  return gained;
}
