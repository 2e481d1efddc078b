import {
  awardPoolOf,
  consoleMessages,
  isValid,
  validateChallengeWinners,
  validateRating,
  winnerCapOf,
  type ConsolePickedWinner,
  type ConsoleSubmission,
} from '@dubloon-quest/core';
import type { Db, Row } from '../db/db.js';
import { HttpError, invalidFields } from '../services/errors.js';
import { actorOf } from '../services/console-caller.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';
import { findBusiness } from './content.handlers.js';
import { resultsState } from '../services/results/event-results.js';
import { textOrNull, toDate } from '../db/row-values.js';

type JudgingCalls = 'consoleListSubmissions' | 'consoleRateSubmission' | 'consoleSetChallengeWinners';

// `$2` is the time now: whether a ban is in force on the player.
const SUBMISSION_COLUMNS = `s.user_id, u.name, s.submission_link, s.updated_at, r.rating, r.note,
  (u.banned_until IS NOT NULL AND u.banned_until > $2) AS banned
  FROM challenge_submissions s JOIN users u ON u.id = s.user_id
  LEFT JOIN challenge_ratings r ON r.challenge_id = s.challenge_id AND r.user_id = s.user_id`;

function toSubmission(row: Row): ConsoleSubmission {
  return {
    user_id: Number(row.user_id),
    name: String(row.name),
    submission_link: String(row.submission_link),
    submitted_at: toDate(row.updated_at).toISOString(),
    rating: row.rating == null ? null : Number(row.rating),
    note: textOrNull(row.note),
    banned: row.banned === true,
  };
}

/** The winners a business's partner picked, in order, with their names. */
export async function pickedWinners(
  db: Pick<Db, 'query'>,
  challengeId: number,
): Promise<ConsolePickedWinner[]> {
  const { rows } = await db.query(
    'SELECT p.user_id, u.name, p.award FROM challenge_picks p JOIN users u ON u.id = p.user_id WHERE p.challenge_id = $1 ORDER BY p.rank',
    [challengeId],
  );
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    name: String(row.name),
    award: Number(row.award),
  }));
}

/**
 * Judging, by a business's partner (organizers too): the answers to its challenge with the players' names and
 * links (never e-mails), a private 1-5 rating and note per answer, and the winners with dollar awards within
 * the award pool and the winner cap. The winners reach the results page when the organizers publish the results.
 */
export function judgingHandlers(services: ConsoleServices): Pick<ConsoleHandlers, JudgingCalls> {
  const db = services.context.repository.db;
  const business = (businessId: number) => findBusiness(services.content.current.event, businessId);

  return {
    async consoleListSubmissions({ params }) {
      const entry = business(params.business_id);
      const challengeId = entry.challenge_question.challenge_id;
      const [submissions, winners, state] = await Promise.all([
        db.query(`SELECT ${SUBMISSION_COLUMNS} WHERE s.challenge_id = $1 ORDER BY s.updated_at, s.user_id`, [
          challengeId,
          services.now(),
        ]),
        pickedWinners(db, challengeId),
        resultsState(db),
      ]);
      return {
        business_id: challengeId,
        challenge: {
          challenge_id: challengeId,
          title: entry.challenge_question.title,
          description: entry.challenge_question.description,
        },
        award_pool: awardPoolOf(entry),
        winner_cap: winnerCapOf(entry),
        submissions: submissions.rows.map(toSubmission),
        winners,
        results_published: state.state === 'published',
      };
    },

    async consoleRateSubmission({ params, body, caller }) {
      const challengeId = business(params.business_id).challenge_question.challenge_id;
      const problems = validateRating(body);
      if (!isValid(problems)) throw invalidFields(problems);
      const submission = await services.audited(actorOf(caller), async (tx) => {
        const current = await tx.query(
          `SELECT ${SUBMISSION_COLUMNS} WHERE s.challenge_id = $1 AND s.user_id = $3`,
          [challengeId, services.now(), params.user_id],
        );
        if (!current.rows[0]) throw new HttpError(404, consoleMessages.judging.notASubmitter);
        const before = toSubmission(current.rows[0]);
        const rating = body.rating === undefined ? before.rating : body.rating;
        const note = body.note === undefined ? before.note : body.note?.trim() || null;
        await tx.query(
          `INSERT INTO challenge_ratings (challenge_id, user_id, rating, note, updated_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (challenge_id, user_id) DO UPDATE SET rating = EXCLUDED.rating, note = EXCLUDED.note, updated_at = EXCLUDED.updated_at`,
          [challengeId, params.user_id, rating, note, services.now()],
        );
        const after = { ...before, rating, note };
        return {
          value: after,
          audit: {
            action: 'judging.rate',
            target: `business:${challengeId}/user:${params.user_id}`,
            before: { rating: before.rating, note: before.note },
            after: { rating, note },
          },
        };
      });
      return { message: consoleMessages.content.saved, submission };
    },

    async consoleSetChallengeWinners({ params, body, caller }) {
      const entry = business(params.business_id);
      const challengeId = entry.challenge_question.challenge_id;
      const pool = awardPoolOf(entry);
      const winners = await services.audited(actorOf(caller), async (tx) => {
        const submitters = await tx.query(
          `SELECT s.user_id, (u.banned_until IS NOT NULL AND u.banned_until > $2) AS banned
           FROM challenge_submissions s JOIN users u ON u.id = s.user_id WHERE s.challenge_id = $1`,
          [challengeId, services.now()],
        );
        const problems = validateChallengeWinners(body.winners, {
          pool,
          cap: winnerCapOf(entry),
          submitters: new Set(submitters.rows.map((row) => Number(row.user_id))),
          banned: new Set(submitters.rows.filter((row) => row.banned === true).map((row) => Number(row.user_id))),
        });
        if (!isValid(problems)) throw invalidFields(problems);
        const before = await pickedWinners(tx, challengeId);
        await tx.query('DELETE FROM challenge_picks WHERE challenge_id = $1', [challengeId]);
        for (const [index, winner] of body.winners.entries()) {
          await tx.query(
            'INSERT INTO challenge_picks (challenge_id, rank, user_id, award, picked_at) VALUES ($1, $2, $3, $4, $5)',
            [challengeId, index + 1, winner.user_id, winner.award, services.now()],
          );
        }
        const after = await pickedWinners(tx, challengeId);
        return {
          value: after,
          audit: { action: 'judging.winners', target: `business:${challengeId}`, before, after },
        };
      });
      return {
        message: consoleMessages.judging.saved,
        winners,
        award_pool: pool,
        awarded: winners.reduce((sum, winner) => sum + winner.award, 0),
      };
    },
  };
}
