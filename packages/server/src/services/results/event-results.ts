import type { ConsoleResultsState, EventFile, ResultsResponse } from '@dubloon-quest/core';
import type { AppContext } from '../context.js';
import type { Db } from '../../db/db.js';
import type { ChallengeWinnerRow } from '../../db/organizer.repository.js';
import { OrganizerRepository } from '../../db/organizer.repository.js';
import { buildResults, storedResults } from './results.js';
import { textOrNull, toDate } from '../../db/row-values.js';

/** Whether players see the stored winners, and since when they are published. */
export async function resultsState(
  db: Pick<Db, 'query'>,
): Promise<{ state: ConsoleResultsState; publishedAt: Date | null }> {
  const { rows } = await db.query(
    'SELECT results_state, results_published_at FROM console_state WHERE id = 1',
  );
  const row = rows[0];
  const publishedAt = row?.results_published_at ? toDate(row.results_published_at) : null;
  return { state: (row?.results_state as ConsoleResultsState | undefined) ?? 'auto', publishedAt };
}

/**
 * `GET /game/results`: the stored winners (the newest draw's and the challenge winners, organizer tool's
 * `storedResults`) against the whole event, once published or while the console never held them back; else,
 * and while nothing is stored, the event's own `results` (the demo's seeded winners).
 */
export async function playerResults(context: AppContext): Promise<ResultsResponse> {
  const db = context.repository.db;
  const ownResults = context.event.file.results;
  if ((await resultsState(db)).state === 'held') return ownResults;
  const organizer = new OrganizerRepository(db);
  const stored = await organizer.importedEvent();
  return (await storedResults(organizer, stored?.event ?? context.event.file)) ?? ownResults;
}

/** Every business's picked challenge winners with their public fields, as the results are built from. */
async function pickedChallengeWinners(db: Pick<Db, 'query'>): Promise<ChallengeWinnerRow[]> {
  const { rows } = await db.query(
    `SELECT p.challenge_id, p.rank, p.user_id, p.award, u.name, u.email, u.education, u.region, u.country
     FROM challenge_picks p JOIN users u ON u.id = p.user_id ORDER BY p.challenge_id, p.rank`,
  );
  return rows.map((row) => ({
    challengeId: Number(row.challenge_id),
    rank: Number(row.rank),
    userId: Number(row.user_id),
    award: Number(row.award),
    name: String(row.name),
    email: String(row.email),
    education: String(row.education),
    region: textOrNull(row.region),
    country: String(row.country),
  }));
}

/**
 * The results as players will see them once published: the newest draw's winners, and for each business the
 * winners its partner picked (or, without picks, the challenge winners stored before). Never e-mails.
 */
export async function previewResults(db: Db, event: EventFile): Promise<ResultsResponse> {
  const organizer = new OrganizerRepository(db);
  const [draw, picked, stored] = await Promise.all([
    organizer.latestDraw(),
    pickedChallengeWinners(db),
    organizer.challengeWinners(),
  ]);
  const raffle = draw === null ? [] : await organizer.drawWinners(draw.id);
  const pickedChallenges = new Set(picked.map((row) => row.challengeId));
  return buildResults(event, raffle, [
    ...picked,
    ...stored.filter((row) => !pickedChallenges.has(row.challengeId)),
  ]);
}

/**
 * Publishes the results (in the caller's transaction): each business's picked winners become its challenge
 * winners through the organizer tool's `setChallengeWinners` (businesses without picks keep theirs), and players
 * see the stored winners from now on. @returns the challenges whose winners were set.
 */
export async function publishResults(db: Db, now: Date): Promise<number[]> {
  const organizer = new OrganizerRepository(db);
  const picked = await pickedChallengeWinners(db);
  const challenges = [...new Set(picked.map((row) => row.challengeId))];
  for (const challengeId of challenges) {
    const winners = picked
      .filter((row) => row.challengeId === challengeId)
      .map((row) => ({ userId: row.userId, award: row.award }));
    await organizer.setChallengeWinners(challengeId, winners, now);
  }
  await db.query(
    "UPDATE console_state SET results_state = 'published', results_published_at = $1 WHERE id = 1",
    [now],
  );
  return challenges;
}

/** Holds the results back (players see the event's own results until they are published again). */
export async function holdResults(db: Pick<Db, 'query'>): Promise<void> {
  await db.query("UPDATE console_state SET results_state = 'held', results_published_at = NULL WHERE id = 1");
}
