import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What an access token carries: the session it belongs to, its user and its expiry (epoch ms). */
export interface AccessClaims {
  sid: string;
  uid: number;
  exp: number;
}

/**
 * Signs access tokens: `base64url(JSON claims).base64url(HMAC-SHA256)`. The signature makes a token
 * unforgeable; the session row it names makes it revocable (logout, password change).
 */
export class AccessTokens {
  /**
   * Tokens whose signature was checked, with their claims: a player's page sends the same token with every
   * call, and the HMAC was a tenth of a cached read's CPU. Keyed by the whole token, so a token differing in
   * any character is checked afresh; the expiry is still checked at each call. The oldest is forgotten first.
   */
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    private readonly secret: string,
    private readonly rememberedTokens = 20_000,
  ) {}

  /** Issues a token for a session. */
  sign(claims: AccessClaims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.signature(payload)}`;
  }

  /**
   * Reads a token: null when it is malformed, its signature is wrong or it expired at `nowMs`. The session it
   * names must still be checked against the database.
   */
  verify(token: string, nowMs: number): AccessClaims | null {
    const known = this.verified.get(token);
    if (known) return known.exp > nowMs ? known : null;
    const claims = this.check(token, nowMs);
    if (claims) {
      if (this.verified.size >= this.rememberedTokens) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    return claims;
  }

  /** How many verified tokens are remembered (at most the bound given). */
  get remembered(): number {
    return this.verified.size;
  }

  private check(token: string, nowMs: number): AccessClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    if (!safeEqual(signature, this.signature(payload))) return null;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!isClaims(claims) || claims.exp <= nowMs) return null;
    return claims;
  }

  private signature(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return typeof claims.sid === 'string' && Number.isSafeInteger(claims.uid) && typeof claims.exp === 'number';
}

/** Compares two texts in constant time for equal lengths. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A random session id. */
export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

/** A random anti-forgery token, bound to one session (only its hash is stored). */
export function newCsrfToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A verification or reset token: 40 hex characters (only its hash is stored). */
export function newEmailToken(): string {
  return randomBytes(20).toString('hex');
}

/** SHA-256 of a verification or reset token (hex, either letter case), as the database keeps it. Pure. */
export function hashToken(token: string): string {
  // Exactly as issued (lower-case hex): another spelling of a token is another guess, not the same token.
  return hashSecret(token);
}

/** SHA-256 of a secret, hex, exactly as given (anti-forgery tokens). Pure. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
