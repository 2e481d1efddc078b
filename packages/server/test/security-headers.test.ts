import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_EMBED_ORIGINS } from '@dubloon-quest/core/internal';
import { consoleMessages } from '@dubloon-quest/core/console';
import { callConsole, consoleAccount } from './support/console.js';
import { TestServer } from './support/test-server.js';

// What the attack found: no Content-Security-Policy, X-Frame-Options or frame-ancestors on the HTML (the
// console could be framed to clickjack a ban), no HSTS, and a partner could set video_url to any https page,
// which players got in an iframe.
let server: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dq-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Dubloon Quest</title>');
  server = await TestServer.start({ webDist: dist, publicUrl: 'https://play.example.org' });
});
afterAll(() => server.close());

/** The directives of a CSP header, by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('every HTML answer', () => {
  it.each(['/', '/index.html', '/console', '/console/players', '/raffle/verify', '/api-reference'])(
    '%s: CSP, no framing, nosniff, a referrer policy, HSTS over https',
    async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual([...VIDEO_EMBED_ORIGINS]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    },
  );

  it('API answers are nosniff and no-store too', async () => {
    const response = await fetch(`${server.baseUrl}/api/v2/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('business videos', () => {
  it('only YouTube, its no-cookie host or Vimeo, stored as the embed address', async () => {
    const partner = await consoleAccount(server, 'Partner', { businessId: 1 });
    const update = (video_url: string) =>
      callConsole<{ business: { business: { video_url: string } } }>(
        server,
        'consoleUpdateBusinessProfile',
        partner,
        {
          params: { business_id: 1 },
          body: { video_url },
        },
      );
    for (const link of [
      'https://evil.example/embed/aqz-KE-bpKQ',
      'https://www.youtube.com.evil.example/embed/aqz-KE-bpKQ',
      'http://www.youtube.com/embed/aqz-KE-bpKQ',
    ]) {
      expect(await update(link)).toMatchObject({
        status: 422,
        body: { errors: { video_url: [consoleMessages.content.notAVideo] } },
      });
    }
    expect(await update('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toMatchObject({
      status: 200,
      body: { business: { business: { video_url: 'https://www.youtube.com/embed/aqz-KE-bpKQ' } } },
    });
    expect(await update('https://vimeo.com/76979871')).toMatchObject({
      status: 200,
      body: { business: { business: { video_url: 'https://player.vimeo.com/video/76979871' } } },
    });
  });
});
