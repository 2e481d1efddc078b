import { VIDEO_EMBED_ORIGINS } from '@dubloon-quest/core/internal';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config/config.js';

/**
 * The Content-Security-Policy of every HTML answer (the web app's pages): nothing may frame them (clickjacking
 * a ban or a coin adjustment in the console), scripts come from this server only, frames only from the video
 * hosts a business video may use (core's `VIDEO_EMBED_ORIGINS`), images from here, `data:` or https (partners'
 * logos are https links), connections to this server (its socket included) and the allowed CORS origins. Pure.
 */
function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React sets style attributes; no style sheet comes from elsewhere.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${VIDEO_EMBED_ORIGINS.join(' ')}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** HSTS for a deployment served over https (a year, subdomains left to their own setting). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Adds the security headers to every answer: `X-Content-Type-Options: nosniff` and a referrer policy always;
 * on HTML answers the CSP above and `X-Frame-Options: DENY` (for browsers without `frame-ancestors`); HSTS on
 * everything when `PUBLIC_URL` is https. Answers under `/api/v2` are never kept by a browser or a shared cache.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'publicUrl'>,
  apiBasePath: string,
): void {
  const policy = contentSecurityPolicy();
  const https = config.publicUrl.startsWith('https:');
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Content-Type-Options', 'nosniff').header('Referrer-Policy', 'same-origin');
    if (https) void reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      if (!reply.hasHeader('Content-Security-Policy')) void reply.header('Content-Security-Policy', policy);
      void reply.header('X-Frame-Options', 'DENY');
    }
    if (request.url.startsWith(`${apiBasePath}/`) && !reply.hasHeader('Cache-Control'))
      void reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
