import { withGenerousLimits } from './game-server.js';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EventTimestamps } from '@dubloon-quest/core';
import { buildServer, loadConfig, openGameDatabase, openMigratedPglite, runOrganizer } from '@dubloon-quest/server';

const webDist = resolve(import.meta.dirname, '..', '..', 'dist');
const HOUR_MS = 60 * 60 * 1000;

/** The players who stake before the draw: their password and their coins on each item. */
export const DRAW_PLAYERS = [
  { email: 'anne.bonny@example.com', password: 'Jolly-Roger-2026', stakes: { 1: 2, 2: 1 } },
  { email: 'mary.read@example.com', password: 'Jolly-Roger-2026', stakes: { 1: 3 } },
] as const;

export interface DrawServer {
  readonly url: string;
  /** The commitment the organizer tool printed before the stakes were made. */
  readonly commitment: string;
  /** The record file the organizer tool wrote, byte for byte as the server publishes it. */
  readonly record: string;
  stop(): Promise<void>;
}

function drawEvent(nowMs: number): object {
  const iso = (hours: number) => new Date(nowMs + hours * HOUR_MS).toISOString();
  const timestamps: EventTimestamps = { pre_game: iso(-2), game_start: iso(-1), review_start: iso(24), review_end: iso(25), game_end: iso(26) };
  const partner = { name: 'Harbor Tech', logo: '/media/partners/harbor-tech.png', resource_link: '', resource_category: '', resource_logo: '', resource_name: '' };
  const item = (item_id: number, name: string, stock: number) => ({ item_id, name, description: `${name}.`, image_src: '/media/items/item.png', stock, partner: partner.name });
  return {
    name: 'Draw check event',
    timestamps,
    partners: [partner],
    raffle_items: [item(1, 'Telescope', 1), item(2, 'Compass', 2)],
    chests: [],
    businesses: [],
    results: { raffle_winners: [], challenge_winners: [] },
  };
}

async function api(url: string, method: string, path: string, body?: unknown, session?: { token: string; csrf: string }) {
  const response = await fetch(`${url}/api/v2${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.token}`, 'x-xsrf-token': session.csrf } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * The real server (demo off, fresh embedded database) with a raffle drawn as an event draws it: the organizer tool
 * imports the event and commits to a secret (`draw commit`), players register, verify their e-mail and stake over
 * HTTP, then the organizer tool runs the draw (`draw run`) and the server serves the stored draw. The embedded
 * database has one user at a time, so the server stops while the tool works on it.
 */
export async function startDrawServer(): Promise<DrawServer> {
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`Build the web app first: ${webDist} has no index.html`);
  const dataDir = mkdtempSync(join(tmpdir(), 'dq-draw-'));
  const eventFile = join(dataDir, 'event.json');
  writeFileSync(eventFile, JSON.stringify(drawEvent(Date.now())));
  const config = withGenerousLimits(loadConfig(
    { PORT: '0', HOST: '127.0.0.1', DEMO: 'off', LOG_LEVEL: 'warn', DATA_DIR: dataDir, WEB_DIST: webDist, EVENT_FILE: eventFile, TOKEN_SECRET: randomBytes(48).toString('base64url') },
    dataDir,
  ));
  // The data folder starts from a migrated template: under a second, where a new cluster takes 6 to 8 s.
  await (await openMigratedPglite(join(dataDir, 'pglite'))).close();
  const organizer = async (args: string[]) => {
    let printed = '';
    const status = await runOrganizer(args, {
      out: (text) => (printed += text),
      err: (text) => (printed += text),
      interactive: false,
      cwd: dataDir,
      now: () => new Date(),
      randomHex: () => randomBytes(32).toString('hex'),
      openDatabase: () => openGameDatabase(config),
      serverEventFile: () => eventFile,
    });
    if (status !== 0) throw new Error(`organizer ${args.join(' ')} failed: ${printed}`);
    return printed;
  };
  const start = async () => {
    const app = await buildServer(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };

  await organizer(['import', eventFile]);
  await organizer(['draw', 'commit', '--out', 'secret.txt']);
  const secret = readFileSync(join(dataDir, 'secret.txt'), 'utf8').trim();

  const open = await start();
  for (const player of DRAW_PLAYERS) {
    await api(open.url, 'POST', '/auth/register', {
      name: 'Test Player',
      email: player.email,
      password: player.password,
      password_confirmation: player.password,
      education: 'Grade 10',
      country: 'Canada',
      region: 'Ontario',
      city: 'Toronto',
    });
    const mail = (await open.app.game.repository.mailTo(player.email)).at(-1);
    const token = /token=([0-9a-f]{40})/.exec(mail?.body ?? '')?.[1];
    await api(open.url, 'POST', '/auth/email/verify', { token });
    const login = await api(open.url, 'POST', '/auth/login', { email: player.email, password: player.password });
    const session = { token: /^Bearer (.+)$/.exec(login.headers.get('authorization') ?? '')?.[1] ?? '', csrf: login.headers.get('x-xsrf-token') ?? '' };
    const staked_items = Object.entries(player.stakes).map(([item_id, coins]) => ({ item_id: Number(item_id), coins }));
    await api(open.url, 'POST', '/game/raffle/items', { staked_items, total_coins: 0 }, session);
  }
  await open.app.close();

  const committed = /[0-9a-f]{64}/.exec(await organizer(['draw', 'run', '--reveal', secret, '--record', 'record.json', '--allow-open-raffle']));
  if (!committed) throw new Error('the organizer tool printed no commitment');
  const record = readFileSync(join(dataDir, 'record.json'), 'utf8');

  const served = await start();
  return {
    url: served.url,
    commitment: (JSON.parse(record) as { commitment: string }).commitment,
    record,
    async stop() {
      await served.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
