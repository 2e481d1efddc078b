import { fc, test } from '@fast-check/vitest';
import { endpoints } from '@dubloon-quest/core';
import { consoleEndpoints } from '@dubloon-quest/core/console';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { TestServer } from './support/test-server.js';

// Issue 27, item 4: every endpoint of both doors' contracts (core's endpoint tables), its path parameters and its
// body, meets numbers no PostgreSQL integer column holds with a 422 naming the field, never a 500.
let server: TestServer;
beforeAll(async () => {
  server = await TestServer.start();
});
afterAll(() => server.close());

const everyEndpoint = [...Object.values(endpoints), ...Object.values(consoleEndpoints)].map((endpoint) => ({
  method: endpoint.method,
  path: endpoint.path,
}));
const extreme = fc.constantFrom(2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER, -(2 ** 31) - 1, 2 ** 53);

describe('numbers past a PostgreSQL integer, at every endpoint of the contract', () => {
  test.prop([extreme], { numRuns: 5 })('every endpoint answers 422 naming the field', async (value) => {
    for (const endpoint of everyEndpoint) {
      const params = [...endpoint.path.matchAll(/:([a-z_]+)/g)].map((match) => match[1]!);
      // A GET carries the number in its query (a page), the others in their body (an amount and an id).
      const reading = endpoint.method === 'GET';
      const path = `${endpoint.path.replace(/:([a-z_]+)/g, String(value))}${reading ? `?page=${value}` : ''}`;
      const answer = await server.call<{ errors?: Record<string, string[]> }>(
        endpoint.method,
        path,
        reading ? {} : { body: { amount: value, item_id: String(value) } },
      );
      expect(answer.status, `${endpoint.method} ${path}`).toBe(422);
      const named = Object.keys(answer.body.errors ?? {});
      expect(named).toEqual(
        expect.arrayContaining([...params, ...(reading ? ['page'] : ['amount', 'item_id'])]),
      );
    }
  });
});
