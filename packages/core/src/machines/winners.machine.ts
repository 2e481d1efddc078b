import { assign, emit, fromPromise, setup } from 'xstate';
import type { ResultsResponse } from '../contract/results.schema.js';
import { messages } from '../messages/catalogue.js';
import type { GameApi } from '../ports/game-api.port.js';
import { groupWinners } from '../rules/winners/group-winners.js';
import type { GroupedWinners } from '../rules/winners/group-winners.js';
import { errorNotification } from './error-notification.js';
import type { NotifyEmitted } from './notifications.machine.js';

/** The persisted `winners` slice (spec section 3): the partners, grouped into main and other; null before. */
export interface WinnersState {
  readonly partners: GroupedWinners | null;
}

export type WinnersEvent =
  /** The results page shows: the winners are fetched unless already at hand. */
  | { readonly type: 'winners.open' }
  | { readonly type: 'winners.refresh' }
  /** Logout: the winners are dropped. */
  | { readonly type: 'winners.clear' };

export type WinnersEmitted = NotifyEmitted;

export interface WinnersInput {
  /** A persisted slice to continue from, or null to start empty. */
  readonly restored: WinnersState | null;
}

export interface WinnersDeps {
  readonly api: Pick<GameApi, 'getResults'>;
}

/**
 * The event results (spec sections 3 and 8): `GET /game/results`, grouped with the rules' `groupWinners` into
 * main partners (with a challenge) and other partners. An answer that cannot be grouped shows "There was a
 * issue processing the winners response"; a failed call, the winners load failure message.
 */
export function createWinnersMachine(deps: WinnersDeps) {
  return setup({
    types: {
      tags: {} as 'busy',
      context: {} as WinnersState,
      events: {} as WinnersEvent,
      emitted: {} as WinnersEmitted,
      input: {} as WinnersInput,
    },
    actors: {
      loadResults: fromPromise<ResultsResponse>(async () => (await deps.api.getResults()).data),
    },
    guards: {
      hasWinners: ({ context }) => context.partners !== null,
      canGroup: (_, results: ResultsResponse) => groupWinners(results).ok,
    },
    actions: {
      storeWinners: assign((_, results: ResultsResponse) => {
        const grouped = groupWinners(results);
        return { partners: grouped.ok ? grouped.value : null };
      }),
      clearWinners: assign({ partners: null }),
      notifyProcessingIssue: emit({
        type: 'notify',
        notification: { content: messages.winners.processingIssue, error: true },
      } as const),
      notifyLoadFailed: emit((_, { error }: { error: unknown }) => ({
        type: 'notify' as const,
        notification: errorNotification(error, messages.winners.loadFailed),
      })),
    },
  }).createMachine({
    id: 'winners',
    context: ({ input }) => input.restored ?? { partners: null },
    initial: 'resolving',
    on: {
      'winners.clear': { target: '.idle', actions: 'clearWinners' },
    },
    states: {
      resolving: {
        always: [{ guard: 'hasWinners', target: 'loaded' }, { target: 'idle' }],
      },
      idle: {
        on: { 'winners.open': 'loading', 'winners.refresh': 'loading' },
      },
      loading: {
        tags: 'busy',
        invoke: {
          src: 'loadResults',
          onDone: [
            {
              guard: { type: 'canGroup', params: ({ event }) => event.output },
              target: 'loaded',
              actions: { type: 'storeWinners', params: ({ event }) => event.output },
            },
            { target: 'failed', actions: 'notifyProcessingIssue' },
          ],
          onError: {
            target: 'failed',
            actions: { type: 'notifyLoadFailed', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      loaded: {
        on: { 'winners.refresh': 'loading' },
      },
      failed: {
        on: { 'winners.open': 'loading', 'winners.refresh': 'loading' },
      },
    },
  });
}

/** The machine {@link createWinnersMachine} returns. */
export type WinnersMachine = ReturnType<typeof createWinnersMachine>;
