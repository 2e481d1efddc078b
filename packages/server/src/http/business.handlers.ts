import { type ChallengeQuestion, encodeContract, endpoints } from '@dubloon-quest/core';
import { isChallengeWindowOpen, validateChallengeLink } from '@dubloon-quest/core/internal';
import type { AppContext } from '../services/context.js';
import type { EventBusiness } from '@dubloon-quest/core';
import type { Handlers } from './endpoint-routes.js';
import { HttpError, invalidFields } from '../services/errors.js';
import { playerResults } from '../services/results/event-results.js';
import { ConsoleStateRepository } from '../db/console-state.repository.js';
import { WireJson } from './wire-json.js';
import { messages, serverMessages } from '../services/language.js';

type BusinessCalls = 'getBusinesses' | 'submitChallenge' | 'updateMeetup' | 'getResults' | 'getCountries' | 'getRegions';

function challengeView(business: EventBusiness, answersCount: number, link: string | undefined): ChallengeQuestion {
  return { ...business.challenge_question, answers_count: answersCount, answer_submitted: link !== undefined, submission_link: link ?? null };
}

/** The business, challenge, meetup, results and location calls. */
export function businessHandlers(context: AppContext): Pick<Handlers, BusinessCalls> {
  const { repository, event } = context;
  /** The published results' answer, encoded once, with the key of the publication it was built for. */
  let published: { key: string; answer: Promise<WireJson> } | null = null;
  // The key's reads are shared: a request joins the next read to start, never one that started before it arrived
  // (which could miss a publication committed just before), so a crowd arriving at once costs two reads. On the
  // embedded database a key stays known while no statement that may write ended since its read started: a crowd
  // arriving one by one then costs no read at all (each read costs the server's own thread about half a
  // millisecond, and back-to-back reads were half the core in the 1,000-player rehearsal's results phase).
  let keyRead: Promise<string | null> | null = null;
  let nextKeyRead: Promise<string | null> | null = null;
  let knownKey: { key: string | null; writes: number } | null = null;
  const readResultsKey = (): Promise<string | null> => {
    const writes = repository.db.writes?.();
    if (writes !== undefined && knownKey?.writes === writes) return Promise.resolve(knownKey.key);
    if (keyRead === null) {
      keyRead = new ConsoleStateRepository(repository.db)
        .publishedResultsKey()
        .then((key) => {
          if (writes !== undefined) knownKey = { key, writes };
          return key;
        })
        .finally(() => {
          keyRead = null;
        });
      return keyRead;
    }
    nextKeyRead ??= keyRead
      .catch(() => null)
      .then(() => {
        nextKeyRead = null;
        return readResultsKey();
      });
    return nextKeyRead;
  };
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

    async getResults() {
      // Winners the organizer drew and entered win over the event file's own (the demo's seeded results), unless
      // the console holds them back until they are published. Once published, every player's page reads them at
      // the same moment: the answer is built once per publication and sent as it is (decision 0212); the key
      // is read from the database each time, so a republication on any process is seen by every process.
      const key = await readResultsKey();
      if (key === null) return playerResults(context);
      if (published?.key !== key) {
        const answer = playerResults(context).then(
          (results) => new WireJson(JSON.stringify(encodeContract(endpoints.getResults.response, results, 'the answer of GET /game/results'))),
        );
        const entry = { key, answer };
        published = entry;
        // A failed build is not kept: the next request builds again.
        answer.catch(() => {
          if (published === entry) published = null;
        });
      }
      return published.answer;
    },

    getCountries() {
      return Promise.resolve({ countries: context.locations.countries });
    },

    getRegions({ body }) {
      return Promise.resolve({ regions: context.locations.regionsOf(body.name) });
    },
  };
}
