import { serverMessages } from '@dubloon-quest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_EVENT_FILE } from '../src/config/config.js';
import { capturedLog } from './support/captured-log.js';
import { GENEROUS_LIMITS, PASSWORD, TestServer } from './support/test-server.js';

// Issue 27, item 8: the first organizer's link took its token in upper case and had no guess throttle; ten wrong
// passwords locked any account, the only organizer's included, with no way back in but waiting.
const FAILURES = 3;
let server: TestServer;
const log = capturedLog();
beforeAll(async () => {
  server = await TestServer.start({
    eventFile: EMPTY_EVENT_FILE,
    logLevel: 'info',
    build: { logStream: log.stream },
    trustProxy: ['127.0.0.1'],
    rateLimits: {
      ...GENEROUS_LIMITS,
      loginFailuresPerAddress: { max: FAILURES, windowMs: 600_000 },
      loginFailuresPerAccount: { max: FAILURES, windowMs: 600_000 },
    },
  });
});
afterAll(() => server.close());

let nextAddress = 1;
const from = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` });
const WRONG_TOKEN = 'a'.repeat(40);

describe('token links', () => {
  it('every token call counts wrong tokens against the address, alike: then 429 with Retry-After', async () => {
    const address = from();
    const calls = [
      () => server.call('POST', '/auth/email/verify', { headers: address, body: { token: WRONG_TOKEN } }),
      () => server.call('PATCH', '/auth/password', { headers: address, body: { token: WRONG_TOKEN, password: PASSWORD, password_confirmation: PASSWORD } }),
      () => server.call('POST', '/auth/first-organizer', { headers: address, body: { token: WRONG_TOKEN, email: 'x@example.org', name: '', password: PASSWORD, password_confirmation: PASSWORD } }),
    ];
    const statuses: number[] = [];
    for (const call of calls) statuses.push((await call()).status);
    for (const call of calls) {
      const refused = await call();
      statuses.push(refused.status);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // While no organizer exists, a wrong first-organizer token is a guess like the others.
    expect(statuses.slice(0, FAILURES)).toEqual([404, 404, 404]);
    expect(statuses.slice(FAILURES)).toEqual([429, 429, 429]);
  });

  it('the first organizer link refuses its token in upper case, and works in its own case', async () => {
    const printed = log.messages.filter((message) => message.includes('first organizer')).at(-1);
    const token = /token=([0-9a-f]{40})&invitation=first/.exec(printed ?? '')?.[1];
    expect(token).toBeDefined();
    const create = (candidate: string) =>
      server.call('POST', '/auth/first-organizer', {
        headers: from(),
        body: { token: candidate, email: 'only.organizer@example.org', name: '', password: PASSWORD, password_confirmation: PASSWORD },
      });
    expect((await create(token!.toUpperCase())).status).toBe(404);
    expect((await create(token!)).status).toBe(200);
  });
});

describe('an account locked by wrong passwords', () => {
  it('is opened again at once by a password reset through the mailed link', async () => {
    const organizer = await server.newAccount('Organizer');
    for (let attempt = 0; attempt < FAILURES; attempt += 1)
      expect((await server.call('POST', '/auth/login', { headers: from(), body: { email: organizer.email, password: `Wrong-${attempt}-Password` } })).status).toBe(422);
    const locked = await server.call('POST', '/auth/login', { headers: from(), body: { email: organizer.email, password: PASSWORD } });
    expect(locked).toMatchObject({ status: 429, body: { message: serverMessages.tooManyRequests } });

    expect((await server.call('POST', '/auth/email/reset', { headers: from(), body: { email: organizer.email } })).status).toBe(200);
    const token = await server.mailedToken(organizer.email);
    const newPassword = 'Brand-New-Password-7';
    const reset = await server.call('PATCH', '/auth/password', { headers: from(), body: { token, password: newPassword, password_confirmation: newPassword } });
    expect(reset.status).toBe(200);
    expect((await server.call('POST', '/auth/login', { headers: from(), body: { email: organizer.email, password: newPassword } })).status).toBe(200);
  });
});
