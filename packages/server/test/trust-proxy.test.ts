import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS, TestServer } from './support/test-server.js';

// The login budget is counted per client address and email; behind a load balancer the address is the
// balancer's unless TRUST_PROXY lets the server read X-Forwarded-For. Documentation addresses (RFC 5737).
const limits = {
  ...GENEROUS_LIMITS,
  login: { max: 2, windowMs: 60_000 },
  mail: { max: 100, windowMs: 60_000 },
  chestAnswer: { max: 100, windowMs: 60_000 },
  socketEvents: { max: 100, windowMs: 10_000 },
};

let trusting: TestServer;
let untrusting: TestServer;
beforeAll(async () => {
  [trusting, untrusting] = await Promise.all([
    TestServer.start({ trustProxy: ['127.0.0.1'], rateLimits: limits }),
    TestServer.start({ rateLimits: limits }),
  ]);
});
afterAll(async () => {
  await Promise.all([trusting.close(), untrusting.close()]);
});

const login = (server: TestServer, forwardedFor: string) =>
  server.call('POST', '/auth/login', {
    body: { email: 'someone@example.com', password: 'Wrong-Password-1' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY', () => {
  it('with the balancer trusted, each player address behind it has its own budget', async () => {
    expect((await login(trusting, '203.0.113.1')).status).toBe(422);
    expect((await login(trusting, '203.0.113.1')).status).toBe(422);
    expect((await login(trusting, '203.0.113.1')).status).toBe(429);
    expect((await login(trusting, '203.0.113.2')).status).toBe(422);
  });

  it('without it, X-Forwarded-For is ignored: a client cannot pick a fresh address per request', async () => {
    expect((await login(untrusting, '203.0.113.1')).status).toBe(422);
    expect((await login(untrusting, '203.0.113.2')).status).toBe(422);
    expect((await login(untrusting, '203.0.113.3')).status).toBe(429);
  });
});
