import type { Migration } from './migration.js';

/**
 * `users.invitation_pending`: an invited organizer or partner account whose invitee has not chosen a password
 * yet (the console's Accounts list says "Invited", not "Active"). Set by an invitation, cleared when a password
 * is chosen. Accounts invited before this column existed count as pending while they never had a session and
 * an unused password link is still on record.
 */
export const INVITATION_PENDING: Migration = {
  version: 13,
  name: 'users: an invited account with no password chosen yet',
  sql: `ALTER TABLE users ADD COLUMN invitation_pending BOOLEAN NOT NULL DEFAULT false;
UPDATE users SET invitation_pending = true
 WHERE role <> 'Player' AND sandbox_of IS NULL
   AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = users.id)
   AND EXISTS (SELECT 1 FROM email_tokens t WHERE t.user_id = users.id AND t.purpose = 'reset' AND t.used_at IS NULL);`,
};
