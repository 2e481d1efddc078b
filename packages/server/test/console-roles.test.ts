import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@dubloon-quest/core';
import {
  type ConsoleEndpointName,
  consoleEndpointNames,
  consoleEndpoints,
  consoleMessages,
} from '@dubloon-quest/core/console';
import { callConsole, databaseFingerprint } from './support/console.js';
import {
  castOf,
  REFUSED,
  SUCCESS,
  type ConsoleCast,
  type ConsoleWriteName,
} from './support/console-fixtures.js';
import { TestServer, type Session } from './support/test-server.js';

/** Who calls, in the order the table's columns read. */
const CALLERS = ['anonymous', 'player', 'partner of another business', 'partner', 'organizer'] as const;
type Caller = (typeof CALLERS)[number];

/**
 * The expected answer of every console call for every caller, derived from the endpoint table alone: no login
 * 401; a player 403; a partner 403 for the organizers' calls and for another business's; else 200.
 */
function expectedStatus(name: ConsoleEndpointName, caller: Caller): number {
  const endpoint = consoleEndpoints[name];
  if (caller === 'anonymous') return 401;
  if (caller === 'player') return 403;
  if (caller === 'organizer') return 200;
  if (!(endpoint.roles as readonly string[]).includes('Partner')) return 403;
  if (caller === 'partner of another business' && endpoint.ownBusiness) return 403;
  return 200;
}

/** The refusal text each 401 or 403 answers with. */
function expectedMessage(name: ConsoleEndpointName, caller: Caller): string | null {
  switch (expectedStatus(name, caller)) {
    case 401:
      return serverMessages.unauthorized;
    case 403:
      if (caller === 'player') return consoleMessages.access.consoleOnly;
      return consoleEndpoints[name].ownBusiness
        ? consoleMessages.access.notYourBusiness
        : consoleMessages.access.organizersOnly;
    default:
      return null;
  }
}

const isWrite = (name: ConsoleEndpointName): name is ConsoleWriteName =>
  consoleEndpoints[name].method !== 'GET';

let server: TestServer;
let cast: ConsoleCast;
beforeAll(async () => {
  server = await TestServer.start();
  cast = await castOf(server);
});
afterAll(() => server.close());

const sessionOf = (caller: Caller): Session | null =>
  ({
    anonymous: null,
    player: cast.player,
    'partner of another business': cast.otherPartner,
    partner: cast.partner,
    organizer: cast.organizer,
  })[caller];

describe('every console call, as every caller (generated from the console endpoint table)', () => {
  const rows = consoleEndpointNames.flatMap((name) =>
    CALLERS.map((caller) => ({ name, caller, status: expectedStatus(name, caller) })),
  );

  it('covers every call of the table', () => {
    expect(new Set(rows.map((row) => row.name))).toEqual(new Set(consoleEndpointNames));
    expect(Object.keys(SUCCESS).sort()).toEqual([...consoleEndpointNames].sort());
  });

  it.each(rows)('[C.roles] $name as $caller answers $status', async ({ name, caller, status }) => {
    const parts = await SUCCESS[name]({ server, cast });
    const before = status === 200 ? null : await databaseFingerprint(server);
    const answer = await callConsole(server, name, sessionOf(caller), parts);
    expect(answer.status, answer.text).toBe(status);
    const message = expectedMessage(name, caller);
    if (message !== null) {
      expect(answer.body).toEqual({ message });
      expect(await databaseFingerprint(server)).toBe(before);
    } else if (consoleEndpoints[name].format === 'csv') {
      expect(answer.headers.get('content-type')).toContain('text/csv');
    } else {
      expect(answer.headers.get('content-type')).toContain('application/json');
    }
  });
});

describe('every console write checks the anti-forgery token and refuses bad input with the error body, writing nothing', () => {
  const writes = consoleEndpointNames.filter(isWrite);

  it.each(writes)('%s: a wrong anti-forgery token answers 403', async (name) => {
    const parts = await SUCCESS[name]({ server, cast });
    const before = await databaseFingerprint(server);
    const answer = await callConsole(server, name, cast.organizer, { ...parts, csrf: 'forged' });
    expect(answer).toMatchObject({ status: 403, body: { message: serverMessages.badXsrfToken } });
    expect(await databaseFingerprint(server)).toBe(before);
  });

  it.each(writes)('%s: a body of the wrong shape answers 400 with the errors by path', async (name) => {
    const parts = await SUCCESS[name]({ server, cast });
    const before = await databaseFingerprint(server);
    for (const rawBody of ['[1, 2]', '"text"', '{"broken json"']) {
      const answer = await callConsole<{ message: string; errors?: Record<string, string[]> }>(
        server,
        name,
        cast.organizer,
        { ...parts, body: undefined, rawBody },
      );
      expect(answer.status, `${rawBody}: ${answer.text}`).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    expect(await databaseFingerprint(server)).toBe(before);
  });

  it.each(writes)('%s: content the rules refuse answers 4xx with the error body', async (name) => {
    const parts = await REFUSED[name]({ server, cast });
    const before = await databaseFingerprint(server);
    const answer = await callConsole<{ message: string; errors?: Record<string, string[]> }>(
      server,
      name,
      cast.organizer,
      parts,
    );
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(typeof answer.body.message).toBe('string');
    expect(await databaseFingerprint(server)).toBe(before);
  });
});

describe('path parameters and queries', () => {
  const withParams = consoleEndpointNames.filter((name) => consoleEndpoints[name].params !== null);

  it.each(withParams)(
    '%s: a path parameter that is not a positive whole number answers 400',
    async (name) => {
      const parts = await SUCCESS[name]({ server, cast });
      const params = Object.fromEntries(Object.keys(parts.params ?? {}).map((key) => [key, 'abc']));
      const answer = await callConsole(server, name, cast.organizer, { ...parts, params });
      expect(answer.status, answer.text).toBe(400);
    },
  );

  it('a query value of the wrong kind answers 400', async () => {
    for (const name of consoleEndpointNames.filter((entry) => consoleEndpoints[entry].query !== null)) {
      const answer = await callConsole(server, name, cast.organizer, {
        query: { page: 'x', limit: '0', hours: '9999' },
      });
      expect(answer.status, `${name}: ${answer.text}`).toBe(400);
    }
  });
});
