import type { Migration } from './migration.js';

/**
 * The first schema: accounts, sessions and email tokens, the coin ledger and stakes, chest answers and payouts,
 * challenge answers, the mail outbox.
 */
export const INITIAL_SCHEMA: Migration = {
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
};
