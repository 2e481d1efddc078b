import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@dubloon-quest/core';
import type { ServerConfig } from '../config/config.js';
import type { Locale } from '@dubloon-quest/core';
import {
  compressIndexPage,
  indexEncoding,
  indexPageInLanguage,
  indexPageLocale,
  indexPageWithLook,
  indexPageWithMode,
  type IndexPage,
  type PageLook,
} from './index-page.js';
import { serverMessages } from '../services/language.js';

/**
 * Serves the built web app (`WEB_DIST`, default `packages/web/dist`) with precompressed `.br`/`.gz` files when
 * the browser accepts them, the event's media under `/media/`, and index.html for any other page path (the
 * app routes in the browser). The index page carries the server's mode (demo or a real event), so one build
 * serves both, and the event's name, logo and colour (`look`, read at each page load), and `<html lang>` in the reader's
 * language (the web app's language cookie, else `Accept-Language`). Unknown API paths and missing files answer the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, config: ServerConfig, look: () => PageLook): Promise<void> {
  const mediaDir = join(dirname(config.eventFile), 'media');
  if (existsSync(mediaDir)) {
    await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', decorateReply: false, maxAge: '1h' });
  }
  const hasWebApp = existsSync(join(config.webDist, 'index.html'));
  const builtPage = hasWebApp ? indexPageWithMode(readFileSync(join(config.webDist, 'index.html'), 'utf8'), config.demo) : null;
  // The page follows the event's look: compressed again only when the look changes (a rename, a new colour), once per language.
  const lastPages = new Map<Locale, { key: string; page: IndexPage }>();
  const indexPage = builtPage === null ? null : (locale: Locale) => {
    const current = look();
    const key = JSON.stringify(current);
    let last = lastPages.get(locale);
    if (last?.key !== key) {
      last = { key, page: compressIndexPage(indexPageInLanguage(indexPageWithLook(builtPage, current), locale)) };
      lastPages.set(locale, last);
    }
    return last.page;
  };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, page: (locale: Locale) => IndexPage) => {
    const encoding = indexEncoding(request.headers['accept-encoding']);
    void reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Accept-Language, Cookie').type('text/html; charset=utf-8');
    if (encoding !== null) void reply.header('Content-Encoding', encoding);
    const served = page(indexPageLocale(request.headers.cookie, request.headers['accept-language']));
    return reply.send(encoding === 'br' ? served.brotli : encoding === 'gzip' ? served.gzip : served.html);
  };
  if (indexPage) {
    for (const url of ['/', '/index.html']) app.get(url, (request, reply) => sendIndex(request, reply, indexPage));
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed build assets never change; index.html must be revalidated to pick up a new build.
        void reply.header('Cache-Control', path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`no web build at ${config.webDist}: serving the API only (run npm run build)`);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith(`${API_BASE_PATH}/`) && path !== API_BASE_PATH && extname(path) === '';
    if (indexPage && isPage) return sendIndex(request, reply, indexPage);
    return reply.status(404).send({ message: serverMessages.notFound });
  });
}
