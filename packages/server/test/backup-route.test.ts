import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_PATH, operatorKey } from '../src/services/operator-key.js';
import { HttpProxy } from './support/http-proxy.js';
import { TestServer } from './support/test-server.js';

// Issue 41, item 7: the backup route answered only loopback peers, but a proxy on the server's own machine (as
// docs/deploy.md suggests) connects from loopback, so it handed the route to anyone it forwarded for. A request
// carrying a forwarding header is now answered as an unknown path.
let server: TestServer;
let proxy: HttpProxy;
beforeAll(async () => {
  server = await TestServer.start();
  proxy = await HttpProxy.start(server.baseUrl);
});
afterAll(async () => {
  await proxy.close();
  await server.close();
});

const ask = (baseUrl: string, headers: Record<string, string> = {}) =>
  fetch(new URL(BACKUP_PATH, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorKey(server.app.game.config.tokenSecret)}`, ...headers },
  });

describe('the backup route', () => {
  it('answers the organizer tool on the same machine', async () => {
    const answer = await ask(server.baseUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/gzip');
  });

  it('answers 404 to a request forwarded by a proxy on the same machine', async () => {
    expect((await ask(proxy.baseUrl)).status).toBe(404);
  });

  it.each<Record<string, string>>([{ forwarded: 'for=203.0.113.7' }, { 'x-real-ip': '203.0.113.7' }, { via: '1.1 nginx' }])('answers 404 to a request with a forwarding header: %j', async (headers) => {
    expect((await ask(server.baseUrl, headers)).status).toBe(404);
  });
});
