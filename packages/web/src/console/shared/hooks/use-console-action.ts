import {
  consoleShellText,
  errorNotification,
  isGameApiError,
  PATHS,
  type ValidationErrors,
} from '@dubloon-quest/core';
import { useCallback, useRef, useState } from 'react';
import { useServices } from '../../../services/app-services.js';
import { useNotify } from '../../../hooks/use-notify.js';

export interface ConsoleActionOptions<Data> {
  /** The toast after success (the server's `message`, usually); none when null. */
  readonly success?: (data: Data) => string | null;
  readonly onSuccess?: (data: Data) => void;
}

export interface ConsoleAction {
  /** True while a call runs: its button shows progress and is disabled. */
  readonly busy: boolean;
  /** The server's field errors of the last failed call (422), by field. */
  readonly errors: ValidationErrors;
  /** Clears the field errors (when the form is edited or closed). */
  readonly clearErrors: () => void;
  /**
   * Runs a console change unless one is running. Success shows its toast; a failure shows the server's
   * message as an error toast (sticky, read by screen readers) and its field errors on the form. Resolves
   * true on success. A session that ended goes to the 401 page.
   */
  readonly run: <Data>(call: () => Promise<Data>, options?: ConsoleActionOptions<Data>) => Promise<boolean>;
}

/** One change at a time through the console's API, with feedback for each outcome. */
export function useConsoleAction(): ConsoleAction {
  const { navigation } = useServices();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [errors, setErrors] = useState<ValidationErrors>({});

  const run = useCallback(
    async <Data>(call: () => Promise<Data>, options: ConsoleActionOptions<Data> = {}): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setErrors({});
      try {
        const data = await call();
        const message = options.success?.(data) ?? null;
        if (message !== null) notify({ content: message });
        options.onSuccess?.(data);
        return true;
      } catch (error) {
        if (isGameApiError(error, 'unauthorized')) {
          navigation.navigate(PATHS.unauthorized);
          return false;
        }
        if (isGameApiError(error)) setErrors(error.fieldErrors as ValidationErrors);
        notify(errorNotification(error, consoleShellText.actionFailed));
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [navigation, notify],
  );

  return { busy, errors, clearErrors: useCallback(() => setErrors({}), []), run };
}
