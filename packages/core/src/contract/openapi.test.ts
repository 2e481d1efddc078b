import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { endpointNames, endpoints } from './endpoints.js';
import { HEALTH_PATH } from './health.schema.js';
import { openApiDocument, type OpenApiOperation, REFUSALS, wireJsonSchema } from './openapi.js';
import { REALTIME_EVENTS, RESULTS_PUBLISHED_EVENT, SCHEDULE_CHANGE_EVENT, SESSION_ENDED_EVENT, RAFFLE_TOTALS_EVENT } from './realtime.schema.js';

const document = openApiDocument();

/** Every operation of the document, keyed `METHOD path`. */
const operations = new Map<string, OpenApiOperation>(
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, OpenApiOperation] => [`${method.toUpperCase()} ${path}`, operation]),
  ),
);

/** The top-level field names of a contract schema that is an object, or null for any other schema. */
function objectKeys(schema: z.ZodMiniType): string[] | null {
  const def = schema._zod.def as { type: string; shape?: Record<string, unknown> };
  return def.type === 'object' && def.shape ? Object.keys(def.shape).sort() : null;
}

describe('the OpenAPI document of /api/v2', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has exactly one operation per call of the endpoint table, plus the health check', () => {
    const expected = endpointNames.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    expect([...operations.keys()].sort()).toEqual([...expected, `GET ${HEALTH_PATH}`].sort());
    for (const name of endpointNames) expect(operations.get(`${endpoints[name].method} ${endpoints[name].path}`)?.operationId).toBe(name);
  });

  it.each(endpointNames)('describes %s with the shapes, login, gates and limits of its row', (name) => {
    const endpoint = endpoints[name];
    const operation = operations.get(`${endpoint.method} ${endpoint.path}`)!;
    const body = operation.requestBody?.content['application/json'].schema;
    const answer = operation.responses['200']?.content?.['application/json'].schema;

    expect(body).toEqual(endpoint.request ? wireJsonSchema(endpoint.request) : undefined);
    expect(answer).toEqual(wireJsonSchema(endpoint.response));
    // The field names, read from the zod schema itself rather than through the JSON Schema writer.
    const requestKeys = endpoint.request ? objectKeys(endpoint.request) : null;
    if (requestKeys) expect(Object.keys(body?.properties ?? {}).sort()).toEqual(requestKeys);
    const responseKeys = objectKeys(endpoint.response);
    if (responseKeys) expect(Object.keys(answer?.properties ?? {}).sort()).toEqual(responseKeys);

    const schemes = operation.security.flatMap((requirement) => Object.keys(requirement)).sort();
    expect(schemes).toEqual(!endpoint.auth ? [] : endpoint.method === 'GET' ? ['bearer'] : ['bearer', 'xsrf']);
    expect('401' in operation.responses).toBe(endpoint.auth);
    expect('409' in operation.responses).toBe(endpoint.feature !== null);
    // A 429 of a limit, or of a rule (the stake cooldown).
    expect('429' in operation.responses).toBe(endpoint.rateLimited || '429' in (REFUSALS[name] ?? {}));
    expect(operation['x-period-gate']).toBe(endpoint.feature);
    expect(operation['x-player-only']).toBe(endpoint.playerOnly);
  });

  it('writes ids as the strings they are on the wire', () => {
    const items = operations.get('GET /game/raffle/items')?.responses['200']?.content?.['application/json'].schema;
    expect(JSON.stringify(items)).toMatch(/"item_id":\{"type":"string","pattern"/);
  });

  it("describes the socket events a player's client sends and hears", () => {
    expect(Object.keys(document['x-socket-io'].clientEvents)).toEqual([REALTIME_EVENTS.register]);
    expect(Object.keys(document['x-socket-io'].serverEvents).sort()).toEqual(
      [
        REALTIME_EVENTS.coinChange,
        REALTIME_EVENTS.raffleSilver,
        REALTIME_EVENTS.challengeSubmitted,
        RAFFLE_TOTALS_EVENT,
        SCHEDULE_CHANGE_EVENT,
        RESULTS_PUBLISHED_EVENT,
        SESSION_ENDED_EVENT,
      ].sort(),
    );
  });
});
