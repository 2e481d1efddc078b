import type { EventFile, ResultsResponse } from '@dubloon-quest/core';
import type { AppContext } from '../context.js';
import type { Db } from '../../db/db.js';
import { ConsoleStateRepository } from '../../db/console-state.repository.js';
import { organizerStorage } from '../../db/organizer-storage.js';
import { buildResults, storedResults } from './results.js';

/**
 * `GET /game/results`: the stored winners (the newest draw's and the challenge winners, organizer tool's
 * `storedResults`) against the whole event, once published (with `published_at`) or while the console never
 * held them back; else, and while nothing is stored, the event's own `results` (the demo's seeded winners).
 */
export async function playerResults(context: AppContext): Promise<ResultsResponse> {
  return resultsForPlayers(context.repository.db, context.event.file);
}

/**
 * What `GET /game/results` answers, read through `db` (a transaction's, when archiving: what the players saw
 * is what the past event keeps for them), `event` the event in play as loaded.
 */
export async function resultsForPlayers(db: Db, event: EventFile): Promise<ResultsResponse> {
  const ownResults = event.results;
  const { state, publishedAt } = await new ConsoleStateRepository(db).resultsState();
  if (state === 'held') return ownResults;
  const storage = organizerStorage(db);
  const stored = await storage.event.importedEvent();
  const results = await storedResults(storage, stored?.event ?? event);
  if (results === null) return ownResults;
  // Published on the console: players' pages may open them during the review (decision 0116).
  return state === 'published' && publishedAt !== null
    ? { ...results, published_at: publishedAt.toISOString() }
    : results;
}

/**
 * The results as players will see them once published: the newest draw's winners, and for each business the
 * winners its partner picked (or, without picks, the challenge winners stored before). Never e-mails.
 */
export async function previewResults(db: Db, event: EventFile): Promise<ResultsResponse> {
  const { draws, winners } = organizerStorage(db);
  const [draw, picked, stored] = await Promise.all([
    draws.latestDraw(),
    winners.allPickedWinners(),
    winners.challengeWinners(),
  ]);
  const raffle = draw === null ? [] : await draws.drawWinners(draw.id);
  const pickedChallenges = new Set(picked.map((row) => row.challengeId));
  return buildResults(event, raffle, [
    ...picked,
    ...stored.filter((row) => !pickedChallenges.has(row.challengeId)),
  ]);
}

/**
 * Publishes the results (in the caller's transaction): each business's picked winners become its challenge
 * winners through `ChallengeWinnersRepository.setChallengeWinners`, the write the organizer tool's `winners`
 * uses too (businesses without picks keep theirs), and players see the stored winners from now on. @returns the challenges whose winners were set.
 */
export async function publishResults(db: Db, now: Date): Promise<number[]> {
  const { winners: challengeWinners } = organizerStorage(db);
  const picked = await challengeWinners.allPickedWinners();
  const challenges = [...new Set(picked.map((row) => row.challengeId))];
  for (const challengeId of challenges) {
    const winners = picked
      .filter((row) => row.challengeId === challengeId)
      .map((row) => ({ userId: row.userId, award: row.award }));
    await challengeWinners.setChallengeWinners(challengeId, winners, now);
  }
  await new ConsoleStateRepository(db).publishResults(now);
  return challenges;
}
