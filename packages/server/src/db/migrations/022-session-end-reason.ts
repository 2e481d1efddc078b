import type { Migration } from './migration.js';

/**
 * `sessions.revoked_reason`: why a session was revoked, when the request that revoked it had a reason of its own
 * (a password or e-mail change). The request tells the sockets directly, but a socket on another process can ask
 * the database first (its next event, the one-second sweep) and read the row before the cross-process message
 * arrives: it then named every revocation `logged_out`. Null: a logout or a kick, `logged_out`.
 */
export const SESSION_END_REASON: Migration = {
  version: 22,
  name: 'session end reason: a revoked session names why, on every process',
  sql: `
ALTER TABLE sessions ADD COLUMN revoked_reason TEXT CHECK (revoked_reason IN ('password_changed', 'email_changed'));`,
};
