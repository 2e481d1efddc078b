import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Business, ChallengeQuestion } from '../contract/business.schema.js';
import { messages } from '../messages/catalogue.js';
import type { Clock } from '../ports/clock.port.js';
import type { GameApi } from '../ports/game-api.port.js';
import { BUSINESSES_CACHE_MS } from '../rules/constants.js';
import { errorNotification } from './error-notification.js';
import type { NotifyEmitted } from './notifications.machine.js';

/** The persisted `businesses` slice (spec section 3): the list and when it expires (`getBusinessesTimestamp`). */
export interface BusinessesState {
  readonly list: readonly Business[];
  /** Epoch ms after which the list is fetched again; null before the first fetch. */
  readonly expiresAt: number | null;
}

/** Fields of a challenge to merge into the business that has it, found by `challenge_id`. */
export type ChallengeUpdate = Pick<ChallengeQuestion, 'challenge_id'> & Partial<ChallengeQuestion>;

export type BusinessesEvent =
  /** The businesses page shows: the list is fetched unless a fresh one is at hand. */
  | { readonly type: 'businesses.open' }
  | { readonly type: 'businesses.refresh' }
  /** Logout: the list is emptied. */
  | { readonly type: 'businesses.clear' }
  /** A challenge changed (a live answer count, this player's own submission). */
  | { readonly type: 'business.challenge.update'; readonly challenge: ChallengeUpdate };

export type BusinessesEmitted = NotifyEmitted;

export interface BusinessesInput {
  /** A persisted slice to continue from, or null to start empty. */
  readonly restored: BusinessesState | null;
}

export interface BusinessesDeps {
  readonly api: Pick<GameApi, 'getBusinesses'>;
  readonly clock: Clock;
}

const emptyBusinesses: BusinessesState = { list: [], expiresAt: null };

/** The list with `update` merged into the challenge whose id matches; other businesses untouched. Pure. */
export function mergeChallenge(list: readonly Business[], update: ChallengeUpdate): Business[] {
  return list.map((business) =>
    business.challenge_question.challenge_id === update.challenge_id
      ? { ...business, challenge_question: { ...business.challenge_question, ...update } }
      : business,
  );
}

/**
 * The partner businesses (spec sections 3 and 4). Setting the list stamps an expiry 3 hours ahead; the list is
 * fetched again when it has expired (at that moment, or when the page opens after it). A challenge update,
 * live from `business_challenge_submitted` or from the player's own submission, merges into the business
 * whose `challenge_id` matches. Clearing empties the list.
 */
export function createBusinessesMachine(deps: BusinessesDeps) {
  const now = () => deps.clock.now();
  return setup({
    types: {
      tags: {} as 'busy',
      context: {} as BusinessesState,
      events: {} as BusinessesEvent,
      emitted: {} as BusinessesEmitted,
      input: {} as BusinessesInput,
    },
    delays: {
      expiry: ({ context }) => Math.max(0, (context.expiresAt ?? now()) - now()),
    },
    actors: {
      loadBusinesses: fromPromise<readonly Business[]>(async () => (await deps.api.getBusinesses()).data),
    },
    guards: {
      hasList: ({ context }) => context.expiresAt !== null,
      isExpired: ({ context }) => context.expiresAt === null || now() >= context.expiresAt,
    },
    actions: {
      storeList: assign((_, list: readonly Business[]) => ({ list, expiresAt: now() + BUSINESSES_CACHE_MS })),
      mergeChallenge: assign(({ context, event }) => {
        assertEvent(event, 'business.challenge.update');
        return { list: mergeChallenge(context.list, event.challenge) };
      }),
      clearList: assign({ ...emptyBusinesses }),
      notifyLoadFailed: emit((_, { error }: { error: unknown }) => ({
        type: 'notify' as const,
        notification: errorNotification(error, messages.businesses.loadFailed),
      })),
    },
  }).createMachine({
    id: 'businesses',
    context: ({ input }) => input.restored ?? emptyBusinesses,
    initial: 'resolving',
    on: {
      'business.challenge.update': { actions: 'mergeChallenge' },
      'businesses.clear': { target: '.idle', actions: 'clearList' },
    },
    states: {
      resolving: {
        always: [
          { guard: and(['hasList', 'isExpired']), target: 'loading' },
          { guard: 'hasList', target: 'loaded' },
          { target: 'idle' },
        ],
      },
      idle: {
        on: { 'businesses.open': 'loading', 'businesses.refresh': 'loading' },
      },
      loading: {
        tags: 'busy',
        invoke: {
          src: 'loadBusinesses',
          onDone: { target: 'loaded', actions: { type: 'storeList', params: ({ event }) => event.output } },
          onError: {
            target: 'failed',
            actions: { type: 'notifyLoadFailed', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      loaded: {
        after: { expiry: 'loading' },
        on: {
          'businesses.open': { guard: 'isExpired', target: 'loading' },
          'businesses.refresh': 'loading',
        },
      },
      failed: {
        on: { 'businesses.open': 'loading', 'businesses.refresh': 'loading' },
      },
    },
  });
}

/** The machine {@link createBusinessesMachine} returns. */
export type BusinessesMachine = ReturnType<typeof createBusinessesMachine>;
