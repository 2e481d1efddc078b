import { describe, expect, it } from 'vitest';
import { bearerToken } from './sessions.js';
import { AccessTokens, hashSecret, hashToken, newEmailToken } from './tokens.js';

describe('AccessTokens', () => {
  const tokens = new AccessTokens('a'.repeat(40));
  const claims = { sid: 'session-1', uid: 7, exp: 2_000 };

  it('verifies its own tokens until they expire', () => {
    const token = tokens.sign(claims);
    expect(tokens.verify(token, 1_999)).toEqual(claims);
    expect(tokens.verify(token, 2_000)).toBeNull();
  });

  it('refuses a token signed with another key, edited claims or a malformed text', () => {
    const token = tokens.sign(claims);
    expect(new AccessTokens('b'.repeat(40)).verify(token, 0)).toBeNull();
    const [, signature] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...claims, uid: 8 })).toString('base64url');
    expect(tokens.verify(`${edited}.${signature}`, 0)).toBeNull();
    for (const text of ['', 'abc', `${token}.x`, '.', 'undefined']) expect(tokens.verify(text, 0)).toBeNull();
  });

  it('remembers the tokens it verified, still refusing them once expired, and forgets the oldest past its bound', () => {
    const few = new AccessTokens('a'.repeat(40), 2);
    const [first, second, third] = [1, 2, 3].map((uid) => few.sign({ ...claims, uid }));
    for (const token of [first!, second!, first!]) expect(few.verify(token, 0)).not.toBeNull();
    expect(few.verify(first!, 2_000)).toBeNull();
    expect(few.verify(third!, 0)?.uid).toBe(3);
    expect(few.remembered).toBe(2);
    // A near miss of a remembered token (its signature's last character changed) is checked, and refused.
    const forged = `${second!.slice(0, -1)}${second!.endsWith('A') ? 'B' : 'A'}`;
    expect(few.verify(forged, 0)).toBeNull();
    expect([first, second, third].map((token) => few.verify(token!, 1_999)?.uid)).toEqual([1, 2, 3]);
  });
});

describe('token helpers', () => {
  it('makes 40-hex email tokens, each hashed exactly as issued, as anti-forgery hashes are', () => {
    const token = newEmailToken();
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    // Exactly as issued: an upper-case spelling is another guess (issue 27).
    expect(hashToken(token.toUpperCase())).not.toBe(hashToken(token));
    expect(hashSecret('AbC')).not.toBe(hashSecret('abc'));
  });

  it('reads only a real bearer token', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    for (const header of [undefined, '', 'Bearer undefined', 'Basic abc', 'Bearer ', 'bearer abc']) expect(bearerToken(header)).toBeNull();
  });
});
