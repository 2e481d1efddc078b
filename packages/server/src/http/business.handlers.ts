import { type ChallengeQuestion } from '@dubloon-quest/core';
import { isChallengeWindowOpen, validateChallengeLink } from '@dubloon-quest/core/internal';
import type { AppContext } from '../services/context.js';
import type { EventBusiness } from '@dubloon-quest/core';
import type { Handlers } from './endpoint-routes.js';
import { HttpError, invalidFields } from '../services/errors.js';
import { playerResults } from '../services/results/event-results.js';
import { messages, serverMessages } from '../services/language.js';

type BusinessCalls = 'getBusinesses' | 'submitChallenge' | 'updateMeetup' | 'getResults' | 'getCountries' | 'getRegions';

function challengeView(business: EventBusiness, answersCount: number, link: string | undefined): ChallengeQuestion {
  return { ...business.challenge_question, answers_count: answersCount, answer_submitted: link !== undefined, submission_link: link ?? null };
}

/** The business, challenge, meetup, results and location calls. */
export function businessHandlers(context: AppContext): Pick<Handlers, BusinessCalls> {
  const { repository, event } = context;
  return {
    async getBusinesses({ auth }) {
      const [counts, answers] = await Promise.all([repository.challengeAnswerCounts(), repository.challengeAnswersOf(auth.user.id)]);
      return event.file.businesses.map((business) => {
        const id = business.challenge_question.challenge_id;
        return { ...business, challenge_question: challengeView(business, counts.get(id) ?? 0, answers.get(id)) };
      });
    },

    async submitChallenge({ body, auth }) {
      const business = event.businessesByChallenge.get(body.challenge_id);
      if (!business) throw new HttpError(404, serverMessages.unknownChallenge);
      const link = body.submission_link.trim();
      const problem = validateChallengeLink(link);
      if (problem) throw invalidFields({ submission_link: [problem] });
      // The challenge window players read in the instructions, when the event set one (the period gate ran before).
      const timestamps = context.schedule.timestampsAt(context.now());
      if (timestamps !== null && !isChallengeWindowOpen(timestamps, context.now()))
        throw new HttpError(409, serverMessages.challengeWindowClosed);
      const answersCount = await repository.submitChallenge(
        auth.user.id,
        body.challenge_id,
        link,
        new Date(context.now()),
      );
      context.broadcaster.challengeSubmitted({
        challenge_id: body.challenge_id,
        answers_count: answersCount,
      });
      return {
        message: messages.businesses.challengeSubmitted,
        challenge_question: challengeView(business, answersCount, link),
      };
    },

    async updateMeetup({ body, auth }) {
      await repository.setAttendMeeting(auth.user.id, body.attend_meeting);
      return { attend_meeting: body.attend_meeting };
    },

    getResults() {
      // Winners the organizer drew and entered win over the event file's own (the demo's seeded results), unless
      // the console holds them back until they are published.
      return playerResults(context);
    },

    getCountries() {
      return Promise.resolve({ countries: context.locations.countries });
    },

    getRegions({ body }) {
      return Promise.resolve({ regions: context.locations.regionsOf(body.name) });
    },
  };
}
