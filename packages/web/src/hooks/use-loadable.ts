import { errorNotification, isGameApiError, PATHS } from '@dubloon-quest/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../services/app-services.js';
import type { Loadable } from '../components/feedback/loadable.js';

/**
 * Loads data a screen shows through a GameApi call that no machine owns (coin history, referrals), when the
 * screen mounts and on retry. A failure keeps the screen's own text (spec 8's "Unexpected server error..."
 * messages); a refused session goes to its error page.
 */
export function useLoadable<Data>(load: () => Promise<Data>, failure: string): { value: Loadable<Data>; retry: () => void } {
  const { navigation } = useServices();
  const [value, setValue] = useState<Loadable<Data>>({ status: 'loading' });
  const latest = useRef(load);
  latest.current = load;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setValue({ status: 'loading' });
    latest.current().then(
      (data) => current && setValue({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        if (isGameApiError(error, 'unauthorized')) navigation.navigate(PATHS.unauthorized);
        else if (isGameApiError(error, 'forbidden')) navigation.navigate(PATHS.forbidden);
        setValue({ status: 'failed', message: errorNotification(error, failure).content });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, failure, navigation]);

  return { value, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}
