import { existsSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH, messages } from '@dubloon-quest/core';
import type { ServerConfig } from '../config.js';

/**
 * Serves the built web app (`WEB_DIST`, default `packages/web/dist`) with precompressed `.br`/`.gz` files when
 * the browser accepts them, the event's media under `/media/`, and index.html for any other page path (the
 * app routes in the browser). Unknown API paths and missing files answer the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const mediaDir = join(dirname(config.eventFile), 'media');
  if (existsSync(mediaDir)) {
    await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', decorateReply: false, maxAge: '1h' });
  }
  const hasWebApp = existsSync(join(config.webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: config.webDist,
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
    if (hasWebApp && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ message: messages.server.notFound });
  });
}
