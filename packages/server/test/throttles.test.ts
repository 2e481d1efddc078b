import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@dubloon-quest/core';
import { DEFAULT_RATE_LIMITS } from '../src/config/config.js';
import { callConsole, consoleAccount } from './support/console.js';
import { pngBase64 } from './support/console-fixtures.js';
import { followLoginLine, PASSWORD, TestServer, uniqueEmail, verifiedPlayers, type Response } from './support/test-server.js';

// What the attack found: one address sent 400 failed logins to 400 accounts and created 60 accounts (60 mails)
// in 0.7 s, none refused. The budgets below are the shipped defaults; each scenario comes from its own client
// address behind a trusted balancer (TRUST_PROXY decides which address counts).
/**
 * Holds the logins' account lookups (the step after the throttle, before the password check) until `expected`
 * logins have either reached it or been answered, so that they are all in flight at once, however the machine
 * schedules them.
 */
class LookupGate {
  private held: (() => void)[] = [];
  private answered = 0;
  private expected = 0;

  holdNext(expected: number): void {
    this.expected = expected;
    this.answered = 0;
  }

  arrive(): Promise<void> {
    if (this.expected === 0) return Promise.resolve();
    const held = new Promise<void>((resolve) => this.held.push(resolve));
    this.releaseWhenAllIn();
    return held;
  }

  answer(): void {
    this.answered += 1;
    this.releaseWhenAllIn();
  }

  private releaseWhenAllIn(): void {
    if (this.expected === 0 || this.held.length + this.answered < this.expected) return;
    this.expected = 0;
    for (const release of this.held.splice(0)) release();
  }
}
const lookups = new LookupGate();

let server: TestServer;
beforeAll(async () => {
  server = await TestServer.start({
    wrapDb: (db) => ({
      ...db,
      async query(sql, params) {
        if (sql.startsWith('SELECT * FROM users WHERE email = $1')) await lookups.arrive();
        return db.query(sql, params);
      },
    }),
    trustProxy: ['127.0.0.1'],
    rateLimits: { ...DEFAULT_RATE_LIMITS, uploadsPerPartner: { max: 2, windowMs: 3_600_000 } },
  });
});
afterAll(() => server.close());

let nextAddress = 1;
/** A fresh client address (RFC 5737 documentation range). */
const freshAddress = () => `198.51.100.${nextAddress++}`;
const from = (address: string) => ({ 'x-forwarded-for': address });

const register = (address: string, email: string) =>
  server.call('POST', '/auth/register', {
    headers: from(address),
    body: {
      name: 'Class Member',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      education: 'Grade 10',
      country: 'Canada',
    },
  });
const login = (address: string, email: string, password: string) =>
  server.call('POST', '/auth/login', { headers: from(address), body: { email, password } });

