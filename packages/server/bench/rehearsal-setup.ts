import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NEW_PLAYER_FREE_COINS, scoreChest } from '@dubloon-quest/core/internal';
import { DEMO_EVENT_FILE } from '../src/config/config.js';
import type { Db } from '../src/db/db.js';
import { earnSignupBonuses } from '../src/db/ledger.js';
import { migrate } from '../src/db/migrations.js';
import { newReferralCode } from '../src/db/referral-codes.js';
import { openRepository } from '../src/db/repository.js';
import { hashPassword } from '../src/services/auth/passwords.js';

/** The password of every rehearsal account (players and the organizer). */
export const REHEARSAL_PASSWORD = 'Rehearsal-Password-1';

/** The rehearsal's event: the demo event's content, its Learn and Earn and raffle open now, the game days far off. */
export interface RehearsalEvent {
  file: string;
  /** Chest id to the right letter of each question. */
  answers: Map<number, string[]>;
  itemIds: number[];
}

/**
 * Writes the event the rehearsal runs: the shipped demo event's chests, items and businesses, in its pre-game
 * period from an hour ago; the organizer moves the schedule on as the rehearsal goes (the console's schedule).
 */
export function writeRehearsalEvent(): RehearsalEvent {
  const event = JSON.parse(readFileSync(DEMO_EVENT_FILE, 'utf8')) as {
    timestamps: unknown;
    chests: { chest_id: number; group: { answers: { correct: string } }[] }[];
    raffle_items: { item_id: number }[];
  };
  const hour = 60 * 60 * 1000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  event.timestamps = {
    pre_game: at(-hour),
    game_start: at(24 * hour),
    review_start: at(25 * hour),
    review_end: at(26 * hour),
    game_end: at(27 * hour),
  };
  const file = join(mkdtempSync(join(tmpdir(), 'dq-rehearsal-event-')), 'event.json');
  writeFileSync(file, JSON.stringify(event));
  return {
    file,
    answers: new Map(
      event.chests.map((chest) => [chest.chest_id, chest.group.map((question) => question.answers.correct)]),
    ),
    itemIds: event.raffle_items.map((item) => item.item_id),
  };
}

/** The address of rehearsal player `index` (`label` keeps two runs' accounts apart). */
export function playerEmail(label: string, index: number): string {
  return `player.${index}.${label}@rehearsal.example.com`;
}

/**
 * Makes the accounts of the players who do not register during the storm (verified, with the signup bonus
 * through the ledger, in a few set-based statements: thousands of registrations through the API would be the
 * storm itself) and the organizer's. Answers the organizer's address.
 */
export async function seedRehearsal(db: Db, label: string, existing: readonly number[]): Promise<string> {
  await migrate(db);
  const now = new Date();
  const passwordHash = await hashPassword(REHEARSAL_PASSWORD);
  const organizer = `organizer.${label}@rehearsal.example.com`;
  await openRepository(db).createUser(
    {
      email: organizer,
      passwordHash,
      name: 'Rehearsal Organizer',
      education: 'Other',
      school: null,
      country: 'Canada',
      region: null,
      city: null,
      role: 'Organizer',
      emailVerified: true,
      referralCode: newReferralCode(),
      referredBy: null,
    },
    now,
  );
  if (existing.length === 0) return organizer;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, name, education, country, role, email_verified, referral_code, created_at)
     SELECT 'player.' || g || '.' || $3 || '@rehearsal.example.com', $1, 'Rehearsal Player ' || g, 'Grade 10', 'Canada', 'Player', true, 'r' || $3 || g, $2
     FROM unnest(string_to_array($4, ',')::int[]) AS g
     RETURNING id`,
    [passwordHash, now, label, existing.join(',')],
  );
  await earnSignupBonuses(
    db,
    rows.map((row) => Number(row.id)),
    NEW_PLAYER_FREE_COINS,
    now,
  );
  return organizer;
}

/** What the ledger check after the run found. */
export interface LedgerCheck {
  players: number;
  /** Players whose balance is not the sum of their ledger rows, whose stakes are not their raffle rows, or negative. */
  inconsistent: number;
  /** Chests paid other than their answers earned. */
  chestsMispaid: number;
  /** Coins the ledger says were earned (signup, referral, chests, adjustments) against coins held and staked. */
  earned: number;
  held: number;
  staked: number;
  /** Stakes on an item the event does not offer. */
  strandedStakes: number;
  ok: boolean;
}

/**
 * The ledger invariants after the run (the repository's own check for each player, core's chest rule for each
 * payout): no coin created (every payout what its answers earned), none lost (earned = held + staked), none
 * stranded (no stake outside the event's items). Also answers each user's id to address, for the fan-out keys.
 */
export async function checkLedger(
  db: Db,
  answers: ReadonlyMap<number, readonly string[]>,
  itemIds: readonly number[],
): Promise<{ check: LedgerCheck; emails: Map<number, string> }> {
  const repository = openRepository(db);
  const { rows: users } = await db.query<{ id: number; email: string }>(
    "SELECT id, email FROM users WHERE role = 'Player'",
  );
  let inconsistent = 0;
  let chestsMispaid = 0;
  for (const user of users) {
    const id = Number(user.id);
    if (!(await repository.ledgerConsistent(id))) inconsistent += 1;
    const submitted = await repository.chestsSubmitted(id);
    const attempts = await repository.chestAttempts(id);
    for (const [chestId, coins] of Object.entries(submitted)) {
      const score = scoreChest(answers.get(Number(chestId)) ?? [], attempts.get(Number(chestId)) ?? []);
      if (!score.completed || score.coins !== coins) chestsMispaid += 1;
    }
  }
  const { rows: totals } = await db.query<{ earned: string; held: string; staked: string; stranded: string }>(
    `SELECT (SELECT COALESCE(sum(count), 0) FROM coin_transactions WHERE source <> 'raffle') AS earned,
            (SELECT COALESCE(sum(coins), 0) FROM users) AS held,
            (SELECT COALESCE(sum(coins), 0) FROM stakes) AS staked,
            (SELECT count(*) FROM stakes WHERE coins > 0 AND NOT (item_id = ANY(string_to_array($1, ',')::int[]))) AS stranded`,
    [itemIds.join(',')],
  );
  const row = totals[0]!;
  const check: LedgerCheck = {
    players: users.length,
    inconsistent,
    chestsMispaid,
    earned: Number(row.earned),
    held: Number(row.held),
    staked: Number(row.staked),
    strandedStakes: Number(row.stranded),
    ok: false,
  };
  check.ok =
    inconsistent === 0 &&
    chestsMispaid === 0 &&
    check.earned === check.held + check.staked &&
    check.strandedStakes === 0;
  return { check, emails: new Map(users.map((user) => [Number(user.id), user.email])) };
}
