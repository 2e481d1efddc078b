import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedLanguages, isLocale, LANGUAGE_COOKIE, type Locale, LOCALE_TAGS, negotiateLocale } from '@dubloon-quest/core';
import { escapeHtml } from '@dubloon-quest/core/internal';

/** The `<meta>` that tells the web app how this server runs: `demo` (the demo event) or `event` (a real one). */
const MODE_META_NAME = 'dubloon-quest-mode';

/** The app's index page as this server serves it, with its compressed forms made once at start. */
export interface IndexPage {
  readonly html: Buffer;
  readonly gzip: Buffer;
  readonly brotli: Buffer;
}

/**
 * The built index.html with the server's mode written into its head, so one build serves both a demo and a
 * real event and the app knows which at its first paint, without another request. Pure.
 */
export function indexPageWithMode(builtHtml: string, demo: boolean): string {
  const meta = `<meta name="${MODE_META_NAME}" content="${demo ? 'demo' : 'event'}" />`;
  const withoutOld = builtHtml.replace(new RegExp(`\\s*<meta name="${MODE_META_NAME}"[^>]*>`, 'g'), '');
  return withoutOld.includes('</head>') ? withoutOld.replace('</head>', `  ${meta}\n  </head>`) : `${meta}\n${withoutOld}`;
}

/** The `<meta>` that carries the event's name, logo and colour to the player pages' header and title. */
const EVENT_META_NAME = 'dubloon-quest-event';

/** What the player pages show of the event: its name, and its logo and colour when it set them. */
export interface PageLook {
  name: string;
  /** Its French name, when the organizers gave one (a French reader's header and title show it). */
  name_fr?: string | undefined;
  logo?: string | undefined;
  color?: string | undefined;
  /** Where its players get help (the Help screen), when the organizers set it. */
  support_email?: string | undefined;
  chat_url?: string | undefined;
}

/**
 * The page with the event's look written into its head: the title is the event's name, and a `<meta>` holds the
 * name, logo and colour as JSON (escaped as an attribute), so the first paint already shows them. Pure.
 */
export function indexPageWithLook(html: string, look: PageLook): string {
  const json = JSON.stringify({
    name: look.name,
    ...(look.name_fr ? { name_fr: look.name_fr } : {}),
    ...(look.logo ? { logo: look.logo } : {}),
    ...(look.color ? { color: look.color } : {}),
    ...(look.support_email ? { support_email: look.support_email } : {}),
    ...(look.chat_url ? { chat_url: look.chat_url } : {}),
  });
  const meta = `<meta name="${EVENT_META_NAME}" content="${escapeHtml(json)}" />`;
  const titled = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(look.name)}</title>`);
  return titled.includes('</head>') ? titled.replace('</head>', `  ${meta}\n  </head>`) : `${meta}\n${titled}`;
}

/**
 * The language of the page a request gets: the one the web app last showed on this device (its cookie), else
 * the browser's (`Accept-Language`), else English. Pure.
 */
export function indexPageLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLocale(chosen) ? chosen : negotiateLocale(acceptedLanguages(acceptLanguage));
}

/**
 * The page with `<html lang>` in the reader's language, so that the browser (and a screen reader) has it before
 * any script runs: the Content Security Policy allows no inline script to set it. Pure.
 */
export function indexPageInLanguage(html: string, locale: Locale): string {
  return html.replace(/<html\b[^>]*>/i, `<html lang="${LOCALE_TAGS[locale]}">`);
}

/** Compresses the page once (it is a few hundred bytes, served on every page load). */
export function compressIndexPage(html: string): IndexPage {
  const bytes = Buffer.from(html, 'utf8');
  return {
    html: bytes,
    gzip: gzipSync(bytes, { level: 9 }),
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** The best encoding a request accepts for the index page: brotli, gzip or none. Pure. */
export function indexEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality === undefined || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}
