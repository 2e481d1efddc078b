import { contractMessages, GameApiError, messages } from '@dubloon-quest/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCannedHttpServer, type CannedHttpServer } from '../../test/support/canned-http-server.js';
import { createHttpGameApi } from './http-game-api.js';
import { createPublicDrawApi } from './public-draw-api.js';

const published = {
  commitment: { commitment: 'a'.repeat(64), committed_at: '2026-04-22T09:00:00.000Z' },
  draw: { drawn_at: '2026-04-24T18:05:00.000Z', record: '{"format":"dubloon-quest-draw/1"}' },
};

let server: CannedHttpServer;
beforeAll(async () => {
  server = await startCannedHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  (server.requests as unknown[]).length = 0;
});

async function failure(promise: Promise<unknown>): Promise<GameApiError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(GameApiError);
  return outcome as GameApiError;
}

describe('createPublicDrawApi', () => {
  it('asks GET /api/v2/game/raffle/draw without tokens and answers as the full HTTP adapter does', async () => {
    server.answerWith(() => ({ status: 200, body: published }));
    const light = await createPublicDrawApi({ baseUrl: `${server.baseUrl}/` }).getRaffleDraw();
    const full = await createHttpGameApi({ baseUrl: server.baseUrl, tokens: () => null }).getRaffleDraw();
    expect(light).toEqual({ data: published, meta: { status: 200 } });
    expect(light).toEqual(full);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'GET', url: '/api/v2/game/raffle/draw' });
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers.accept).toContain('application/json');
  });

  it("asks for an archived event's draw with ?event=<id>", async () => {
    server.answerWith(() => ({ status: 200, body: published }));
    await createPublicDrawApi({ baseUrl: server.baseUrl, eventId: 3 }).getRaffleDraw();
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/api/v2/game/raffle/draw?event=3' });
  });

  it("asks for a draw by its commitment's start with ?draw=<hex> (the presenter's QR code)", async () => {
    server.answerWith(() => ({ status: 200, body: published }));
    await createPublicDrawApi({ baseUrl: server.baseUrl, draw: 'a'.repeat(16) }).getRaffleDraw();
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: `/api/v2/game/raffle/draw?draw=${'a'.repeat(16)}` });
  });

  it('fails with the same kinds and messages: refused, not JSON, wrong shape, no answer, too slow', async () => {
    const api = createPublicDrawApi({ baseUrl: server.baseUrl, timeoutMs: 200 });
    server.answerWith(() => ({ status: 429, body: { message: 'Slow down' }, headers: { 'retry-after': '7' } }));
    expect(await failure(api.getRaffleDraw())).toMatchObject({ kind: 'rateLimited', status: 429, message: 'Slow down', retryAfterSeconds: 7 });
    server.answerWith(() => ({ status: 500, body: { message: 'boom' } }));
    expect(await failure(api.getRaffleDraw())).toMatchObject({ kind: 'server', message: messages.network.unexpectedServer });
    server.answerWith(() => ({ status: 200, text: '<html>' }));
    expect(await failure(api.getRaffleDraw())).toMatchObject({ kind: 'badResponse', message: contractMessages.invalidResponse });
    server.answerWith(() => ({ status: 200, body: { commitment: 'nope', draw: null } }));
    expect(await failure(api.getRaffleDraw())).toMatchObject({ kind: 'badResponse' });
    const offline = createPublicDrawApi({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await failure(offline.getRaffleDraw())).toMatchObject({ kind: 'network', status: null, message: messages.network.offline });
    const hanging = createPublicDrawApi({
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    });
    expect(await failure(hanging.getRaffleDraw())).toMatchObject({ kind: 'timeout', message: messages.network.timeout });
  });
});
