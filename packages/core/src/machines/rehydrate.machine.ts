import { assign, fromPromise, setup } from 'xstate';
import type { PersistedStateStore } from '../ports/storage.port.js';
import { PERSIST_TIMEOUT_MS } from '../ports/storage.port.js';
import type { PersistedClientState } from './persisted-state.js';

export interface RehydrateContext {
  readonly state: PersistedClientState | null;
}

export interface RehydrateDeps {
  readonly storage: Pick<PersistedStateStore<PersistedClientState>, 'load'>;
}

/**
 * Reads the saved client state at start (spec section 9: "Client state persistence timeout 5000 ms"): its
 * output is the saved state, or null when there is none, it cannot be read, or reading takes more than 5 s;
 * the app then starts fresh rather than waiting.
 */
export function createRehydrateMachine(deps: RehydrateDeps) {
  return setup({
    types: {
      context: {} as RehydrateContext,
      output: {} as PersistedClientState | null,
    },
    delays: {
      persistTimeout: PERSIST_TIMEOUT_MS,
    },
    actors: {
      load: fromPromise<PersistedClientState | null>(() => deps.storage.load()),
    },
    actions: {
      keep: assign((_, state: PersistedClientState | null) => ({ state })),
    },
  }).createMachine({
    id: 'rehydrate',
    context: { state: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'done', actions: { type: 'keep', params: ({ event }) => event.output } },
          onError: { target: 'done' },
        },
        after: { persistTimeout: 'done' },
      },
      done: { type: 'final' },
    },
    output: ({ context }) => context.state,
  });
}
