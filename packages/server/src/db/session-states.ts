import type { SessionEndedEvent } from '@dubloon-quest/core';
import type { Db } from './db.js';

/** A session that no longer holds, and why, as `session_ended` names it. */
export interface EndedSession {
  id: string;
  event: SessionEndedEvent;
}

/**
 * Which of the given sessions ended (revoked, expired, its account banned or its demo copy gone), in one
 * statement: the realtime sweep asks it every second for the sessions of the process's sockets. The reason is
 * what the rows say: a ban or an expiry, a password or e-mail change (the revocation's reason), else `logged_out`.
 */
export async function endedSessions(
  db: Pick<Db, 'query'>,
  ids: readonly string[],
  now: Date,
): Promise<EndedSession[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query(
    `SELECT s.id, s.revoked_at, s.revoked_reason, s.expires_at, u.expires_at AS user_expires_at, u.banned_until
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(ids)],
  );
  const found = new Map(rows.map((row) => [String(row.id), row]));
  const ended: EndedSession[] = [];
  for (const id of ids) {
    const row = found.get(id);
    if (!row) {
      ended.push({ id, event: { reason: 'expired' } });
      continue;
    }
    const at = (value: unknown) =>
      value === null || value === undefined ? null : new Date(value as string | Date).getTime();
    const bannedUntil = at(row.banned_until);
    const userExpiry = at(row.user_expires_at);
    if (bannedUntil !== null && bannedUntil > now.getTime())
      ended.push({ id, event: { reason: 'banned', banned_until: new Date(bannedUntil).toISOString() } });
    else if (row.revoked_at !== null && row.revoked_at !== undefined)
      ended.push({ id, event: { reason: revocationReason(row.revoked_reason) } });
    else if (at(row.expires_at)! <= now.getTime() || (userExpiry !== null && userExpiry <= now.getTime()))
      ended.push({ id, event: { reason: 'expired' } });
  }
  return ended;
}

/** The reason a revoked row names: the one its revocation kept, else a logout or a kick. */
function revocationReason(kept: unknown): 'password_changed' | 'email_changed' | 'logged_out' {
  return kept === 'password_changed' || kept === 'email_changed' ? kept : 'logged_out';
}
