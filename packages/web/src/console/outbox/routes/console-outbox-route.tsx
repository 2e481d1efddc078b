import { consoleOutboxText } from '@dubloon-quest/core/console';
import { LoadState } from '../../../components/feedback/load-state.js';
import { useNotify } from '../../../hooks/use-notify.js';
import { ConsoleOutbox } from '../components/console-outbox.js';
import { useOutboxCalls } from '../calls/console-outbox-calls.js';
import { useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { useConsole } from '../../shared/console-services.js';

/**
 * `/console/outbox` (organizers): the mail the server queued and sent. Without SMTP this is where organizers
 * find a player's verification or invitation link to hand on; refreshed on demand (mail comes with the
 * players' own actions, not on a schedule worth polling).
 */
export function ConsoleOutboxRoute() {
  const calls = useOutboxCalls();
  const { me } = useConsole();
  const notify = useNotify();
  const query = useConsoleQuery(() => calls.consoleListOutbox());
  const onCopy = (link: string) => {
    const failed = () => notify({ content: consoleOutboxText.copyFailed, error: true });
    if (!('clipboard' in navigator)) {
      failed();
      return;
    }
    navigator.clipboard.writeText(link).then(() => notify({ content: consoleOutboxText.copied }), failed);
  };
  return (
    <LoadState value={query.value} onRetry={query.retry}>
      {(outbox) => (
        <ConsoleOutbox outbox={outbox} readOnly={me.read_only} onRefresh={query.refresh} onCopy={onCopy} />
      )}
    </LoadState>
  );
}
