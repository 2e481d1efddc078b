import { consoleShellText, errorNotification, isGameApiError, PATHS } from '@dubloon-quest/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../../services/app-services.js';
import type { Loadable } from '../../../components/feedback/loadable.js';

export interface ConsoleQuery<Data> {
  readonly value: Loadable<Data>;
  /** Loads again, showing the loading state (after a failure). */
  readonly retry: () => void;
  /** Loads again in the background, keeping the shown data until the new one arrives (after a change). */
  readonly refresh: () => void;
  /** Replaces the shown data at once (with the answer of a change that returns it). */
  readonly replace: (data: Data) => void;
}

/**
 * Loads what a console screen shows when it mounts and whenever `key` changes (a filter, a page). A session
 * that ended goes to the 401 page; any other failure shows its message with a retry.
 */
export function useConsoleQuery<Data>(load: () => Promise<Data>, key = ''): ConsoleQuery<Data> {
  const { navigation } = useServices();
  const [value, setValue] = useState<Loadable<Data>>({ status: 'loading' });
  const latest = useRef(load);
  latest.current = load;
  const [run, setRun] = useState({ attempt: 0, quiet: false });

  useEffect(() => {
    let current = true;
    if (!run.quiet) setValue({ status: 'loading' });
    latest.current().then(
      (data) => current && setValue({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        if (isGameApiError(error, 'unauthorized')) navigation.navigate(PATHS.unauthorized);
        setValue({
          status: 'failed',
          message: errorNotification(error, consoleShellText.loadFailed).content,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [run, key, navigation]);

  return {
    value,
    retry: useCallback(() => setRun((previous) => ({ attempt: previous.attempt + 1, quiet: false })), []),
    refresh: useCallback(() => setRun((previous) => ({ attempt: previous.attempt + 1, quiet: true })), []),
    replace: useCallback((data: Data) => setValue({ status: 'ready', data }), []),
  };
}
