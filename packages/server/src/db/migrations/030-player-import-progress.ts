import type { Migration } from './migration.js';

/**
 * `player_imports`: how far each running CSV import has got (issue 41, item 3; decision 0185). An import writes
 * its players in batches, each batch in its own transaction with its share of `done`, so the console's progress
 * bar reads what the database holds, from any server process. Rows older than a day are dropped by the next
 * import. Numbered apart from the other branches' migrations of the same session.
 */
export const PLAYER_IMPORT_PROGRESS: Migration = {
  version: 30,
  name: 'player imports: the progress of a CSV import, batch by batch',
  sql: `
CREATE TABLE player_imports (
  id TEXT PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  total INTEGER NOT NULL CHECK (total >= 0),
  done INTEGER NOT NULL DEFAULT 0 CHECK (done >= 0 AND done <= total),
  finished BOOLEAN NOT NULL DEFAULT false,
  started_at TIMESTAMPTZ NOT NULL
);`,
};
