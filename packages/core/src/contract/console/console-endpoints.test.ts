import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.js';
import { CONSOLE_ROLES } from './console-common.schema.js';
import { ARCHIVED_EXPORTS } from './console-events.schema.js';
import {
  consoleEndpointNames,
  consoleEndpoints,
  consoleRoleAllowed,
  consoleUrl,
} from './console-endpoints.js';

/** The `:name` segments of a path. */
const pathParams = (path: string) => [...path.matchAll(/:([a-z_]+)/g)].map((match) => match[1]!);
/** A path parameter's sample as sent, and as its schema reads it: ids are numbers, an export is one's name. */
const sampleParam = (key: string) =>
  key === 'export' ? { sent: ARCHIVED_EXPORTS[0], read: ARCHIVED_EXPORTS[0] } : { sent: '7', read: 7 };
/** The keys a params schema declares, read from a parse of the samples. */
const schemaKeys = (
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  keys: string[],
) => schema.safeParse(Object.fromEntries(keys.map((key) => [key, sampleParam(key).sent]))).data;

describe('the console endpoint table', () => {
  it.each(consoleEndpointNames)(
    '%s: a /console path, a body exactly for writes, parameters matching the path',
    (name) => {
      const endpoint = consoleEndpoints[name];
      expect(endpoint.path.startsWith('/console/')).toBe(true);
      expect(endpoint.request === null).toBe(endpoint.method === 'GET');
      expect(endpoint.query === null || endpoint.method === 'GET').toBe(true);
      const keys = pathParams(endpoint.path);
      if (keys.length === 0) expect(endpoint.params).toBeNull();
      else
        expect(schemaKeys(endpoint.params!, keys)).toEqual(
          Object.fromEntries(keys.map((key) => [key, sampleParam(key).read])),
        );
      expect(endpoint.roles.length).toBeGreaterThan(0);
      for (const role of endpoint.roles) expect(CONSOLE_ROLES).toContain(role);
      if (endpoint.ownBusiness) {
        expect(keys).toContain('business_id');
        expect(endpoint.roles).toEqual(expect.arrayContaining(['Organizer', 'Partner']));
      }
      if (endpoint.format === 'csv') expect(endpoint.method).toBe('GET');
    },
  );

  it('has one call per method and path, none shared with the game table', () => {
    const routes = consoleEndpointNames.map(
      (name) => `${consoleEndpoints[name].method} ${consoleEndpoints[name].path}`,
    );
    expect(new Set(routes).size).toBe(routes.length);
    const gameRoutes = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    for (const route of routes) expect(gameRoutes).not.toContain(route);
  });

  it('lets players make no call, and partners only the calls about their own business, images and themselves', () => {
    expect(consoleEndpointNames.filter((name) => consoleRoleAllowed(name, 'Player'))).toEqual([]);
    expect(consoleEndpointNames.filter((name) => consoleRoleAllowed(name, null))).toEqual([]);
    const partnerCalls = consoleEndpointNames.filter((name) => consoleRoleAllowed(name, 'Partner'));
    for (const name of partnerCalls)
      expect(
        consoleEndpoints[name].ownBusiness || ['consoleGetMe', 'consoleUploadImage'].includes(name),
      ).toBe(true);
    expect(consoleEndpointNames.every((name) => consoleRoleAllowed(name, 'Organizer'))).toBe(true);
  });

  it('rejects path parameters that are not positive whole numbers', () => {
    const params = consoleEndpoints.consoleGetPlayer.params;
    for (const bad of ['0', '-1', '1.5', 'abc', '', '12345678901'])
      expect(params.safeParse({ user_id: bad }).success).toBe(false);
    expect(params.parse({ user_id: '42' })).toEqual({ user_id: 42 });
  });

  it('reads query numbers within their bounds', () => {
    const query = consoleEndpoints.consoleListPlayers.query;
    expect(query.parse({ page: '2', page_size: '20', verified: 'yes' })).toEqual({
      page: 2,
      page_size: 20,
      verified: 'yes',
    });
    for (const bad of [{ page: '0' }, { page_size: '501' }, { page: 'x' }, { verified: 'maybe' }])
      expect(query.safeParse(bad).success).toBe(false);
  });
});

describe('consoleUrl', () => {
  it('fills the path parameters and appends the defined query parameters', () => {
    expect(consoleUrl('consoleGetMe')).toBe('/api/v2/console/me');
    expect(consoleUrl('consoleRateSubmission', { business_id: 3, user_id: '12' })).toBe(
      '/api/v2/console/businesses/3/submissions/12',
    );
    expect(
      consoleUrl('consoleListPlayers', {}, { search: 'ada lovelace', country: undefined, page: '2' }),
    ).toBe('/api/v2/console/players?search=ada%20lovelace&page=2');
  });

  it('refuses a missing path parameter', () => {
    expect(() => consoleUrl('consoleGetPlayer')).toThrow(/user_id/);
  });
});
