import { assign, not, setup } from 'xstate';
import { LOADING_SLOW_MS } from './timings.js';

export interface LoadingContext {
  /** What is loading right now, by a key the caller chooses (e.g. `raffle.items`); the overlay shows while any is. */
  readonly sources: readonly string[];
}

export type LoadingEvent =
  | { readonly type: 'loading.start'; readonly source: string }
  | { readonly type: 'loading.stop'; readonly source: string }
  | { readonly type: 'loading.reset' };

/**
 * The loading overlay (spec sections 2, 4 and 9): shown while at least one source is loading, and saying
 * "Taking longer than expected..." once it has been shown for 29 s without a break. Starting the same source
 * twice counts once.
 */
export const loadingMachine = setup({
  types: {
    context: {} as LoadingContext,
    events: {} as LoadingEvent,
  },
  delays: {
    slowWarning: LOADING_SLOW_MS,
  },
  actions: {
    addSource: assign({
      sources: ({ context, event }) =>
        event.type === 'loading.start' && !context.sources.includes(event.source)
          ? [...context.sources, event.source]
          : context.sources,
    }),
    removeSource: assign({
      sources: ({ context, event }) =>
        event.type === 'loading.stop'
          ? context.sources.filter((source) => source !== event.source)
          : context.sources,
    }),
    clearSources: assign({ sources: [] }),
  },
  guards: {
    isLoading: ({ context }) => context.sources.length > 0,
  },
}).createMachine({
  id: 'loading',
  context: { sources: [] },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'loading.start': { target: 'shown', actions: 'addSource' },
      },
    },
    shown: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { slowWarning: 'slow' },
        },
        slow: {},
      },
      always: { guard: not('isLoading'), target: 'hidden' },
      on: {
        'loading.start': { actions: 'addSource' },
        'loading.stop': { actions: 'removeSource' },
        'loading.reset': { target: 'hidden', actions: 'clearSources' },
      },
    },
  },
});

/** The loading overlay machine. */
export type LoadingMachine = typeof loadingMachine;
