import { createQueryStore, type Loadable } from '@dubloon-quest/core';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useServices } from '../services/app-services.js';

export interface Query<Data> {
  readonly value: Loadable<Data>;
  /** Loads again, showing the loading state (after a failure). */
  readonly retry: () => void;
  /** Loads again in the background, keeping the shown data until the new one arrives (after a change). */
  readonly refresh: () => void;
  /** Replaces the shown data at once (with the answer of a change that returns it). */
  readonly replace: (data: Data) => void;
}

/**
 * Loads what a screen shows when it mounts and whenever `key` changes (a filter, a page), through core's
 * query store and its one failure policy (docs/decisions/0133): an ended session goes to the 401 page, a
 * refused load to the 403 page, any other failure shows its message (`serverFailure` for a server fault) with a
 * retry.
 */
export function useQuery<Data>(load: () => Promise<Data>, { key = '', serverFailure }: { key?: string; serverFailure?: string } = {}): Query<Data> {
  const { navigation } = useServices();
  const latest = useRef(load);
  latest.current = load;
  const [store] = useState(() => createQueryStore(() => latest.current(), { navigate: (to) => navigation.navigate(to) }, serverFailure));
  const value = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    store.load();
    return store.cancel;
  }, [store, key]);
  return {
    value,
    retry: useCallback(() => store.load(), [store]),
    refresh: useCallback(() => store.load(true), [store]),
    replace: store.replace,
  };
}
