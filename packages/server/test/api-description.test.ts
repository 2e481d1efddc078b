import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, endpointNames, endpoints } from '@dubloon-quest/core';
import { consoleOpenApiDocument, openApiDocument } from '@dubloon-quest/core/openapi';
import { registerApiDescription } from '../src/http/api-description.js';
import { installSecurityHeaders } from '../src/http/security-headers.js';

// The routes alone, with the headers every answer gets; that the game server mounts them is checked with the
// other HTML pages in security-headers.test.ts.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  installSecurityHeaders(app, { publicUrl: 'http://localhost' }, API_BASE_PATH);
  registerApiDescription(app);
  await app.ready();
});
afterAll(() => app.close());

describe('the description of /api/v2', () => {
  it('serves the OpenAPI document core builds from the contract, to anyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it("serves the console's calls as a second OpenAPI document, linked from the reference page", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v2/openapi-console.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(consoleOpenApiDocument())));
    expect((await app.inject({ method: 'GET', url: '/api-reference' })).body).toContain('href="/api/v2/openapi-console.json"');
  });

  it('serves a reference page, without scripts, that lists every call and socket event', async () => {
    const response = await app.inject({ method: 'GET', url: '/api-reference' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const page = response.body;
    expect(page).not.toContain('<script');
    for (const name of endpointNames) {
      expect(page).toContain(`id="${name}"`);
      expect(page).toContain(`${endpoints[name].method} /api/v2${endpoints[name].path}</code>`);
    }
    for (const event of Object.keys(openApiDocument()['x-socket-io'].serverEvents)) expect(page).toContain(`<code>${event}</code>`);
  });
});
