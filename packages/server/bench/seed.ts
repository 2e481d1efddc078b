import { readFileSync } from 'node:fs';
import { hashPassword } from '../src/services/auth/passwords.js';
import { AccessTokens, hashSecret } from '../src/services/auth/tokens.js';
import { DEMO_EVENT_FILE } from '../src/config/config.js';
import type { Db } from '../src/db/db.js';
import { earnSignupBonuses } from '../src/db/ledger.js';
import { migrate } from '../src/db/migrations.js';

/** A seeded player as the load generator drives it. */
export interface BenchPlayer {
  userId: number;
  email: string;
  /** `Authorization` header value. */
  authorization: string;
  /** `x-xsrf-token` header value. */
  csrf: string;
}

/** Coins each seeded player starts with (a signup-like ledger row), enough for any stake the bench sends. */
export const SEEDED_COINS = 30;
const BENCH_CSRF = 'bench-anti-forgery-token-0123456789';

/**
 * Creates `count` verified players straight in the database, in a few set-based statements (registering
 * thousands through the API would spend minutes in argon2): each with a session and a signed access token,
 * {@link SEEDED_COINS} coins in the ledger, and every chest's questions already answered correctly (the
 * server-checked quiz), so each player can stake once and be paid each chest once. The login path is not
 * what these benchmarks measure. Bench-only: the server has no such path.
 */
export async function seedPlayers(db: Db, tokenSecret: string, count: number, label: string): Promise<BenchPlayer[]> {
  await migrate(db);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 12 * 60 * 60 * 1000);
  const passwordHash = await hashPassword('Bench-Password-1');
  const { rows } = await db.query<{ id: number; email: string }>(
    `INSERT INTO users (email, password_hash, name, education, country, role, email_verified, referral_code, created_at)
     SELECT 'bench.' || $3 || '.' || g || '@example.com', $1, 'Bench Player', 'Grade 10', 'Canada', 'Player', true, 'b' || $3 || g, $2
     FROM generate_series(1, $4::int) AS g
     RETURNING id, email`,
    [passwordHash, now, label, count],
  );
  const ids = rows.map((row) => Number(row.id));
  const first = Math.min(...ids);
  const last = Math.max(...ids);
  // Coins move through the ledger alone (docs/decisions/0130-storage-concerns-and-one-ledger.md), here in one statement.
  await earnSignupBonuses(db, ids, SEEDED_COINS, now);
  await db.query(
    `INSERT INTO sessions (id, user_id, csrf_hash, created_at, expires_at)
     SELECT 'bench-' || id, id, $3, $4, $5 FROM users WHERE id BETWEEN $1 AND $2`,
    [first, last, hashSecret(BENCH_CSRF), now, expiresAt],
  );
  const answers = correctAnswers();
  const values = answers.map(({ chestId, question, choice }) => `(${chestId}, ${question}, '${choice}')`).join(', ');
  await db.query(
    `INSERT INTO chest_attempts (user_id, chest_id, question, choice, created_at)
     SELECT u.id, a.chest_id, a.question, a.choice, $3
     FROM users u CROSS JOIN (VALUES ${values}) AS a (chest_id, question, choice)
     WHERE u.id BETWEEN $1 AND $2
     ORDER BY u.id, a.chest_id, a.question`,
    [first, last, now],
  );
  const tokens = new AccessTokens(tokenSecret);
  return rows.map((row) => ({
    userId: Number(row.id),
    email: row.email,
    authorization: `Bearer ${tokens.sign({ sid: `bench-${Number(row.id)}`, uid: Number(row.id), exp: expiresAt.getTime() })}`,
    csrf: BENCH_CSRF,
  }));
}

/** The chest ids of the shipped event. */
export function chestIds(): number[] {
  return [...new Set(correctAnswers().map((answer) => answer.chestId))];
}

function correctAnswers(): { chestId: number; question: number; choice: string }[] {
  const event = JSON.parse(readFileSync(DEMO_EVENT_FILE, 'utf8')) as { chests: { chest_id: number; group: { answers: { correct: string } }[] }[] };
  return event.chests.flatMap((chest) => chest.group.map((question, index) => ({ chestId: chest.chest_id, question: index, choice: question.answers.correct })));
}
