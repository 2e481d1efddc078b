import { CONSOLE_MIGRATIONS } from '../console/console.migrations.js';
import type { Db } from './db.js';

/** One schema change, applied once, in order, inside a transaction. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The one SQL schema, as ordered migrations (TypeScript strings, so the build needs no file copying).
 * Never edit an applied migration: add a new one.
 *
 * Ledger design: `users.coins` is the balance not yet staked and always equals the sum of the player's
 * `coin_transactions` (append-only: an UPDATE is refused by a trigger). Earnings are positive rows; a stake
 * submission is one `raffle` row whose count is minus the change of the player's total stake. Unique keys
 * `(user_id, source, ref)` make a second signup bonus, referral reward or chest payout impossible.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE users (
  id BIGSERIAL PRIMARY KEY,
  email TEXT NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  education TEXT NOT NULL,
  school TEXT,
  country TEXT NOT NULL,
  region TEXT,
  city TEXT,
  role TEXT NOT NULL DEFAULT 'Player' CHECK (role IN ('Player', 'Partner', 'Organizer')),
  email_verified BOOLEAN NOT NULL DEFAULT false,
  referral_code TEXT NOT NULL UNIQUE,
  referred_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  attend_meeting BOOLEAN,
  coins INTEGER NOT NULL DEFAULT 0 CHECK (coins >= 0),
  last_stake_at TIMESTAMPTZ,
  sandbox_of BIGINT REFERENCES users (id) ON DELETE CASCADE,
  expires_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL,
  CHECK ((sandbox_of IS NULL) = (expires_at IS NULL))
);
CREATE UNIQUE INDEX users_email_key ON users (email) WHERE sandbox_of IS NULL;
CREATE INDEX users_referred_by ON users (referred_by) WHERE referred_by IS NOT NULL;
CREATE INDEX users_expires_at ON users (expires_at) WHERE expires_at IS NOT NULL;

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_hash TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE email_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
  email TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX email_tokens_user ON email_tokens (user_id);

CREATE TABLE coin_transactions (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source TEXT NOT NULL CHECK (source IN ('signup', 'referral', 'chest', 'raffle', 'demo')),
  count INTEGER NOT NULL,
  ref TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  CHECK (source = 'raffle' OR count >= 0),
  CHECK (source <> 'chest' OR count BETWEEN 0 AND 9),
  CHECK (source NOT IN ('signup', 'referral', 'chest') OR ref IS NOT NULL),
  UNIQUE (user_id, source, ref)
);
CREATE INDEX coin_transactions_user ON coin_transactions (user_id, id);

CREATE FUNCTION refuse_ledger_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'coin_transactions is append-only';
END;
$$;
CREATE TRIGGER coin_transactions_append_only BEFORE UPDATE ON coin_transactions
  FOR EACH ROW EXECUTE FUNCTION refuse_ledger_update();

CREATE TABLE stakes (
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id INTEGER NOT NULL CHECK (item_id > 0),
  coins INTEGER NOT NULL CHECK (coins >= 0),
  PRIMARY KEY (user_id, item_id)
);
CREATE INDEX stakes_item ON stakes (item_id) WHERE coins > 0;

CREATE TABLE chest_attempts (
  id BIGSERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chest_id INTEGER NOT NULL CHECK (chest_id > 0),
  question SMALLINT NOT NULL CHECK (question >= 0),
  choice TEXT NOT NULL CHECK (choice ~ '^[a-z]$'),
  created_at TIMESTAMPTZ NOT NULL,
  UNIQUE (user_id, chest_id, question, choice)
);

CREATE TABLE chest_submissions (
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chest_id INTEGER NOT NULL CHECK (chest_id > 0),
  coins INTEGER NOT NULL CHECK (coins BETWEEN 0 AND 9),
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, chest_id)
);

CREATE TABLE challenge_submissions (
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  challenge_id INTEGER NOT NULL CHECK (challenge_id > 0),
  submission_link TEXT NOT NULL CHECK (length(submission_link) <= 2048),
  updated_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, challenge_id)
);
CREATE INDEX challenge_submissions_challenge ON challenge_submissions (challenge_id);

CREATE TABLE mail_outbox (
  id BIGSERIAL PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  sent_at TIMESTAMPTZ,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX mail_outbox_unsent ON mail_outbox (id) WHERE sent_at IS NULL;
`,
  },
  {
    // The organizer tool's tables (packages/server/src/organizer): the imported event, the draw's
    // commitments, draws with their published record, the winners, and the challenge winners.
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
  },
  // The console's (packages/server/src/console), versions 10 and up.
  ...CONSOLE_MIGRATIONS,
];

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction. On PostgreSQL
 * an advisory lock makes concurrent starts of several processes apply each migration exactly once.
 * @returns the versions applied by this call.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  // Under the same lock: two processes creating the table at once would otherwise collide in the catalogue.
  await db.transaction(async (tx) => {
    if (tx.engine === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  });
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const done = await db.transaction(async (tx) => {
      if (tx.engine === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727274)');
      const existing = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (existing.rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** Splits a migration into statements at semicolons that end a line outside `$$` bodies. Pure. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of sql.split('\n')) {
    current += line + '\n';
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && line.trimEnd().endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
