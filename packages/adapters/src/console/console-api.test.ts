import { ContractError, GameApiError, type SessionTokens } from '@dubloon-quest/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCannedHttpServer, type CannedHttpServer } from '../../test/support/canned-http-server.js';
import { createConsoleApi } from './console-api.js';

const session: SessionTokens = { access: 'access-token-1', csrf: 'csrf-token-1' };
const schedule = {
  timestamps: {
    pre_game: '2026-11-20T10:00:00.000Z',
    game_start: '2026-11-20T11:00:00.000Z',
    review_start: '2026-11-20T12:00:00.000Z',
    review_end: '2026-11-20T13:00:00.000Z',
    game_end: '2026-11-20T14:00:00.000Z',
  },
  event_name: 'Harbor Week',
  source: 'console',
  period: 'gameStart',
  ends_at: '2026-11-20T12:00:00.000Z',
};

let server: CannedHttpServer;
let tokens: SessionTokens | null;

beforeAll(async () => {
  server = await startCannedHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  tokens = session;
  (server.requests as unknown[]).length = 0;
  server.answerWith(() => ({ status: 200, body: schedule }));
});

const api = () => createConsoleApi({ baseUrl: server.baseUrl, tokens: () => tokens });

async function failure(promise: Promise<unknown>): Promise<GameApiError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(GameApiError);
  return outcome as GameApiError;
}

describe('console requests', () => {
  it('sends the tokens and reads a GET answer with its schema', async () => {
    await expect(api().call('consoleGetSchedule')).resolves.toEqual(schedule);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'GET', url: '/api/v2/console/schedule' });
    expect(request?.headers.authorization).toBe('Bearer access-token-1');
    expect(request?.headers['x-xsrf-token']).toBe('csrf-token-1');
  });

  it('fills the path parameters and sends a PATCH body as JSON', async () => {
    server.answerWith(() => ({ status: 200, body: { message: 'ok', rating: 4, note: 'Great' } }));
    await api()
      .call('consoleRateSubmission', {
        params: { business_id: 3, user_id: 12 },
        body: { rating: 4, note: 'Great' },
      })
      .catch(() => undefined);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'PATCH', url: '/api/v2/console/businesses/3/submissions/12' });
    expect(JSON.parse(request?.body ?? '')).toEqual({ rating: 4, note: 'Great' });
  });

  it('puts a GET query in the URL, leaving out what is not given', async () => {
    server.answerWith(() => ({ status: 200, body: { players: [], total: 0, page: 1, page_size: 50 } }));
    await api()
      .call('consoleListPlayers', { query: { search: 'ana lee', verified: 'yes' } })
      .catch(() => undefined);
    expect(server.requests[0]?.url).toBe('/api/v2/console/players?search=ana+lee&verified=yes');
  });

  it('reads a CSV export as text and asks for text/csv', async () => {
    server.answerWith(() => ({
      status: 200,
      text: 'email,name\r\na@example.com,Ana\r\n',
      headers: { 'content-type': 'text/csv' },
    }));
    await expect(api().call('consoleExportPlayers')).resolves.toBe('email,name\r\na@example.com,Ana\r\n');
    expect(server.requests[0]?.headers.accept).toBe('text/csv');
  });

  it('sends no token headers when logged out', async () => {
    tokens = null;
    await api().call('consoleGetSchedule');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('console failures', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [409, 'conflict'],
  ] as const)('a %i answer is a %s error with the server message', async (status, kind) => {
    server.answerWith(() => ({ status, body: { message: 'Not for you' } }));
    const error = await failure(api().call('consoleGetSchedule'));
    expect(error.kind).toBe(kind);
    expect(error.message).toBe('Not for you');
  });

  it('a 5xx answer is a server error', async () => {
    server.answerWith(() => ({ status: 503, body: { message: 'Database down' } }));
    expect((await failure(api().call('consoleGetSchedule'))).kind).toBe('server');
  });

  it('a 422 carries the field errors', async () => {
    server.answerWith(() => ({
      status: 422,
      body: { message: 'Check the schedule', errors: { game_start: ['Must follow pre-game'] } },
    }));
    const error = await failure(api().call('consoleUpdateSchedule', { body: { timestamps: null } }));
    expect(error.kind).toBe('invalid');
    expect(error.fieldErrors).toEqual({ game_start: ['Must follow pre-game'] });
  });

  it('an answer that is not the contract shape is a badResponse', async () => {
    server.answerWith(() => ({ status: 200, body: { timestamps: 'soon' } }));
    const error = await failure(api().call('consoleGetSchedule'));
    expect(error.kind).toBe('badResponse');
    expect(error.cause).toBeInstanceOf(ContractError);
  });

  it('a dropped connection is a network error', async () => {
    server.answerWith(() => ({ hangUp: true }));
    expect((await failure(api().call('consoleGetSchedule'))).kind).toBe('network');
  });

  it('no answer in time is a timeout', async () => {
    server.answerWith(() => ({ silence: true }));
    const slow = createConsoleApi({ baseUrl: server.baseUrl, tokens: () => tokens, timeoutMs: 50 });
    expect((await failure(slow.call('consoleGetSchedule'))).kind).toBe('timeout');
  });
});
