import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { chestAnswers, missingServices, REDIS_URL } from './support/cluster.js';
import { GENEROUS_LIMITS, PASSWORD, TestServer } from './support/test-server.js';

// Issue 31: /metrics in the Prometheus text format, scraped before and after real traffic over HTTP and
// socket.io; every family present and moving. Readiness beside liveness.
const skipped = await missingServices();
if (skipped) console.warn(`metrics test skipped: ${skipped}`);

const TOKEN = randomBytes(24).toString('hex');
let server: TestServer;
/** The database can be made to fail, as an outage would. */
const outage = { on: false };

/** Each family's samples summed (a histogram's `_count`, a labelled counter's every series). */
function families(text: string): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{[^}]*\})? (\S+)$/.exec(line);
    if (!match) continue;
    sums.set(match[1]!, (sums.get(match[1]!) ?? 0) + Number(match[2]));
  }
  return sums;
}

async function scrapeText(): Promise<string> {
  const answer = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return answer.text();
}

async function scrape(): Promise<Map<string, number>> {
  return families(await scrapeText());
}

/** Every sample of a scrape: its family, its labels and its value. */
function samples(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  const found = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1]!, pair[2]!]));
    found.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return found;
}

/** The value of one series of a scrape (0 when absent, as a counter not yet moved). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const series = samples(text).find((entry) => entry.name === name && Object.entries(labels).every(([key, value]) => entry.labels[key] === value));
  return series?.value ?? 0;
}

/**
 * Evaluates a query of the form `sum(rate(<family>{<matchers>}[<range>]))`, optionally followed by
 * `or vector(0)`, between two scrapes, as Prometheus would over them: the increase of every matching series,
 * summed; without a matching series the sum is no data (null), which `or vector(0)` turns into 0.
 * Only `=`, `!=`, `=~` and `!~` matchers (anchored, as PromQL's). Throws on any other form.
 */
function evaluateSumOfRates(query: string, before: string, after: string): number | null {
  const form = /^sum\(rate\(([a-zA-Z_:][a-zA-Z0-9_:]*)\{([^}]*)\}\[\w+\]\)\)( or vector\(0\))?$/.exec(query.trim());
  if (!form) throw new Error(`not a query this test evaluates: ${query}`);
  const matchers = [...form[2]!.matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"([^"]*)"/g)].map(([, label, op, value]) => ({ label: label!, op: op!, value: value! }));
  const matches = (labels: Record<string, string>) =>
    matchers.every(({ label, op, value }) => {
      const actual = labels[label] ?? '';
      if (op === '=') return actual === value;
      if (op === '!=') return actual !== value;
      const hit = new RegExp(`^(?:${value})$`).test(actual);
      return op === '=~' ? hit : !hit;
    });
  const key = (labels: Record<string, string>) => JSON.stringify(Object.entries(labels).sort());
  const earlier = new Map(samples(before).filter((entry) => entry.name === form[1]).map((entry) => [key(entry.labels), entry.value]));
  const matched = samples(after).filter((entry) => entry.name === form[1] && matches(entry.labels));
  if (matched.length === 0) return form[3] ? 0 : null;
  return matched.reduce((sum, entry) => sum + entry.value - (earlier.get(key(entry.labels)) ?? 0), 0);
}

