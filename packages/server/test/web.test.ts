import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@dubloon-quest/core';
import { escapeHtml } from '@dubloon-quest/core/internal';
import { TestServer } from './support/test-server.js';

const ALLOWED = 'https://play.example.org';
let server: TestServer;
let log = '';
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dq-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><title>Dubloon Quest</title></html>');
  const script = 'console.log("dubloon");'.repeat(50);
  writeFileSync(join(dist, 'assets', 'app-1234.js'), script);
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
  server = await TestServer.start({
    webDist: dist,
    corsOrigins: [ALLOWED],
    logLevel: 'trace',
    logRequests: true,
    build: { logStream: { write: (line) => void (log += line) } },
  });
});
afterAll(() => server.close());

describe('the web app on the same port', () => {
  it('serves index.html for page paths and the build files, precompressed when accepted', async () => {
    for (const path of ['/', '/raffle', '/businesses/harbor-tech']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const page = await response.text();
      // The event's name is the page's title until the app names the route (issue 32).
      expect(page).toContain(`<title>${escapeHtml(server.app.game.event.file.name)}</title>`);
      expect(page).toContain('<meta name="dubloon-quest-event" content="{&quot;name&quot;:');
      // This test server runs a real event, not the demo: one build serves both, told by the page.
      expect(page).toContain('<meta name="dubloon-quest-mode" content="event" />');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const gzipped = await fetch(`${server.baseUrl}/login`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toContain('content="event"');
    const compressed = await fetch(`${server.baseUrl}/assets/app-1234.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toContain('dubloon');
    expect((await fetch(`${server.baseUrl}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/item-1.svg`)).headers.get('content-type')).toContain(
      'image/svg+xml',
    );
  });

  it('serves the page with <html lang> in the language chosen on the device, else the browser\'s (issue 30)', async () => {
    const lang = async (headers: Record<string, string>) =>
      /<html lang="([^"]+)">/.exec(await (await fetch(`${server.baseUrl}/raffle`, { headers })).text())?.[1];
    expect(await lang({})).toBe('en');
    expect(await lang({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr-CA');
    expect(await lang({ 'accept-language': 'fr-CA', cookie: 'dubloon-quest-locale=en' })).toBe('en');
    expect(await lang({ 'accept-language': 'en', cookie: 'other=1; dubloon-quest-locale=fr' })).toBe('fr-CA');
    const response = await fetch(`${server.baseUrl}/`, { headers: { 'accept-language': 'fr' } });
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });

  it('answers unknown API paths with the JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PATCH']) {
      const response = await fetch(`${server.baseUrl}/api/v2/nothing/here`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ message: serverMessages.notFound });
    }
  });
});

describe('CORS_ORIGINS', () => {
  it('answers the preflight of an allowed origin exactly, with credentials and the token headers', async () => {
    const response = await fetch(`${server.baseUrl}/api/v2/auth/login`, {
      method: 'OPTIONS',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-xsrf-token,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PATCH');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-xsrf-token, content-type',
    );
  });

  it('exposes Authorization, x-xsrf-token and Retry-After to the allowed origin, and nothing to another', async () => {
    const allowed = await fetch(`${server.baseUrl}/api/v2/location/countries`, {
      headers: { origin: ALLOWED },
    });
    expect(allowed.headers.get('access-control-expose-headers')).toBe('Authorization, x-xsrf-token, Retry-After');
    const other = await fetch(`${server.baseUrl}/api/v2/location/countries`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the log', () => {
  it('never holds a token, an anti-forgery token, a cookie or a password', async () => {
    const player = await server.newPlayer();
    await server.call('GET', '/game/player/coins/total', {
      session: player,
      headers: { cookie: `dq_session=${player.token}` },
    });
    await server.call('PATCH', '/game/meetup', { session: player, body: { attend_meeting: false } });
    expect(log).toContain('incoming request');
    for (const secret of [player.token, player.csrf, player.password]) expect(log).not.toContain(secret);
  });
});
