import { isValid } from '@dubloon-quest/core';
import { awardPoolOf, validateChallengeWinners, validateRating } from '@dubloon-quest/core/console';
import { winnerCapOf } from '@dubloon-quest/core/internal';
import { ConsoleStateRepository } from '../db/console-state.repository.js';
import { ChallengeWinnersRepository } from '../db/challenge-winners.repository.js';
import { inTransaction } from '../db/in-transaction.js';
import { JudgingRepository } from '../db/judging.repository.js';
import { HttpError, invalidFields } from '../services/errors.js';
import { actorOf } from '../services/console-caller.js';
import type { ConsoleHandlers } from './console-routes.js';
import type { ConsoleServices } from './console-services.js';
import { findBusiness } from './content.handlers.js';
import { consoleMessages } from '../services/language.js';

type JudgingCalls = 'consoleListSubmissions' | 'consoleRateSubmission' | 'consoleSetChallengeWinners';

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
      const judging = new JudgingRepository(db);
      const [submissions, winners, state] = await Promise.all([
        judging.submissions(challengeId, services.now()),
        new ChallengeWinnersRepository(db).pickedWinners(challengeId),
        new ConsoleStateRepository(db).resultsState(),
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
        submissions,
        winners,
        results_published: state.state === 'published',
      };
    },

    async consoleRateSubmission({ params, body, caller }) {
      const challengeId = business(params.business_id).challenge_question.challenge_id;
      const problems = validateRating(body);
      if (!isValid(problems)) throw invalidFields(problems);
      const submission = await services.audited(actorOf(caller), async (tx) => {
        const judging = new JudgingRepository(tx);
        const before = await judging.submission(challengeId, params.user_id, services.now());
        if (!before) throw new HttpError(404, consoleMessages.judging.notASubmitter);
        const rating = body.rating === undefined ? before.rating : body.rating;
        const note = body.note === undefined ? before.note : body.note?.trim() || null;
        await judging.saveRating(challengeId, params.user_id, rating, note, services.now());
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
        const judging = new JudgingRepository(tx);
        const problems = validateChallengeWinners(body.winners, {
          pool,
          cap: winnerCapOf(entry),
          submitters: await judging.submitters(challengeId),
          banned: await judging.bannedSubmitters(challengeId, services.now()),
        });
        if (!isValid(problems)) throw invalidFields(problems);
        const picks = new ChallengeWinnersRepository(inTransaction(tx));
        const before = await picks.pickedWinners(challengeId);
        await picks.replacePicks(challengeId, body.winners, services.now());
        const after = await picks.pickedWinners(challengeId);
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
