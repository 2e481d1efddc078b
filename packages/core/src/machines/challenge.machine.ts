import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import type { ChallengeQuestion, SubmitChallengeRequest } from '../contract/business.schema.js';
import { messages } from '../messages/catalogue.js';
import type { GameApi } from '../ports/game-api.port.js';
import { isPlayer } from '../rules/access/feature-access.js';
import { validateChallengeLink } from '../rules/validation/challenge-link.js';
import { fieldProblemText } from '../rules/validation/field-problems.js';
import { errorNotification } from './error-notification.js';
import type { NotifyEmitted } from './notifications.machine.js';

/** A challenge answer on its way: which challenge, and the document link. */
export interface ChallengeDraft {
  readonly challengeId: number;
  readonly link: string;
}

export interface ChallengeContext {
  readonly role: string | null;
  readonly draft: ChallengeDraft | null;
  /** Why the link was refused ("Not a valid Google Doc link"), for the form; null when it was not. */
  readonly linkError: string | null;
}

export type ChallengeEvent =
  | { readonly type: 'challenge.sync'; readonly role: string | null }
  | { readonly type: 'challenge.submit'; readonly challengeId: number; readonly link: string }
  | { readonly type: 'challenge.confirm' }
  | { readonly type: 'challenge.cancel' }
  /** The user edits the link again: the refusal is cleared. */
  | { readonly type: 'challenge.edit' };

export type ChallengeEmitted =
  | NotifyEmitted
  /** The server took the answer: the challenge as it now stands, for the businesses list. */
  | { readonly type: 'challenge.submitted'; readonly challenge: ChallengeQuestion };

export interface ChallengeDeps {
  readonly api: Pick<GameApi, 'submitChallenge'>;
}

/** The request for a draft; `submitting` is only entered with one. */
function submissionOf(draft: ChallengeDraft | null): SubmitChallengeRequest {
  if (draft === null) throw new Error('The challenge machine reached submitting without a draft');
  return { challenge_id: draft.challengeId, submission_link: draft.link };
}

/**
 * A business challenge answer (spec sections 4, 5 and 6): the link is checked with the rules'
 * `validateChallengeLink`, the user confirms, then it is submitted; a new submission replaces the previous
 * one. Non-players are told "Only players have access to certain features on this page". A failure shows
 * the challenge failure message (or the server's own below 500) and keeps the draft to try again.
 */
export function createChallengeMachine(deps: ChallengeDeps) {
  return setup({
    types: {
      tags: {} as 'busy',
      context: {} as ChallengeContext,
      events: {} as ChallengeEvent,
      emitted: {} as ChallengeEmitted,
    },
    actors: {
      submitAnswer: fromPromise<ChallengeQuestion, SubmitChallengeRequest>(async ({ input }) => {
        const answer = await deps.api.submitChallenge(input);
        return answer.data.challenge_question;
      }),
    },
    guards: {
      isPlayer: ({ context }) => isPlayer(context.role),
      linkIsValid: ({ event }) =>
        event.type === 'challenge.submit' && validateChallengeLink(event.link) === null,
    },
    actions: {
      sync: assign(({ event }) => {
        assertEvent(event, 'challenge.sync');
        return { role: event.role };
      }),
      holdDraft: assign(({ event }) => {
        assertEvent(event, 'challenge.submit');
        return { draft: { challengeId: event.challengeId, link: event.link }, linkError: null };
      }),
      refuseLink: assign(({ event }) => {
        assertEvent(event, 'challenge.submit');
        const problem = validateChallengeLink(event.link);
        return {
          draft: { challengeId: event.challengeId, link: event.link },
          linkError: problem === null ? null : fieldProblemText(problem),
        };
      }),
      clearLinkError: assign({ linkError: null }),
      dropDraft: assign({ draft: null }),
      announceSubmitted: emit((_, challenge: ChallengeQuestion) => ({
        type: 'challenge.submitted' as const,
        challenge,
      })),
      notifySubmitted: emit({
        type: 'notify',
        notification: { content: messages.businesses.challengeSubmitted },
      } as const),
      notifyFailed: emit((_, { error }: { error: unknown }) => ({
        type: 'notify' as const,
        notification: errorNotification(error, messages.businesses.challengeFailed),
      })),
      noticePlayersOnly: emit({
        type: 'notify',
        notification: { content: messages.roles.onlyPlayersSomeFeatures },
      } as const),
    },
  }).createMachine({
    id: 'challenge',
    context: { role: null, draft: null, linkError: null },
    initial: 'idle',
    on: {
      'challenge.sync': { actions: 'sync' },
    },
    states: {
      idle: {
        on: {
          'challenge.submit': [
            { guard: not('isPlayer'), actions: 'noticePlayersOnly' },
            { guard: 'linkIsValid', target: 'confirming', actions: 'holdDraft' },
            { actions: 'refuseLink' },
          ],
          'challenge.edit': { actions: 'clearLinkError' },
        },
      },
      /** The confirmation dialog is open. */
      confirming: {
        on: {
          'challenge.confirm': { target: 'submitting' },
          'challenge.cancel': { target: 'idle' },
        },
      },
      submitting: {
        tags: 'busy',
        invoke: {
          src: 'submitAnswer',
          input: ({ context }) => submissionOf(context.draft),
          onDone: {
            target: 'idle',
            actions: [
              'dropDraft',
              { type: 'announceSubmitted', params: ({ event }) => event.output },
              'notifySubmitted',
            ],
          },
          onError: {
            target: 'idle',
            actions: { type: 'notifyFailed', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
    },
  });
}

/** The machine {@link createChallengeMachine} returns. */
export type ChallengeMachine = ReturnType<typeof createChallengeMachine>;
