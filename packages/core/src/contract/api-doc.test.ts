import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import apiDoc from '../../API.md?raw';
import { errorBodySchema } from './common.schema.js';
import { endpointNames, endpoints, type EndpointName } from './endpoints.js';
import { healthResponseSchema } from './health.schema.js';
import { formatPath, safeParseContract } from './parse.js';
import {
  challengeSubmittedEventSchema,
  coinChangeEventSchema,
  RAFFLE_TOTALS_EVENT,
  raffleSilverEventSchema,
  raffleTotalsEventSchema,
  REALTIME_EVENTS,
  registerAckSchema,
  SESSION_ENDED_EVENT,
  sessionEndedEventSchema,
} from './realtime.schema.js';

interface Example {
  readonly key: string;
  readonly value: unknown;
}

/** Every fenced block of API.md opened with ```json example=<key>. */
const examples: readonly Example[] = [...apiDoc.matchAll(/```json example=([\w.]+)\n([\s\S]*?)```/g)].map((match) => ({
  key: match[1]!,
  value: JSON.parse(match[2]!) as unknown,
}));

const eventSchemas: Readonly<Record<string, z.ZodMiniType>> = {
  [REALTIME_EVENTS.coinChange]: coinChangeEventSchema,
  [REALTIME_EVENTS.raffleSilver]: raffleSilverEventSchema,
  [REALTIME_EVENTS.challengeSubmitted]: challengeSubmittedEventSchema,
  [RAFFLE_TOTALS_EVENT]: raffleTotalsEventSchema,
  [SESSION_ENDED_EVENT]: sessionEndedEventSchema,
};

function isEndpointName(name: string): name is EndpointName {
  return (endpointNames as readonly string[]).includes(name);
}

/** The schema an example key illustrates, e.g. `login.request`, `login.response.notStarted`, `event.coin_change`. */
function schemaFor(key: string): z.ZodMiniType {
  const [name = '', part = ''] = key.split('.');
  if (name === 'error') return errorBodySchema;
  if (name === 'health' && part === 'response') return healthResponseSchema;
  if (name === 'ack' && part === 'register') return registerAckSchema;
  if (name === 'event' && eventSchemas[part]) return eventSchemas[part];
  if (isEndpointName(name)) {
    const schema = part === 'request' ? endpoints[name].request : part === 'response' ? endpoints[name].response : null;
    if (schema) return schema;
  }
  throw new Error(`API.md example "${key}" names no schema`);
}

type JsonPath = (string | number)[];

/** Every leaf (string, number, boolean, null) of a JSON value, with its path. */
function leaves(value: unknown, path: JsonPath = []): { path: JsonPath; value: unknown }[] {
  if (Array.isArray(value)) return (value as unknown[]).flatMap((item, index) => leaves(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [{ path, value }];
}

/** Whether a leaf is an id of a request body, which the server also accepts as a number (lenient). */
function isRequestId(key: string, path: JsonPath): boolean {
  const field = path.at(-1);
  return key.split('.')[1] === 'request' && typeof field === 'string' && /(^|_)id$/.test(field);
}

/** A value of another JSON type than `value` (a number for a string, but a boolean for a request's id). */
function otherType(value: unknown, lenientNumber = false): unknown {
  if (typeof value === 'string') return lenientNumber ? true : 42;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return 'yes';
  return 42;
}

function replaceAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    return (value as unknown[]).map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

describe('API.md examples', () => {
  it('has examples to check', () => {
    expect(examples.length).toBeGreaterThan(40);
  });

  it('shows a request example for every call with a body and a response example for every call', () => {
    const keys = new Set(examples.map((example) => example.key.split('.').slice(0, 2).join('.')));
    for (const name of endpointNames) {
      expect(keys).toContain(`${name}.response`);
      if (endpoints[name].request !== null) expect(keys).toContain(`${name}.request`);
    }
    for (const event of Object.keys(eventSchemas)) expect(keys).toContain(`event.${event}`);
  });

  it('documents every call by its method and path', () => {
    for (const name of endpointNames) {
      expect(apiDoc).toContain(`\`${name}\`: ${endpoints[name].method} ${endpoints[name].path}`);
    }
  });

  describe.each(examples)('$key', ({ key, value }) => {
    const schema = schemaFor(key);

    it('is accepted by its schema', () => {
      const result = safeParseContract(schema, value, key);
      expect(result.ok ? 'valid' : result.error.message).toBe('valid');
    });

    it('is rejected at the exact path when any leaf has another type', () => {
      for (const leaf of leaves(value)) {
        const other = otherType(leaf.value, isRequestId(key, leaf.path));
        const result = safeParseContract(schema, replaceAt(value, leaf.path, other), key);
        const where = formatPath(leaf.path);
        expect(result.ok, `${key} accepted a ${typeof other} at ${where}`).toBe(false);
        if (!result.ok) {
          expect(result.error.issues.map((issue) => issue.path)).toContain(where);
          expect(result.error.message).toContain(`${key} is invalid: `);
          expect(result.error.message).toContain(`at ${where}: `);
        }
      }
    });
  });
});
