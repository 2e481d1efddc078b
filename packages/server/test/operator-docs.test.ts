import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PERIODS, isFeatureOpen, type Feature } from '@dubloon-quest/core';
import { RAFFLE_COOLDOWN_MS } from '@dubloon-quest/core/internal';
import { DEFAULT_RATE_LIMITS } from '../src/config/config.js';
import { organizerCommandNames } from '../src/organizer/cli.js';
import { createClusterDatabase, missingServices, REDIS_URL, type ClusterDatabase } from './support/cluster.js';
import { PREVIOUS_RELEASE } from './support/release-fixture.js';
import { GENEROUS_LIMITS, PASSWORD, TestServer } from './support/test-server.js';

// Issue 42, items 8 (pg_dump), 9 and 10: what the operator docs say, checked against the code and a real server.
const skipped = await missingServices();
if (skipped) console.warn(`operator docs tests skipped: ${skipped}`);

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const operating = read('docs/operating.md');

/** A section of a Markdown page: from its `## ` heading to the next. */
function section(page: string, heading: string): string {
  const start = page.indexOf(`## ${heading}`);
  if (start === -1) throw new Error(`no section "${heading}"`);
  const end = page.indexOf('\n## ', start + 3);
  return page.slice(start, end === -1 ? undefined : end);
}

/** The first number a pattern's group catches in a text (the pattern must match). */
function figure(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  if (!match) throw new Error(`the docs do not say ${pattern}`);
  return Number(match[1]);
}

