import type { Migration } from './migration.js';

/**
 * `first_organizer_links`: the one-time link the server prints at a start with no organizer and no
 * `FIRST_ORGANIZER_EMAIL` (docs/decisions/0112-first-organizer-link.md). It belongs to no account yet (whoever
 * opens it gives the address), so it cannot live in `email_tokens`. Kept as a SHA-256 hash like every token.
 */
export const FIRST_ORGANIZER_LINKS: Migration = {
  version: 15,
  name: 'first organizer links: a one-time link to create the first organizer',
  sql: `
CREATE TABLE first_organizer_links (
  token_hash TEXT PRIMARY KEY,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);`,
};
