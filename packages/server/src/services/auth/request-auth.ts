import type { FastifyRequest } from 'fastify';

import type { AppContext, AuthContext } from '../context.js';
import { HttpError } from '../errors.js';
import { authenticateCached, authenticateToken, bearerToken, csrfMatches } from './sessions.js';
import { messages, serverMessages } from '../language.js';
import { PAST_EVENT_CODE } from '@dubloon-quest/core';
import { ArchiveRepository } from '../../db/archive.repository.js';
import { pastEventCookie } from '../past-event.js';

/**
 * Reads the login of a request; 401 without a valid one. `cached`: the call reads only what the read cache keeps
 * current (the session, the balance, the stakes), so the login may come from it.
 */
export async function requireAuth(context: AppContext, request: FastifyRequest, cached = false): Promise<AuthContext> {
  const token = bearerToken(request.headers.authorization);
  const auth = await (cached ? authenticateCached(context, token) : authenticateToken(context, token));
  if (!auth) throw await unauthorized(context, token);
  return auth;
}

/**
 * The 401 of a request without a valid login. A token still signed and unexpired whose account an archive
 * removed says so (`PAST_EVENT_CODE`) and sets the past-event cookie: the page then shows the event's results,
 * not a bare 401 (docs/decisions/0180-past-players-read-their-event.md).
 */
async function unauthorized(context: AppContext, token: string | null | undefined): Promise<HttpError> {
  const claims = token ? context.tokens.verify(token, context.now()) : null;
  const past = claims === null ? null : await new ArchiveRepository(context.repository.db).pastPlayer(claims.uid);
  if (past === null) return new HttpError(401, serverMessages.unauthorized);
  return new HttpError(401, messages.session.eventArchived, undefined, { 'Set-Cookie': pastEventCookie(context, past) }, {}, PAST_EVENT_CODE);
}

/** Answers 403 unless the request carries the anti-forgery token of its session. */
export function requireCsrf(auth: AuthContext, request: FastifyRequest): void {
  const header = request.headers['x-xsrf-token'];
  if (!csrfMatches(auth, Array.isArray(header) ? header[0] : header))
    throw new HttpError(403, serverMessages.badXsrfToken);
}
