import type { Migration } from './migration.js';

/**
 * The console's schema changes (docs/decisions/0090-console-server.md), versions from 10.
 *
 * - `users.banned_until`: a ban refuses the account at login, on every call and every socket until then.
 * - `coin_transactions`: a `note` per row, and the source `adjustment` (an organizer's, positive or negative,
 *   with its reason as the note); a raffle row may now be positive too (a retired item's stakes given back).
 * - `console_affiliations`: the business (challenge id) or raffle partner (name) a Partner account belongs to.
 * - `console_audit`: every console action, append-only (a trigger refuses UPDATE and DELETE).
 * - `console_state`: one row: a revision bumped by every change of the event or schedule (every server polls
 *   it), whether the console's schedule overrides the event's or the demo's, and the results' state.
 * - `challenge_ratings` and `challenge_picks`: a partner's private ratings and notes, and the winners it picked
 *   (copied to `challenge_winners` when the organizers publish the results).
 * - `console_images`: uploaded images, resized, in the database so that every server serves them.
 */
export const CONSOLE_TABLES: Migration = {
  version: 10,
  name: 'console: bans, adjustments, affiliations, audit, state, judging, images',
  sql: `
ALTER TABLE users ADD COLUMN banned_until TIMESTAMPTZ;

ALTER TABLE coin_transactions ADD COLUMN note TEXT CHECK (note IS NULL OR length(note) <= 1000);
ALTER TABLE coin_transactions DROP CONSTRAINT coin_transactions_source_check;
ALTER TABLE coin_transactions ADD CONSTRAINT coin_transactions_source_check
  CHECK (source IN ('signup', 'referral', 'chest', 'raffle', 'demo', 'adjustment'));
ALTER TABLE coin_transactions DROP CONSTRAINT coin_transactions_check;
ALTER TABLE coin_transactions ADD CONSTRAINT coin_transactions_sign_check
  CHECK (source IN ('raffle', 'adjustment') OR count >= 0);
ALTER TABLE coin_transactions ADD CONSTRAINT coin_transactions_adjustment_note_check
  CHECK (source <> 'adjustment' OR (note IS NOT NULL AND count <> 0));
CREATE INDEX coin_transactions_created ON coin_transactions (created_at);

CREATE TABLE console_affiliations (
  user_id BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  business_id INTEGER CHECK (business_id > 0),
  raffle_partner TEXT,
  CHECK ((business_id IS NULL) <> (raffle_partner IS NULL))
);

CREATE TABLE console_audit (
  id BIGSERIAL PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL,
  actor_id BIGINT,
  actor_email TEXT NOT NULL,
  actor_role TEXT NOT NULL,
  action TEXT NOT NULL,
  target TEXT NOT NULL,
  before_state TEXT,
  after_state TEXT
);
CREATE INDEX console_audit_action ON console_audit (action, id);

CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'console_audit is append-only';
END;
$$;
CREATE TRIGGER console_audit_append_only BEFORE UPDATE OR DELETE ON console_audit
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();

CREATE TABLE console_state (
  id SMALLINT PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  revision BIGINT NOT NULL DEFAULT 0,
  schedule_override BOOLEAN NOT NULL DEFAULT false,
  results_state TEXT NOT NULL DEFAULT 'auto' CHECK (results_state IN ('auto', 'held', 'published')),
  results_published_at TIMESTAMPTZ
);
INSERT INTO console_state (id) VALUES (1);

CREATE TABLE challenge_ratings (
  challenge_id INTEGER NOT NULL CHECK (challenge_id > 0),
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating SMALLINT CHECK (rating BETWEEN 1 AND 5),
  note TEXT CHECK (note IS NULL OR length(note) <= 2000),
  updated_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (challenge_id, user_id)
);

CREATE TABLE challenge_picks (
  challenge_id INTEGER NOT NULL CHECK (challenge_id > 0),
  rank SMALLINT NOT NULL CHECK (rank >= 1),
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  award INTEGER NOT NULL CHECK (award > 0),
  picked_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (challenge_id, rank),
  UNIQUE (challenge_id, user_id)
);

CREATE TABLE console_images (
  name TEXT PRIMARY KEY CHECK (name ~ '^[0-9a-f]{64}\\.webp$'),
  content_type TEXT NOT NULL,
  data TEXT NOT NULL,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  bytes INTEGER NOT NULL CHECK (bytes > 0),
  created_at TIMESTAMPTZ NOT NULL,
  created_by BIGINT
);
`,
};
