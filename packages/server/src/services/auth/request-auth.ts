import type { FastifyRequest } from 'fastify';

import type { AppContext, AuthContext } from '../context.js';
import { HttpError } from '../errors.js';
import { authenticateCached, authenticateToken, bearerToken, csrfMatches } from './sessions.js';
import { serverMessages } from '../language.js';

/**
 * Reads the login of a request; 401 without a valid one. `cached`: the call reads only what the read cache keeps
 * current (the session, the balance, the stakes), so the login may come from it.
 */
export async function requireAuth(context: AppContext, request: FastifyRequest, cached = false): Promise<AuthContext> {
  const token = bearerToken(request.headers.authorization);
  const auth = await (cached ? authenticateCached(context, token) : authenticateToken(context, token));
  if (!auth) throw new HttpError(401, serverMessages.unauthorized);
  return auth;
}

/** Answers 403 unless the request carries the anti-forgery token of its session. */
export function requireCsrf(auth: AuthContext, request: FastifyRequest): void {
  const header = request.headers['x-xsrf-token'];
  if (!csrfMatches(auth, Array.isArray(header) ? header[0] : header))
    throw new HttpError(403, serverMessages.badXsrfToken);
}