/** The "Errors" query of docs/deploy.md's four numbers, as an operator copies it. */
function documentedErrorsQuery(): string {
  const deploy = readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8');
  const query = /\*\*Errors\*\*: `([^`]+)`/.exec(deploy)?.[1];
  if (!query) throw new Error('docs/deploy.md has no "Errors" query');
  return query;
}

beforeAll(async () => {
  if (skipped) return;
  const failing = (db: Db): Db => ({
    ...db,
    query: (sql, params) => (outage.on ? Promise.reject(new Error('connection lost')) : db.query(sql, params)),
  });
  server = await TestServer.start({
    metricsToken: TOKEN,
    redisUrl: REDIS_URL,
    redisPrefix: `dqtest-${randomBytes(4).toString('hex')}`,
    // No mail server listens here: every delivery fails and stays in the outbox.
    smtpUrl: 'smtp://127.0.0.1:9',
    rateLimits: { ...GENEROUS_LIMITS, loginFailuresPerAccount: { max: 1, windowMs: 60_000 } },
    wrapDb: failing,
  });
}, 180_000);
afterAll(async () => server?.close());

describe.skipIf(skipped !== null)('metrics and probes', () => {
  it('serves /metrics only with its token', async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('shows every family, moving with real traffic', async () => {
    const before = await scrape();
    const player = await server.newPlayer();
    const anonymous = await server.socket();
    const signedIn = await server.socket({ token: player.token });
    try {
      const letters = chestAnswers().get(1)!;
      for (const [question, choice] of letters.entries())
        expect((await server.call('POST', '/game/chests/answer', { session: player, body: { chest_id: 1, question, choice } })).status).toBe(200);
      const { coins } = (await server.call<{ coins: number }>('GET', '/game/player/coins/total', { session: player })).body;
      const staked = await server.call('POST', '/game/raffle/items', { session: player, body: { staked_items: [{ item_id: 1, coins: 1 }], total_coins: coins - 1 } });
      expect(staked.status, staked.text).toBe(200);
      // The second wrong password of one account is over its budget: a throttle refusal.
      for (let attempt = 0; attempt < 2; attempt += 1) await server.call('POST', '/auth/login', { body: { email: player.email, password: `${PASSWORD}-wrong` } });
      await server.app.game.outbox.flush();
      await server.app.game.background.settled();

      const after = await scrape();
      const moved = [
        'dubloon_http_request_duration_seconds_count',
        'dubloon_socket_events_sent_total',
        'dubloon_ledger_writes_total',
        'dubloon_ledger_group_commit_size_count',
        'dubloon_mail_total',
        'dubloon_throttle_refusals_total',
        'dubloon_sockets_open',
      ];
      for (const family of moved) expect(after.get(family), family).toBeGreaterThan(before.get(family) ?? 0);
      const present = ['dubloon_db_pool', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total'];
      for (const family of present) expect(after.has(family), family).toBe(true);
      expect(after.get('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
      expect(after.get('dubloon_redis_connected')).toBe(1);
      const text = await (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      expect(text).toMatch(/dubloon_mail_total\{outcome="failed"\} [1-9]/);
      expect(text).toMatch(/dubloon_sockets_open\{kind="anonymous"\} 1/);
      expect(text).toMatch(/dubloon_sockets_open\{kind="signed_in"\} 1/);
      expect(text).toMatch(/dubloon_throttle_refusals_total\{throttle="login-failures"\} [1-9]/);
      expect(text).toContain('dubloon_http_request_duration_seconds_count{method="POST",route="/api/v2/game/raffle/items",status="200"} 1');
    } finally {
      anonymous.close();
      signedIn.close();
    }
  });

  it('counts committed ledger writes only, and the refused ones apart by reason (issue 42)', async () => {
    const player = await server.newPlayer();
    const letters = chestAnswers().get(2)!;
    for (const [question, choice] of letters.entries())
      expect((await server.call('POST', '/game/chests/answer', { session: player, body: { chest_id: 2, question, choice } })).status).toBe(200);
    const before = await scrapeText();
    // A chest paid, then paid again: the second payout is refused under the player's lock.
    const paid = await server.call('POST', '/game/player/coins/chest', { session: player, body: { chest_id: 2, amount: 9 } });
    expect(paid.status, paid.text).toBe(200);
    const again = await server.call('POST', '/game/player/coins/chest', { session: player, body: { chest_id: 2, amount: 9 } });
    expect(again.status, again.text).toBe(409);
    const { coins } = (await server.call<{ coins: number }>('GET', '/game/player/coins/total', { session: player })).body;
    // One stake accepted, then three within the cooldown refused (429), nothing written for them.
    const first = await server.call('POST', '/game/raffle/items', { session: player, body: { staked_items: [{ item_id: 1, coins: 1 }], total_coins: coins - 1 } });
    expect(first.status, first.text).toBe(200);
    for (const staked of [2, 3, 4]) {
      const refused = await server.call('POST', '/game/raffle/items', { session: player, body: { staked_items: [{ item_id: 1, coins: staked }], total_coins: coins - staked } });
      expect(refused.status, refused.text).toBe(429);
    }
    const after = await scrapeText();
    const moved = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('dubloon_ledger_writes_total', { kind: 'stake' })).toBe(1);
    expect(moved('dubloon_ledger_refusals_total', { kind: 'stake', reason: 'LEDGER.COOLDOWN' })).toBe(3);
    expect(moved('dubloon_ledger_group_commit_size_sum', { kind: 'stake' })).toBe(1);
    expect(moved('dubloon_ledger_writes_total', { kind: 'chest' })).toBe(1);
    expect(moved('dubloon_ledger_refusals_total', { kind: 'chest', reason: 'CHEST.COMPLETED' })).toBe(1);
  });

  it('answers readiness apart from liveness: not ready without the database, ready again with it', async () => {
    const ready = await server.call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: true, migrations: true, redis: true });
    const before = await scrapeText();
    outage.on = true;
    try {
      const down = await server.call('GET', '/ready');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'not ready', database: false, migrations: false, redis: true });
      expect((await server.call('GET', '/health')).status).toBe(503);
    } finally {
      outage.on = false;
    }
    expect((await server.call('GET', '/ready')).status).toBe(200);
    expect((await server.call('GET', '/health')).body).toMatchObject({ status: 'ok', database: true, redis: true });

    // Issue 42: the probes' 503s are the probes' own series, and the documented errors query, which counts the
    // players' 5xx, reads 0 (not "no data") when there were none.
    const after = await scrapeText();
    expect(sample(after, 'dubloon_probe_requests_total', { probe: 'ready', status: '503' }) - sample(before, 'dubloon_probe_requests_total', { probe: 'ready', status: '503' })).toBe(1);
    expect(sample(after, 'dubloon_probe_requests_total', { probe: 'health', status: '503' })).toBeGreaterThanOrEqual(1);
    expect(samples(after).filter((entry) => entry.name === 'dubloon_http_request_duration_seconds_count' && /ready|health/.test(entry.labels.route ?? ''))).toEqual([]);
    expect(evaluateSumOfRates(documentedErrorsQuery(), before, after)).toBe(0);
  });
});
