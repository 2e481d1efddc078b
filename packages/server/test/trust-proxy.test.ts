import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../src/config/config.js';
import { UNPROVEN_PEER_BUDGET_FACTOR } from '../src/services/throttle.js';
import { HttpProxy, postFrom } from './support/http-proxy.js';
import { GENEROUS_LIMITS, PASSWORD, TestServer } from './support/test-server.js';

// The failed-login budget is counted per client address; behind a proxy the address is the proxy's unless
// TRUST_PROXY lets the server read X-Forwarded-For. Every documented form of the setting, through a real proxy
// hop (which appends its peer's address, as nginx's $proxy_add_x_forwarded_for does) and with the header
// forged straight at the server. Each test client has a loopback address of its own (127.0.0.11, ...); the
// proxy reaches the server from 127.0.0.1. Issue 27: `TRUST_PROXY=1` used to believe nothing (Fastify's hop
// count trusts no peer), so every player behind the proxy shared one budget.
const FAILURES = 3;
const limits = {
  ...GENEROUS_LIMITS,
  loginFailuresPerAddress: { max: FAILURES, windowMs: 600_000 },
};

const wrongLogin = (email: string) => ({ email, password: 'Wrong-Password-1' });

interface Setup {
  server: TestServer;
  proxy: HttpProxy;
  email: string;
}

async function start(setting: string): Promise<Setup> {
  const trustProxy = parseTrustProxy(setting);
  if (trustProxy === null) throw new Error(`not a TRUST_PROXY form: ${setting}`);
  const server = await TestServer.start({ trustProxy, rateLimits: limits });
  const proxy = await HttpProxy.start(server.baseUrl);
  const { email } = await server.newPlayer();
  return { server, proxy, email };
}

/** `count` failed logins from `client` at `url`, each with the forged `X-Forwarded-For` of `forged(i)`. */
async function failures(client: string, url: string, count: number, forged: (index: number) => string | null) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const header = forged(index);
    statuses.push(
      await postFrom(client, url, '/auth/login', wrongLogin(`nobody${index}@example.com`), header ? { 'x-forwarded-for': header } : {}),
    );
  }
  return statuses;
}

const forgedAddress = (index: number) => `203.0.113.${index + 1}`;

describe.each(['1', '127.0.0.1', '127.0.0.0/30'])('TRUST_PROXY=%s', (setting) => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await start(setting);
  });
  afterAll(async () => {
    await setup.proxy.close();
    await setup.server.close();
  });

  it('through the proxy each player has a budget of its own, and a forged X-Forwarded-For gives none afresh', async () => {
    const { proxy, email } = setup;
    expect(await failures('127.0.0.11', proxy.baseUrl, FAILURES + 2, forgedAddress)).toEqual([
      ...Array<number>(FAILURES).fill(422),
      429,
      429,
    ]);
    expect(await postFrom('127.0.0.12', proxy.baseUrl, '/auth/login', { email, password: PASSWORD })).toBe(200);
  });

  it('straight at the server, X-Forwarded-For counts only when the setting says the peer is a proxy', async () => {
    const { server } = setup;
    const statuses = await failures('127.0.0.21', server.baseUrl, FAILURES + 1, (index) => `198.51.100.${index + 1}`);
    // A hop count believes its one hop, whoever it is: it is for a server nothing reaches but the proxy
    // (docs/deploy.md). An address or range believes only those proxies: 127.0.0.21 is neither.
    expect(statuses).toEqual(
      setting === '1' ? Array<number>(FAILURES + 1).fill(422) : [...Array<number>(FAILURES).fill(422), 429],
    );
  });
});

describe('TRUST_PROXY=on', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await start('on');
  });
  afterAll(async () => {
    await setup.proxy.close();
    await setup.server.close();
  });

  it('through the proxy, the forwarded addresses count, each its own budget', async () => {
    const { proxy, email } = setup;
    expect(await failures('127.0.0.11', proxy.baseUrl, FAILURES + 1, () => null)).toEqual([
      ...Array<number>(FAILURES).fill(422),
      429,
    ]);
    expect(await postFrom('127.0.0.12', proxy.baseUrl, '/auth/login', { email, password: PASSWORD })).toBe(200);
  });

  it('a forged chain straight at the server gets a fresh address each time, yet its connection’s peer has a budget too', async () => {
    const peerBudget = FAILURES * UNPROVEN_PEER_BUDGET_FACTOR;
    const statuses = await failures('127.0.0.31', setup.server.baseUrl, peerBudget + 2, (index) => `192.0.2.${index + 1}`);
    expect(statuses).toEqual([...Array<number>(peerBudget).fill(422), 429, 429]);
  });
});
