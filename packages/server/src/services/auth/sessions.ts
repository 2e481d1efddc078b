import type { AppContext, AuthContext } from '../context.js';
import type { UserRecord } from '../../db/repository.js';
import { hashSecret, newCsrfToken, newSessionId, safeEqual } from './tokens.js';

/** The tokens handed out at login. */
export interface IssuedSession {
  accessToken: string;
  csrfToken: string;
  sessionId: string;
}

/** Starts a session for a user: a session row, a signed access token and an anti-forgery token bound to it. */
export async function startSession(context: AppContext, user: UserRecord): Promise<IssuedSession> {
  const now = context.now();
  const sessionId = newSessionId();
  const csrfToken = newCsrfToken();
  const userExpiry = user.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const expiresAt = Math.min(now + context.config.accessTokenTtlMs, userExpiry);
  await context.repository.createSession({ id: sessionId, userId: user.id, csrfHash: hashSecret(csrfToken), expiresAt: new Date(expiresAt) }, new Date(now));
  return { accessToken: context.tokens.sign({ sid: sessionId, uid: user.id, exp: expiresAt }), csrfToken, sessionId };
}

/**
 * Checks an access token: its signature and expiry, then that its session is neither revoked nor expired and
 * that its user still exists (a demo sandbox may have been purged). @returns null when any check fails.
 */
export async function authenticateToken(context: AppContext, token: string | null | undefined): Promise<AuthContext | null> {
  if (!token) return null;
  const now = context.now();
  const claims = context.tokens.verify(token, now);
  if (!claims) return null;
  const login = await context.repository.findSessionWithUser(claims.sid);
  if (!login) return null;
  const { session, user } = login;
  if (session.userId !== claims.uid || session.revokedAt !== null || session.expiresAt.getTime() <= now) return null;
  if (user.expiresAt !== null && user.expiresAt.getTime() <= now) return null;
  return { session, user };
}

/** Whether an anti-forgery token is the one issued with the session (constant-time comparison). */
export function csrfMatches(auth: AuthContext, csrfToken: string | undefined): boolean {
  return typeof csrfToken === 'string' && csrfToken.length > 0 && safeEqual(hashSecret(csrfToken), auth.session.csrfHash);
}

/** Reads `Bearer <token>`; anything else (including the original client's `Bearer undefined`) is no token. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header ?? '');
  return match && match[1] !== 'undefined' ? match[1]! : null;
}
