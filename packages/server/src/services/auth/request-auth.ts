import type { FastifyRequest } from 'fastify';
import { serverMessages } from '@dubloon-quest/core';
import type { AppContext, AuthContext } from '../context.js';
import { HttpError } from '../errors.js';
import { authenticateToken, bearerToken, csrfMatches } from './sessions.js';

/** Reads the login of a request; 401 without a valid one. */
export async function requireAuth(context: AppContext, request: FastifyRequest): Promise<AuthContext> {
  const auth = await authenticateToken(context, bearerToken(request.headers.authorization));
  if (!auth) throw new HttpError(401, serverMessages.unauthorized);
  return auth;
}

/** Answers 403 unless the request carries the anti-forgery token of its session. */
export function requireCsrf(auth: AuthContext, request: FastifyRequest): void {
  const header = request.headers['x-xsrf-token'];
  if (!csrfMatches(auth, Array.isArray(header) ? header[0] : header))
    throw new HttpError(403, serverMessages.badXsrfToken);
}
