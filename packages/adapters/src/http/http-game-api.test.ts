import {
  ContractError,
  contractMessages,
  type EndpointName,
  endpointNames,
  endpoints,
  GameApiError,
  messages,
  requestJson,
  serverMessages,
  type SessionTokens,
} from '@dubloon-quest/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCannedHttpServer, type CannedHttpServer } from '../../test/support/canned-http-server.js';
import { COIN_TOTAL_RETRIES, createHttpGameApi, requestOptions, tokensFromHeaders, type HttpGameApiOptions } from './http-game-api.js';

const loginAnswer = {
  user: {
    name: 'Demo Player',
    email: 'demo.player@example.com',
    education: 'Grade 11',
    school: 'Harbor High School',
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
    role: 'Player',
    referral_link: 'http://localhost:3000/register?referral=4f9a2c7e1b',
    chests_submitted: { '1': 9 },
    attend_meeting: null,
  },
  coins: 12,
  timestamps: 'The game has not started yet',
};

const session: SessionTokens = { access: 'access-token-1', csrf: 'csrf-token-1' };

let server: CannedHttpServer;
let tokens: SessionTokens | null;

beforeAll(async () => {
  server = await startCannedHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  tokens = session;
  (server.requests as unknown[]).length = 0;
  server.answerWith(() => ({ status: 200, body: { coins: 12 } }));
});

function api(options: Partial<HttpGameApiOptions> = {}) {
  return createHttpGameApi({ baseUrl: server.baseUrl, tokens: () => tokens, retryDelayMs: () => 1, ...options });
}

async function failure(promise: Promise<unknown>): Promise<GameApiError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(GameApiError);
  return outcome as GameApiError;
}

function only<T>(list: readonly T[]): T {
  expect(list).toHaveLength(1);
  return list[0]!;
}

