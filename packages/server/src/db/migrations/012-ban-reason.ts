import type { Migration } from './migration.js';

/** `users.ban_reason`: the organizer's reason of the ban in force, which the refused login shows with its end. */
export const BAN_REASON: Migration = {
  version: 12,
  name: 'users: the reason of a ban, for the refused login',
  sql: `ALTER TABLE users ADD COLUMN ban_reason TEXT CHECK (ban_reason IS NULL OR length(ban_reason) <= 1000);`,
};
