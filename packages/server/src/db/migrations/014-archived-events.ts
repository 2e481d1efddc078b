import type { Migration } from './migration.js';

/**
 * `archived_events`: every event an organizer archived, frozen as it was (docs/decisions/0110-event-after-
 * event.md). Rows carry no event id: the tables of play (players, coins, stakes, answers, draws) hold the one
 * event in play, and archiving copies what stays readable into one row here (the event document, the results
 * and draw as the console showed them, the public draw answer, the exports' CSV texts) before clearing play
 * for the next event. Append-only: a trigger refuses UPDATE and DELETE.
 */
export const ARCHIVED_EVENTS: Migration = {
  version: 14,
  name: 'archived events: each finished event, read-only',
  sql: `
CREATE TABLE archived_events (
  id BIGSERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  content TEXT NOT NULL,
  results TEXT NOT NULL,
  draw TEXT,
  public_draw TEXT NOT NULL,
  exports TEXT NOT NULL,
  players INTEGER NOT NULL CHECK (players >= 0),
  archived_at TIMESTAMPTZ NOT NULL,
  archived_by BIGINT,
  archived_by_email TEXT NOT NULL
);

CREATE FUNCTION refuse_archive_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'archived_events is append-only';
END;
$$;
CREATE TRIGGER archived_events_append_only BEFORE UPDATE OR DELETE ON archived_events
  FOR EACH ROW EXECUTE FUNCTION refuse_archive_change();
`,
};
