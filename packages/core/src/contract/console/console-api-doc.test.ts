import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import apiDoc from '../../../API.md?raw';
import { safeParseContract } from '../parse.js';
import { scheduleChangeEventSchema } from '../realtime.schema.js';
import { consoleLiveDashboardSchema } from './console-dashboard.schema.js';
import { consoleEndpointNames, consoleEndpoints, type ConsoleEndpointName } from './console-endpoints.js';

/** Every fenced block of API.md opened with ```json console-example=<key>. */
const examples = [...apiDoc.matchAll(/```json console-example=([\w.]+)\n([\s\S]*?)```/g)].map((match) => ({
  key: match[1]!,
  value: JSON.parse(match[2]!) as unknown,
}));

const eventSchemas: Readonly<Record<string, z.ZodMiniType>> = {
  schedule_change: scheduleChangeEventSchema,
  console_dashboard: consoleLiveDashboardSchema,
};

const isConsoleName = (name: string): name is ConsoleEndpointName =>
  (consoleEndpointNames as readonly string[]).includes(name);

/** The schema an example illustrates: `<call>.request`, `.response`, `.query` or `.params`, or `event.<name>`. */
function schemaFor(key: string): z.ZodMiniType {
  const [name = '', part = ''] = key.split('.');
  if (name === 'event' && eventSchemas[part]) return eventSchemas[part];
  if (isConsoleName(name)) {
    const endpoint = consoleEndpoints[name];
    const schema =
      part === 'request'
        ? endpoint.request
        : part === 'response'
          ? endpoint.response
          : part === 'query'
            ? endpoint.query
            : part === 'params'
              ? endpoint.params
              : null;
    if (schema) return schema;
  }
  throw new Error(`API.md console example "${key}" names no schema`);
}

describe('API.md, section Console', () => {
  it('documents every console call by its name, method and path', () => {
    for (const name of consoleEndpointNames)
      expect(apiDoc).toContain(
        `\`${name}\`: ${consoleEndpoints[name].method} ${consoleEndpoints[name].path}`,
      );
  });

  it('shows a request example for every call that sends a JSON body, and the console socket events', () => {
    const keys = new Set(examples.map((example) => example.key));
    const withBody = consoleEndpointNames.filter((name) => consoleEndpoints[name].request !== null);
    const shown = withBody.filter((name) => keys.has(`${name}.request`));
    // Calls whose body is another call's (documented as such) need no example of their own.
    expect(withBody.filter((name) => !shown.includes(name)).sort()).toEqual([
      'consoleRetireBusiness',
      'consoleRetireChest',
      'consoleUpdateBusinessChest',
      'consoleUpdateChest',
    ]);
    for (const event of Object.keys(eventSchemas)) expect(keys).toContain(`event.${event}`);
  });

  it.each(examples)('$key is accepted by its schema', ({ key, value }) => {
    const result = safeParseContract(schemaFor(key), value, key);
    expect(result.ok ? 'valid' : result.error.message).toBe('valid');
  });
});
