import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE_PATH } from '@dubloon-quest/core';

/**
 * Where a running server answers the organizer tool's backup request (the ops door serves it, the organizer
 * door asks it over HTTP; docs/decisions/0141).
 */
export const BACKUP_PATH = `${API_BASE_PATH}/ops/backup`;

/**
 * The key the organizer tool shows a running server to ask for a backup: derived from the access tokens' key,
 * which only the server's machine holds (DATA_DIR/secrets.json or TOKEN_SECRET), so no new secret has to be
 * set, kept or rotated, and it is never the token key itself. Pure.
 */
export function operatorKey(tokenSecret: string): string {
  return createHmac('sha256', tokenSecret).update('dubloon-quest operator key').digest('hex');
}

/** Whether an `Authorization: Bearer ...` header carries `key`, compared in constant time. Pure. */
export function bearerMatches(header: string | undefined, key: string): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
