import { createActionStore, type ActionStore, type RequestEffects } from '@dubloon-quest/core';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useServices } from '../services/app-services.js';

/** A change's state (busy, field errors, the last failure) with its `run` and `clear`. */
export type Action = ReturnType<ActionStore['getSnapshot']> & Pick<ActionStore, 'run' | 'clear'>;

/**
 * Sends changes one at a time through core's action store and its one failure policy (docs/decisions/0133):
 * field errors for the form, an ended session to the 401 page, the outcome's text to `notify` (a toast or
 * the form's notice); the failure also stays in `failure`. `serverFailure` is the screen's text for a 5xx.
 */
export function useAction({ notify, serverFailure }: { notify?: RequestEffects['notify']; serverFailure?: string } = {}): Action {
  const { navigation } = useServices();
  const latest = useRef(notify);
  latest.current = notify;
  const [store] = useState(() =>
    createActionStore({
      navigate: (to) => navigation.navigate(to),
      notify: (notice) => latest.current?.(notice),
    }, serverFailure),
  );
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { ...state, run: store.run, clear: store.clear };
}