describe('the operator docs say what the server does', () => {
  it('names the timestamps that open and close the chests, the raffle and the businesses (docs/operating.md)', () => {
    const schedule = section(operating, 'The schedule, the stake cooldown and the throttles');
    const features: [string, Feature][] = [
      ['Learn and Earn', 'learn'],
      ['The raffle', 'raffle'],
      ['The businesses', 'businesses'],
      ['The results', 'results'],
    ];
    // Each timestamp starts a period (GAME_PERIODS in order: preGame, gameStart, reviewStart, winnersAnnounced, gameEnd).
    const startsPeriod: Record<string, number> = { game_start: 1, review_start: 2, review_end: 3, game_end: 4 };
    for (const [name, feature] of features) {
      const row = schedule.split('\n').find((line) => line.startsWith(`| ${name}`));
      if (!row) throw new Error(`no row for ${name}`);
      const [, opens, closes] = row.split(' | ').map((cell) => cell.replace(/\|/g, '').trim());
      const openIndex = /`(\w+)`/.exec(opens ?? '')?.[1];
      const closeIndex = /`(\w+)`/.exec(closes ?? '')?.[1];
      const from = openIndex === undefined ? 0 : startsPeriod[openIndex]!;
      const until = closeIndex === undefined ? null : startsPeriod[closeIndex]!;
      expect(closes === 'never' || until !== null, row).toBe(true);
      GAME_PERIODS.forEach((period, index) => {
        expect(isFeatureOpen(feature, period), `${name} in ${period}: ${row}`).toBe(index >= from && (until === null || index < until));
      });
    }
  });

  it('gives the stake cooldown and the throttles as configured (docs/operating.md)', () => {
    const text = section(operating, 'The schedule, the stake cooldown and the throttles');
    expect(figure(text, /\*\*(\d+)-minute\*\* cooldown/) * 60_000).toBe(RAFFLE_COOLDOWN_MS);
    expect(figure(text, /\*\*(\d+) a minute per address and e-mail pair\*\*/)).toBe(DEFAULT_RATE_LIMITS.login.max);
    expect(DEFAULT_RATE_LIMITS.login.windowMs).toBe(60_000);
    expect(figure(text, /`LOGIN_FAILURES_PER_ADDRESS`, (\d+) per 10 minutes/)).toBe(DEFAULT_RATE_LIMITS.loginFailuresPerAddress.max);
    expect(figure(text, /`LOGIN_FAILURES_PER_ACCOUNT`, (\d+) per 10 minutes/)).toBe(DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max);
    for (const budget of [DEFAULT_RATE_LIMITS.loginFailuresPerAddress, DEFAULT_RATE_LIMITS.loginFailuresPerAccount, DEFAULT_RATE_LIMITS.mail, DEFAULT_RATE_LIMITS.mailPerAddress])
      expect(budget.windowMs).toBe(10 * 60_000);
    expect(figure(text, /reset (\d+) per 10 minutes per address and e-mail pair/)).toBe(DEFAULT_RATE_LIMITS.mail.max);
    expect(figure(text, /every call that sends\s+mail (\d+) per 10 minutes per address/)).toBe(DEFAULT_RATE_LIMITS.mailPerAddress.max);
    expect(figure(text, /\*\*Chest answers\*\* (\d+) a minute per player/)).toBe(DEFAULT_RATE_LIMITS.chestAnswer.max);
    expect(figure(text, /\*\*socket events\*\* (\d+) per 10 s per socket/)).toBe(DEFAULT_RATE_LIMITS.socketEvents.max);
    expect(DEFAULT_RATE_LIMITS.socketEvents.windowMs).toBe(10_000);
    expect(figure(text, /\*\*image uploads\*\* (\d+) an hour/)).toBe(DEFAULT_RATE_LIMITS.uploadsPerPartner.max);
  });

  it("lists every command of the organizer tool in docs/organizer.md's table", () => {
    const table = read('docs/organizer.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => /^\| `([^`]+)`/.exec(line)![1]!);
    for (const name of organizerCommandNames())
      expect(table.some((entry) => entry === name || entry.startsWith(`${name} `)), name).toBe(true);
  });

  it('says which releases refuse a newer database, and to pg_dump first when upgrading from an older one (docs/operating.md)', () => {
    const text = section(operating, 'Upgrades and downgrades');
    expect(text).toContain(`**Release ${PREVIOUS_RELEASE} (2026-11-26) and older do not.**`);
    expect(text).toMatch(/\*\*Releases from 2026-11-27 on\*\*[^]*refuse to start/);
    expect(text).toContain(`before upgrading **from ${PREVIOUS_RELEASE} or older**, back up first`);
    expect(text).toMatch(/```sh\n\(umask 077 && pg_dump [^\n]+\n```/);
  });
});

describe.skipIf(skipped !== null)('the operator docs, on real services', () => {
  let database: ClusterDatabase;
  beforeAll(async () => {
    database = await createClusterDatabase();
  }, 60_000);
  afterAll(async () => database?.dispose());

  it('writes every documented pg_dump backup readable by its owner only, whatever the shell umask (docs/operating.md)', () => {
    const commands = [...operating.matchAll(/^\s*(?:- .*?`)?(\(umask[^`\n]*pg_dump[^`\n]*|pg_dump [^`\n]*)`?/gm)].map((match) => match[1]!.trim().replace(/`$/, ''));
    const everyPgDump = operating.split('\n').filter((line) => line.includes('pg_dump ')).length;
    expect(commands.length).toBeGreaterThanOrEqual(2);
    expect(commands.length).toBe(everyPgDump);
    for (const command of commands) {
      const folder = mkdtempSync(join(tmpdir(), 'dq-pgdump-'));
      try {
        execFileSync('bash', ['-c', `umask 022; ${command}`], { cwd: folder, env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url }, stdio: 'pipe' });
        const files = readdirSync(folder);
        expect(files, command).toHaveLength(1);
        expect(statSync(join(folder, files[0]!)).mode & 0o777, command).toBe(0o600);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }
  }, 60_000);

  it("answers health as the README's example shows it, without and with Redis", async () => {
    const example = /curl -s \$API\/health\s+# (\{[^}]+\}); with REDIS_URL: (\{[^}]+\})/.exec(read('packages/server/README.md'));
    if (!example) throw new Error("packages/server/README.md's health example names no redis field");
    const alone = await TestServer.start();
    const linked = await TestServer.start({ redisUrl: REDIS_URL, redisPrefix: `dqtest-${randomBytes(4).toString('hex')}` });
    try {
      expect((await alone.call('GET', '/health')).body).toEqual(JSON.parse(example[1]!));
      expect((await linked.call('GET', '/health')).body).toEqual(JSON.parse(example[2]!));
    } finally {
      await alone.close();
      await linked.close();
    }
  }, 120_000);

  it('refuses a right password once its address spent its failed logins, and counts logins per address and e-mail pair (the throttles as documented)', async () => {
    const server = await TestServer.start({ rateLimits: { ...GENEROUS_LIMITS, loginFailuresPerAddress: { max: 2, windowMs: 600_000 }, login: { max: 3, windowMs: 60_000 } } });
    try {
      const first = await server.newPlayer();
      const second = await server.newPlayer();
      // Two accounts' logins from one address: each pair has its own budget of 3 (the newPlayer logins spent one each).
      const login = async (email: string, password = PASSWORD) => (await server.call('POST', '/auth/login', { body: { email, password } })).status;
      for (let attempt = 0; attempt < 2; attempt += 1) expect(await login(first.email)).toBe(200);
      expect(await login(first.email)).toBe(429);
      expect(await login(second.email)).toBe(200);
      // Two wrong passwords for other accounts spend the address's failures: then the right one answers 429 too.
      const third = await server.newPlayer();
      for (const email of [`nobody-${randomBytes(3).toString('hex')}@example.com`, second.email])
        expect(await login(email, `${PASSWORD}-wrong`)).toBe(422);
      expect(await login(third.email)).toBe(429);
    } finally {
      await server.close();
    }
  }, 120_000);
});