describe('requests', () => {
  it("sends the reader's language as Accept-Language, read before every call", async () => {
    let language = 'fr-CA';
    await api({ language: () => language }).getCoinTotal();
    language = 'en';
    await api({ language: () => language }).getCoinTotal();
    expect(server.requests.map((request) => request.headers['accept-language'])).toEqual(['fr-CA', 'en']);
  });

  it('sends JSON accept and content type, the bearer token and the anti-forgery token on a GET', async () => {
    await api().getCoinTotal();
    const request = only(server.requests);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/api/v2/game/player/coins/total');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe('Bearer access-token-1');
    expect(request.headers['x-xsrf-token']).toBe('csrf-token-1');
    expect(request.body).toBe('');
  });

  it('sends POST and PATCH bodies as JSON with the same headers', async () => {
    server.answerWith(() => ({ status: 200, body: { attend_meeting: true } }));
    await api().updateMeetup({ attend_meeting: true });
    server.answerWith(() => ({ status: 200, body: { total_coins: 6 } }));
    await api().submitStakes({ staked_items: [{ item_id: 1, coins: 6 }], total_coins: 6 });
    const [patch, post] = server.requests;
    expect(patch).toMatchObject({ method: 'PATCH', url: '/api/v2/game/meetup', body: '{"attend_meeting":true}' });
    expect(post).toMatchObject({ method: 'POST', url: '/api/v2/game/raffle/items' });
    // Ids travel as strings (original-clients.md, "Ids are strings").
    expect(JSON.parse(post!.body)).toEqual({ staked_items: [{ item_id: '1', coins: 6 }], total_coins: 6 });
    for (const request of [patch!, post!]) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers.accept).toBe('application/json');
      expect(request.headers.authorization).toBe('Bearer access-token-1');
      expect(request.headers['x-xsrf-token']).toBe('csrf-token-1');
    }
  });

  it('reads the tokens again before every call, and sends none when logged out', async () => {
    const client = api();
    await client.getCoinTotal();
    tokens = { access: 'access-token-2', csrf: 'csrf-token-2' };
    await client.getCoinTotal();
    tokens = null;
    await client.getCoinTotal();
    const [first, second, third] = server.requests;
    expect(first!.headers.authorization).toBe('Bearer access-token-1');
    expect(second!.headers.authorization).toBe('Bearer access-token-2');
    expect(second!.headers['x-xsrf-token']).toBe('csrf-token-2');
    expect(third!.headers.authorization).toBeUndefined();
    expect(third!.headers['x-xsrf-token']).toBeUndefined();
  });

  it('includes credentials (cookies) in every request', async () => {
    const seen: Request[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      seen.push(request);
      return fetch(request);
    };
    await api({ fetch: recordingFetch }).getCoinTotal();
    expect(only(seen).credentials).toBe('include');
  });

  it('accepts a base URL with a trailing slash', async () => {
    await api({ baseUrl: `${server.baseUrl}/` }).getCoinTotal();
    expect(only(server.requests).url).toBe('/api/v2/game/player/coins/total');
  });

  it.each(endpointNames)('%s goes to its method and path from the endpoint table', async (name: EndpointName) => {
    server.answerWith(() => ({ status: 200, text: 'not json' }));
    const client = api();
    const call = client[name] as (body?: unknown) => Promise<unknown>;
    const endpoint = endpoints[name];
    const error = await failure(call(endpoint.request === null ? undefined : { probe: name }));
    expect(error.kind).toBe('badResponse');
    const request = only(server.requests);
    expect(request.method).toBe(endpoint.method);
    expect(request.url).toBe(`/api/v2${endpoint.path}`);
    const bodyless = endpoint.method === 'GET' ? '' : '{}';
    // A body is sent as the contract writes it (ids as strings, unknown fields left out).
    expect(request.body).toBe(endpoint.request === null ? bodyless : JSON.stringify(requestJson(endpoint.request, { probe: name })));
  });

  it('sends logout, a POST without a request, as an empty JSON object with both tokens', async () => {
    server.answerWith(() => ({ status: 200, body: { message: serverMessages.loggedOut } }));
    const answer = await api().logout();
    expect(answer).toEqual({ data: { message: serverMessages.loggedOut }, meta: { status: 200 } });
    const request = only(server.requests);
    expect(request).toMatchObject({ method: 'POST', url: '/api/v2/auth/logout', body: '{}' });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe('Bearer access-token-1');
    expect(request.headers['x-xsrf-token']).toBe('csrf-token-1');
  });

  it('puts GET parameters in the query and POST and PATCH bodies in JSON', () => {
    expect(requestOptions('GET', { page: 2, search: 'a b', skip: undefined }, null)).toMatchObject({
      method: 'GET',
      searchParams: { page: '2', search: 'a b' },
    });
    expect(requestOptions('GET', undefined, null)).not.toHaveProperty('searchParams');
    expect(requestOptions('POST', { name: 'Canada' }, null)).toMatchObject({ method: 'POST', json: { name: 'Canada' } });
    expect(requestOptions('PATCH', { city: null }, null)).toMatchObject({ method: 'PATCH', json: { city: null } });
  });
});

describe('answers', () => {
  it('resolves the parsed body with the status', async () => {
    server.answerWith(() => ({ status: 200, body: { coins: 12, unknown_field: 'dropped' } }));
    await expect(api().getCoinTotal()).resolves.toEqual({ data: { coins: 12 }, meta: { status: 200 } });
  });

  it('reads the session tokens from the login answer headers', async () => {
    server.answerWith(() => ({
      status: 200,
      body: loginAnswer,
      headers: { authorization: 'Bearer fresh-access', 'x-xsrf-token': 'fresh-csrf' },
    }));
    tokens = null;
    const result = await api().login({ email: 'demo.player@example.com', password: 'Treasure-2026' });
    expect(result.tokens).toEqual({ access: 'fresh-access', csrf: 'fresh-csrf' });
    expect(result.data.user.email).toBe('demo.player@example.com');
    expect(result.meta).toEqual({ status: 200 });
    expect(JSON.parse(only(server.requests).body)).toEqual({ email: 'demo.player@example.com', password: 'Treasure-2026' });
  });

  it('refuses a login answer without token headers as a bad response', async () => {
    server.answerWith(() => ({ status: 200, body: loginAnswer, headers: { authorization: 'Bearer only-access' } }));
    const error = await failure(api().login({ email: 'demo.player@example.com', password: 'Treasure-2026' }));
    expect(error.kind).toBe('badResponse');
    expect(error.message).toBe(contractMessages.invalidResponse);
    expect(String((error.cause as Error).message)).toMatch(/x-xsrf-token/);
  });

  it.each([
    ['Bearer abc', 'x', { access: 'abc', csrf: 'x' }],
    ['bearer  abc ', ' x ', { access: 'abc', csrf: 'x' }],
  ])('reads %j and %j as tokens', (authorization, csrf, expected) => {
    expect(tokensFromHeaders(new Headers({ authorization, 'x-xsrf-token': csrf }), 200)).toEqual(expected);
  });

  it.each([['abc'], ['Bearer'], ['Bearer undefined more'], ['']])('refuses the authorization header %j', (authorization) => {
    expect(() => tokensFromHeaders(new Headers({ authorization, 'x-xsrf-token': 'x' }), 200)).toThrow(GameApiError);
  });

  it('turns a 200 answer that is not JSON into a bad response', async () => {
    server.answerWith(() => ({ status: 200, text: '<!doctype html><p>Welcome</p>' }));
    const error = await failure(api().getCoinTotal());
    expect({ kind: error.kind, status: error.status, message: error.message }).toEqual({
      kind: 'badResponse',
      status: 200,
      message: contractMessages.invalidResponse,
    });
    expect((error.cause as Error).message).toBe('the answer of GET /game/player/coins/total is not JSON');
  });

  it('turns an answer of the wrong shape into a bad response that names the call, the field and the problem', async () => {
    server.answerWith(() => ({ status: 200, body: [{ item_id: 1 }] }));
    const error = await failure(api().getRaffleItems());
    expect(error.kind).toBe('badResponse');
    expect(error.cause).toBeInstanceOf(ContractError);
    expect((error.cause as ContractError).message).toMatch(/^the answer of GET \/game\/raffle\/items is invalid: at \[0\]\.item_id: Expected text, received a whole number/);
  });
});

