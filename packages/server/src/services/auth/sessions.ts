import type { AppContext, AuthContext } from '../context.js';
import type { UserRecord } from '../../db/repository.js';
import { hashSecret, newCsrfToken, newSessionId, safeEqual, type AccessClaims } from './tokens.js';

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
  const claims = tokenClaims(context, token);
  return claims ? loadLogin(context, claims, context.now()) : null;
}

/**
 * The same check for the hot reads: the login, the balance read with it and the player's stakes may come from
 * the process's read cache (`services/read-cache.ts`), which serves them only while no change was made since.
 */
export async function authenticateCached(context: AppContext, token: string | null | undefined): Promise<AuthContext | null> {
  const claims = tokenClaims(context, token);
  if (!claims) return null;
  const now = context.now();
  return context.readCache.login(claims.sid, claims.uid, () => loadLogin(context, claims, now), now);
}

function tokenClaims(context: AppContext, token: string | null | undefined): AccessClaims | null {
  return token ? context.tokens.verify(token, context.now()) : null;
}

/** The session a token names and its user, from the database, if they still hold at `now`. */
async function loadLogin(context: AppContext, claims: AccessClaims, now: number): Promise<AuthContext | null> {
  const login = await context.repository.findSessionWithUser(claims.sid);
  return login && login.session.userId === claims.uid ? holding(login, now) : null;
}

/** A login if its session is neither revoked nor expired and its user not expired at `now`. */
function holding(login: AuthContext, now: number): AuthContext | null {
  const { session, user } = login;
  if (session.revokedAt !== null || session.expiresAt.getTime() <= now) return null;
  if (user.expiresAt !== null && user.expiresAt.getTime() <= now) return null;
  return login;
}

/** Reads the read cache's entries again from the database (see `ReadCache.refresh`). */
export function refreshReadCache(context: AppContext): Promise<void> {
  return context.readCache.refresh({
    async logins(sessionIds) {
      const now = context.now();
      const found = await context.repository.findSessionsWithUsers(sessionIds);
      return new Map(sessionIds.map((id) => {
        const login = found.get(id);
        return [id, login ? holding(login, now) : null];
      }));
    },
    stakes: (userIds) => context.repository.stakesOfMany(userIds),
  });
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