function expectTooMany(response: Response): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ message: serverMessages.tooManyRequests });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('a class of 40 behind one school router', () => {
  it('[D0083.throttles] registers, asks for the mail again, verifies, mistypes the password and logs in, within ten minutes, never meeting a 429', async () => {
    const school = freshAddress();
    const emails = Array.from({ length: 40 }, () => uniqueEmail());
    const statuses: number[] = [];
    for (const email of emails) statuses.push((await register(school, email)).status);
    for (const email of emails)
      statuses.push(
        (
          await server.call('POST', '/auth/email/sendVerification', {
            headers: from(school),
            body: { email },
          })
        ).status,
      );
    for (const email of emails)
      statuses.push(
        (
          await server.call('POST', '/auth/email/verify', {
            headers: from(school),
            body: { token: await server.mailedToken(email) },
          })
        ).status,
      );
    for (const email of emails) statuses.push((await login(school, email, 'Wrong-Password-1')).status);
    for (const email of emails) statuses.push((await login(school, email, PASSWORD)).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(statuses.filter((status) => status !== 200 && status !== 422)).toEqual([]);
  }, 180_000);
});

describe('a class that logs in together after some typos', () => {
  it('after 80 failed logins from the school, 40 right passwords sent at the same moment all get in', async () => {
    const school = freshAddress();
    const players = await verifiedPlayers(server, 40);
    for (let attempt = 0; attempt < 80; attempt += 1)
      expect((await login(school, players[attempt % 40]!, `Typo-${attempt}-Password`)).status).toBe(422);
    lookups.holdNext(players.length);
    const statuses = await Promise.all(
      players.map(async (email) => {
        let first = true;
        // The login queue (decision 0210) lets a few in at a time and tells the others to come back: a 503 with
        // Retry-After and a ticket that keeps their place. They come back as the web app does, until they are in.
        return followLoginLine(async (ticket) => {
          if (first) {
            first = false;
            const answer = await login(school, email, PASSWORD);
            lookups.answer();
            return answer;
          }
          return server.call('POST', '/auth/login', { headers: { ...from(school), ...(ticket === undefined ? {} : { cookie: ticket }) }, body: { email, password: PASSWORD } });
        });
      }),
    );
    // Nobody of the class meets a 429: right passwords never spend the failures' budget.
    expect(statuses.map((response) => response.status)).toEqual(Array<number>(40).fill(200));
  }, 300_000);
});

describe('a spray from one address', () => {
  it('[D0083.throttles] failed logins across hundreds of accounts meet 429 once the address budget is spent', async () => {
    const sprayer = freshAddress();
    const budget = DEFAULT_RATE_LIMITS.loginFailuresPerAddress.max;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < budget + 5; attempt += 1)
      statuses.push((await login(sprayer, uniqueEmail(), 'Guess-Password-1')).status);
    expect(statuses.slice(0, budget).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(budget)).toEqual([429, 429, 429, 429, 429]);
    expectTooMany(await login(sprayer, uniqueEmail(), 'Guess-Password-1'));
    // Another address is not held back.
    expect((await login(freshAddress(), uniqueEmail(), 'Guess-Password-1')).status).toBe(422);
  }, 180_000);

  it('registrations (each a mail) meet 429 once the address budget is spent', async () => {
    const sprayer = freshAddress();
    const budget = DEFAULT_RATE_LIMITS.mailPerAddress.max;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < budget + 3; attempt += 1)
      statuses.push((await register(sprayer, uniqueEmail())).status);
    expect(statuses.slice(0, budget).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(budget)).toEqual([429, 429, 429]);
    // Every other mail-sending call from that address is held back too.
    expectTooMany(
      await server.call('POST', '/auth/email/reset', {
        headers: from(sprayer),
        body: { email: uniqueEmail() },
      }),
    );
    expectTooMany(
      await server.call('POST', '/auth/email/sendVerification', {
        headers: from(sprayer),
        body: { email: uniqueEmail() },
      }),
    );
  }, 180_000);
});

describe('one account guessed at from many addresses', () => {
  it('meets 429 once the account budget is spent, even with the right password, wherever it comes from', async () => {
    const victim = await server.newPlayer();
    const budget = DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max;
    for (let attempt = 0; attempt < budget; attempt += 1)
      expect((await login(freshAddress(), victim.email, `Guess-${attempt}-Password`)).status).toBe(422);
    expectTooMany(await login(freshAddress(), victim.email, 'Guess-Last-Password'));
    expectTooMany(await login(freshAddress(), victim.email, PASSWORD));
    // Other accounts are not held back.
    const other = await server.newPlayer();
    expect((await login(freshAddress(), other.email, PASSWORD)).status).toBe(200);
  }, 120_000);

  it('a right password gives its attempt back: logging in many times never spends the budget', async () => {
    const player = await server.newPlayer();
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max + 2; attempt += 1)
      expect((await login(freshAddress(), player.email, PASSWORD)).status).toBe(200);
  }, 120_000);
});

describe("a partner's uploads", () => {
  it('are counted per account: over the budget is 429; organizers are not counted', async () => {
    const partner = await consoleAccount(server, 'Partner', { businessId: 1 });
    const organizer = await consoleAccount(server, 'Organizer');
    const upload = async (session: typeof partner, width: number) =>
      callConsole(server, 'consoleUploadImage', session, {
        body: { content_type: 'image/png', data_base64: await pngBase64(width, 48), purpose: 'logo' },
      });
    expect((await upload(partner, 64)).status).toBe(200);
    expect((await upload(partner, 65)).status).toBe(200);
    expectTooMany(await upload(partner, 66));
    for (const width of [64, 65, 66]) expect((await upload(organizer, width)).status).toBe(200);
  }, 60_000);
});