describe('failures', () => {
  it.each([
    [400, 'invalid'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'invalid'],
    [409, 'conflict'],
    [422, 'invalid'],
    [429, 'rateLimited'],
  ] as const)('maps %i to %s with the server message', async (status, kind) => {
    server.answerWith(() => ({ status, body: { message: `refused with ${status}` } }));
    const error = await failure(api().getChests());
    expect({ kind: error.kind, status: error.status, message: error.message }).toEqual({ kind, status, message: `refused with ${status}` });
  });

  it('keeps the field errors of an invalid answer', async () => {
    const errors = { email: ['Invalid Email'], password: ['Must be between 8 and 24 characters'] };
    server.answerWith(() => ({ status: 422, body: { message: contractMessages.invalidRequest, errors } }));
    const error = await failure(api().login({ email: 'x', password: 'y' }));
    expect(error.kind).toBe('invalid');
    expect(error.fieldErrors).toEqual(errors);
  });

  it.each([
    ['30', 30],
    [undefined, null],
    ['soon', null],
  ])('reads Retry-After %j of a 429 as %j seconds', async (retryAfter, seconds) => {
    const headers: Record<string, string> = retryAfter === undefined ? {} : { 'retry-after': retryAfter };
    server.answerWith(() => ({ status: 429, body: { message: 'Too many attempts' }, headers }));
    const error = await failure(api().submitStakes({ staked_items: [], total_coins: 0 }));
    expect(error.kind).toBe('rateLimited');
    expect(error.retryAfterSeconds).toBe(seconds);
  });

  it('reads a Retry-After date as the seconds left until it', async () => {
    const now = Date.parse('2026-04-20T14:00:00.000Z');
    server.answerWith(() => ({ status: 429, body: { message: 'Wait' }, headers: { 'retry-after': 'Mon, 20 Apr 2026 14:01:30 GMT' } }));
    const error = await failure(api({ now: () => now }).getCoinHistory());
    expect(error.retryAfterSeconds).toBe(90);
  });

  it.each([500, 502, 503])('maps %i to server with the catalogue text, not the server text', async (status) => {
    server.answerWith(() => ({ status, body: { message: 'TypeError: cannot read x of undefined' } }));
    const error = await failure(api().getResults());
    expect({ kind: error.kind, status: error.status, message: error.message }).toEqual({
      kind: 'server',
      status,
      message: messages.network.unexpectedServer,
    });
  });

  it('keeps the kind of the status when the error body is not JSON', async () => {
    server.answerWith(() => ({ status: 401, text: '<html>Unauthorized</html>' }));
    const unauthorized = await failure(api().getReferrals());
    expect({ kind: unauthorized.kind, message: unauthorized.message }).toEqual({ kind: 'unauthorized', message: contractMessages.invalidResponse });
    server.answerWith(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    expect((await failure(api().getReferrals())).kind).toBe('server');
  });

  it('turns a connection closed without an answer into a network error', async () => {
    server.answerWith(() => ({ hangUp: true }));
    const error = await failure(api().getChests());
    expect({ kind: error.kind, status: error.status, message: error.message }).toEqual({ kind: 'network', status: null, message: messages.network.offline });
  });

  it('turns an unreachable server into a network error', async () => {
    const closed = await startCannedHttpServer();
    await closed.close();
    const error = await failure(createHttpGameApi({ baseUrl: closed.baseUrl, tokens: () => null }).getCountries());
    expect(error.kind).toBe('network');
  });

  it('reports no answer from another origin than the page\'s as a likely CORS refusal, naming CORS_ORIGINS', async () => {
    const closed = await startCannedHttpServer();
    await closed.close();
    const refused = () => failure(createHttpGameApi({ baseUrl: closed.baseUrl, tokens: () => null }).getCountries());
    vi.stubGlobal('location', { origin: 'http://localhost:5173' });
    try {
      const error = await refused();
      expect({ kind: error.kind, message: error.message }).toEqual({ kind: 'network', message: messages.network.otherOrigin('http://localhost:5173') });
      expect(error.message).toMatch(/CORS_ORIGINS setting must list http:\/\/localhost:5173/);
      // The page's own origin: no CORS in the way, the server is just not there.
      vi.stubGlobal('location', { origin: new URL(closed.baseUrl).origin });
      expect((await refused()).message).toBe(messages.network.offline);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('turns an answer that does not come in time into a timeout', async () => {
    server.answerWith(() => ({ silence: true }));
    const error = await failure(api({ timeoutMs: 50 }).getChests());
    expect({ kind: error.kind, status: error.status, message: error.message }).toEqual({ kind: 'timeout', status: null, message: messages.network.timeout });
  });
});

describe('retries', () => {
  const failThen = (failures: number, failing: (index: number) => ReturnType<Parameters<CannedHttpServer['answerWith']>[0]>) =>
    server.answerWith((_request, index) => (index < failures ? failing(index) : { status: 200, body: { coins: 7 } }));

  it(`retries the coin total up to ${COIN_TOTAL_RETRIES} times on a 5xx answer`, async () => {
    failThen(2, (index) => ({ status: index === 0 ? 500 : 503, body: { message: 'down' } }));
    await expect(api().getCoinTotal()).resolves.toEqual({ data: { coins: 7 }, meta: { status: 200 } });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up on the coin total after 1 try and 2 retries, with the last failure', async () => {
    failThen(10, () => ({ status: 500, body: { message: 'down' } }));
    expect((await failure(api().getCoinTotal())).kind).toBe('server');
    expect(server.requests).toHaveLength(1 + COIN_TOTAL_RETRIES);
  });

  it('leaves retrying to the host when told to (coinTotalRetries: 0)', async () => {
    failThen(10, () => ({ status: 500, body: { message: 'down' } }));
    expect((await failure(api({ coinTotalRetries: 0 }).getCoinTotal())).kind).toBe('server');
    expect(server.requests).toHaveLength(1);
  });

  it('retries the coin total on a network failure', async () => {
    failThen(1, () => ({ hangUp: true }));
    await expect(api().getCoinTotal()).resolves.toMatchObject({ data: { coins: 7 } });
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    [401, 'unauthorized'],
    [409, 'conflict'],
    [429, 'rateLimited'],
  ] as const)('does not retry the coin total on %i', async (status, kind) => {
    failThen(10, () => ({ status, body: { message: 'no' }, headers: { 'retry-after': '0' } }));
    expect((await failure(api().getCoinTotal())).kind).toBe(kind);
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry the coin total on a timeout', async () => {
    failThen(10, () => ({ silence: true }));
    expect((await failure(api({ timeoutMs: 50 }).getCoinTotal())).kind).toBe('timeout');
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry any other call', async () => {
    failThen(10, () => ({ status: 503, body: { message: 'down' } }));
    const client = api();
    await failure(client.getChests());
    await failure(client.getCoinHistory());
    await failure(client.submitChest({ chest_id: 1, amount: 9 }));
    failThen(10, () => ({ hangUp: true }));
    await failure(client.getRaffleItems());
    expect(server.requests).toHaveLength(4);
  });
});
