import type { Migration } from './migration.js';

/**
 * What a past event keeps for its own players (docs/decisions/0180-past-players-read-their-event.md):
 * `archived_players`, one row per verified player account the archive removed (its old id, e-mail and password
 * hash, so that the player logs in to read the event's results), and `archived_events.player_results`, the
 * results as players saw them when the event was archived (null for events archived before). Append-only as
 * `archived_events` is: a trigger refuses UPDATE and DELETE.
 */
export const ARCHIVED_PLAYERS: Migration = {
  version: 24,
  name: 'archived players: the players of a past event read its results',
  sql: `
ALTER TABLE archived_events ADD COLUMN player_results TEXT;

CREATE TABLE archived_players (
  archived_event_id BIGINT NOT NULL REFERENCES archived_events (id),
  user_id BIGINT NOT NULL,
  email TEXT NOT NULL CHECK (email = lower(email)),
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (archived_event_id, user_id)
);
CREATE INDEX archived_players_email ON archived_players (email);
CREATE UNIQUE INDEX archived_players_user ON archived_players (user_id);
CREATE TRIGGER archived_players_append_only BEFORE UPDATE OR DELETE ON archived_players
  FOR EACH ROW EXECUTE FUNCTION refuse_archive_change();
`,
};
