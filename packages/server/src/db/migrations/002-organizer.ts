import type { Migration } from './migration.js';

/**
 * The organizer tool's tables: the imported event, the draw's commitments, draws with their published record,
 * the winners, and the challenge winners.
 */
export const ORGANIZER_TABLES: Migration = {
  version: 2,
  name: 'organizer: imported event, draw commitments, draws, winners',
  sql: `
CREATE TABLE organizer_event (
  id SMALLINT PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  name TEXT NOT NULL,
  content TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  one_prize_per_player BOOLEAN NOT NULL,
  imported_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE draw_commitments (
  commitment TEXT PRIMARY KEY CHECK (commitment ~ '^[0-9a-f]{64}$'),
  created_at TIMESTAMPTZ NOT NULL,
  superseded_at TIMESTAMPTZ
);
CREATE UNIQUE INDEX draw_commitments_one_active ON draw_commitments ((superseded_at IS NULL)) WHERE superseded_at IS NULL;

CREATE TABLE draws (
  id BIGSERIAL PRIMARY KEY,
  commitment TEXT NOT NULL UNIQUE REFERENCES draw_commitments (commitment),
  snapshot_hash TEXT NOT NULL,
  record TEXT NOT NULL,
  drawn_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE draw_winners (
  draw_id BIGINT NOT NULL REFERENCES draws (id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL CHECK (item_id > 0),
  rank SMALLINT NOT NULL CHECK (rank >= 1),
  player_id TEXT NOT NULL,
  user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  education TEXT NOT NULL,
  region TEXT,
  country TEXT NOT NULL,
  PRIMARY KEY (draw_id, item_id, rank)
);

CREATE TABLE challenge_winners (
  challenge_id INTEGER NOT NULL CHECK (challenge_id > 0),
  rank SMALLINT NOT NULL CHECK (rank >= 1),
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  award INTEGER NOT NULL CHECK (award >= 0),
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (challenge_id, rank),
  UNIQUE (challenge_id, user_id)
);
`,
};
