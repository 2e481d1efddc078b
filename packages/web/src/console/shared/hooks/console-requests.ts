import { consoleShellText } from '@dubloon-quest/core/console';
import { useAction, type Action } from '../../../hooks/use-action.js';
import { useNotify } from '../../../hooks/use-notify.js';
import { useQuery, type Query } from '../../../hooks/use-query.js';

/**
 * What a console screen loads, through the one request layer with the console's text for a failure. Loads
 * again whenever `key` changes (a filter, a page).
 */
export function useConsoleQuery<Data>(load: () => Promise<Data>, key = ''): Query<Data> {
  return useQuery(load, { key, serverFailure: consoleShellText.loadFailed });
}

/**
 * A console change, through the one request layer: its outcome in a toast (an error stays until dismissed and
 * is read by screen readers), its field errors on the form.
 */
export function useConsoleAction(): Action {
  const notify = useNotify();
  return useAction({
    notify: ({ content, error }) => notify(error ? { content, error, duration: 0 } : { content }),
    serverFailure: consoleShellText.actionFailed,
  });
}
