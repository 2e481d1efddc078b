import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_COLOR, escapeHtml, mailHtml, unlinkable } from './mail-html.js';

/** The only tags the HTML part writes. */
const OWN_TAGS = new Set(['!doctype', 'html', 'head', 'meta', 'title', 'body', 'table', 'tr', 'td', 'p', 'br', 'a', 'img']);

/** The text a reader sees: tags removed, entities read back. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onmouseover='x", '&amp;', 'https://evil.example/"><b>x</b>', 'javascript:alert(1)'),
);

describe('mailHtml', () => {
  it('writes the event name in the heading, paragraphs with line breaks, and links as links', () => {
    const html = mailHtml({ subject: 'Verify', body: 'Hello Ada,\n\nOpen this:\nhttps://game.example.org/v?token=a&b=c.\n\n-- \nSpring', eventName: 'Spring & Co', color: '#123456' });
    expect(html).toContain('Spring &amp; Co</td>');
    expect(html).toContain('<p style="margin:0 0 16px 0">Hello Ada,</p>');
    expect(html).toContain('Open this:<br><a href="https://game.example.org/v?token=a&amp;b=c" style="color:#123456');
    expect(html).toContain('>https://game.example.org/v?token=a&amp;b=c</a>.');
    expect(html).toContain('<title>Verify</title>');
  });

  it('shows an absolute logo before the name, and leaves any other out', () => {
    expect(mailHtml({ subject: 's', body: 'b', eventName: 'e', logo: 'https://game.example.org/media/logo.png' })).toContain(
      '<img src="https://game.example.org/media/logo.png" alt=""',
    );
    expect(mailHtml({ subject: 's', body: 'b', eventName: 'e', logo: 'javascript:alert(1)' })).not.toContain('<img');
    expect(mailHtml({ subject: 's', body: 'b', eventName: 'e', logo: '/media/logo.png' })).not.toContain('<img');
  });

  it("falls back to the game's colour for anything but #rrggbb", () => {
    expect(mailHtml({ subject: 's', body: 'b', eventName: 'e', color: 'red;background:url(x)' })).toContain(`background:${DEFAULT_MAIL_COLOR}`);
  });

  test.prop([hostile, hostile, hostile, fc.option(hostile, { nil: undefined }), fc.option(fc.oneof(hostile, fc.webUrl()), { nil: undefined })])(
    'never carries markup from its inputs: only its own tags, and the visible text is the text part',
    (subject, body, eventName, color, logo) => {
      const html = mailHtml({ subject, body, eventName, color, logo });
      for (const match of html.matchAll(/<\/?([a-zA-Z!]+)/g)) expect(OWN_TAGS).toContain(match[1]!.toLowerCase());
      // Every attribute value is quoted and holds no quote: nothing closes an attribute early.
      for (const match of html.matchAll(/<[^>]*>/g)) expect(match[0].replace(/="[^"]*"/g, '')).not.toMatch(/["']/);
      for (const link of html.matchAll(/(?:href|src)="([^"]*)"/g)) expect(link[1]).toMatch(/^https?:\/\//);
      const text = visibleText(html);
      expect(text).toContain(eventName);
      const words = body.split(/\s+/).filter((word) => word !== '');
      for (const word of words) expect(text).toContain(word);
    },
  );

  test.prop([fc.string()])('escapes exactly the five characters of HTML', (text) => {
    expect(escapeHtml(text)).not.toMatch(/[<>"']/);
    expect(visibleText(escapeHtml(text))).toBe(text);
  });

  // Issue 41, decision 0195: a name someone typed is shown, never linked.
  test.prop([fc.array(fc.oneof(fc.webUrl(), fc.emailAddress(), fc.domain(), fc.string()), { minLength: 1 }).map((parts) => parts.join(' '))])(
    'links nothing of a text made unlinkable, which reads the same without its word joiners',
    (text) => {
      const safe = unlinkable(text);
      expect(safe.replace(/\u2060/g, '')).toBe(text.replace(/\u2060/g, ''));
      expect(mailHtml({ subject: 's', body: `Hello ${safe},`, eventName: 'e' })).not.toContain('<a ');
    },
  );
});
