import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressIndexPage, indexEncoding, indexPageInLanguage, indexPageLocale, indexPageWithLook, indexPageWithMode } from './index-page.js';

const built = '<!doctype html>\n<html>\n  <head>\n    <title>Dubloon Quest</title>\n  </head>\n  <body></body>\n</html>';

describe('the index page', () => {
  it("writes the server's mode into the head, once", () => {
    const demo = indexPageWithMode(built, true);
    expect(demo).toContain('<meta name="dubloon-quest-mode" content="demo" />\n  </head>');
    const event = indexPageWithMode(demo, false);
    expect(event.match(/dubloon-quest-mode/g)).toHaveLength(1);
    expect(event).toContain('content="event"');
  });

  it("writes the event's name as the title and its look as escaped JSON in a meta", () => {
    const page = indexPageWithLook(built, { name: 'Spring <Quest> & "Co"', color: '#1d4e89', logo: undefined });
    expect(page).toContain('<title>Spring &lt;Quest&gt; &amp; &quot;Co&quot;</title>');
    const content = /<meta name="dubloon-quest-event" content="([^"]*)" \/>/.exec(page)?.[1] ?? '';
    const unescaped = content.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    expect(JSON.parse(unescaped)).toEqual({ name: 'Spring <Quest> & "Co"', color: '#1d4e89' });
  });

  it('sets <html lang> to the language chosen on the device, else the browser\'s, else English', () => {
    expect(indexPageLocale('a=1; dubloon-quest-locale=fr', 'en-CA,en;q=0.8')).toBe('fr');
    expect(indexPageLocale('dubloon-quest-locale=en', 'fr-CA')).toBe('en');
    expect(indexPageLocale('dubloon-quest-locale=de', 'fr-CA,fr;q=0.9')).toBe('fr');
    expect(indexPageLocale(undefined, undefined)).toBe('en');
    expect(indexPageInLanguage('<!doctype html>\n<html lang="en">\n<head></head>', 'fr')).toBe('<!doctype html>\n<html lang="fr-CA">\n<head></head>');
    expect(indexPageInLanguage(built, 'en')).toContain('<html lang="en">');
  });

  it('compresses to forms that decompress to the page', () => {
    const page = compressIndexPage(indexPageWithMode(built, true));
    expect(gunzipSync(page.gzip).toString()).toBe(page.html.toString());
    expect(brotliDecompressSync(page.brotli).toString()).toBe(page.html.toString());
  });

  it('picks brotli, then gzip, never an encoding refused with q=0', () => {
    expect(indexEncoding('gzip, deflate, br')).toBe('br');
    expect(indexEncoding('gzip')).toBe('gzip');
    expect(indexEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(indexEncoding('identity')).toBeNull();
    expect(indexEncoding(undefined)).toBeNull();
  });
});
