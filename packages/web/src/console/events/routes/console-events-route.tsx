import {
  archiveRefusal,
  type ArchivedExport,
  consoleEventsText,
  type ConsoleArchiveEventRequest,
  fileSlug,
  consoleProblemTextsOnRead,
  validateEventName,
} from '@dubloon-quest/core/console';
import { type ValidationErrors } from '@dubloon-quest/core';
import { useState } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { LoadState } from '../../../components/feedback/load-state.js';
import { downloadFile } from '../../shared/components/download-file.js';
import { useConsoleAction, useConsoleQuery } from '../../shared/hooks/console-requests.js';
import { useConsole } from '../../shared/console-services.js';
import { formatLocal } from '../../shared/console-local-time.js';
import { ConsoleArchivedEvent } from '../components/console-archived-event.js';
import { ConsoleEvents } from '../components/console-events.js';
import { useEventsCalls } from '../calls/console-events-calls.js';

const text = consoleEventsText;

/**
 * `/console/events` (organizers): the event in play, archiving it to start the next one, and the archived
 * events; `/console/events/:eventId`, an archived event read-only (docs/decisions/0110-event-after-event.md).
 */
export function ConsoleEventsRoute() {
  return (
    <Routes>
      <Route index element={<EventsList />} />
      <Route path=":eventId" element={<ArchivedEventRoute />} />
    </Routes>
  );
}

function EventsList() {
  const { me } = useConsole();
  const calls = useEventsCalls();
  const query = useConsoleQuery(() => calls.consoleListEvents());
  const action = useConsoleAction();
  const [busy, setBusy] = useState(false);
  const [clientErrors, setClientErrors] = useState<ValidationErrors>({});
  const archive = async (request: ConsoleArchiveEventRequest) => {
    const problems = consoleProblemTextsOnRead(validateEventName(request.name));
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    await action.run(() => calls.consoleArchiveEvent({ body: request }), {
      success: (answer) => answer.message,
      onSuccess: () => query.refresh(),
    });
    setBusy(false);
  };
  return (
    <LoadState value={query.value} onRetry={query.retry}>
      {(events) => (
        <ConsoleEvents
          events={events}
          busy={busy}
          errors={{ ...action.errors, ...clientErrors }}
          readOnly={me.read_only}
          refusal={archiveRefusal(events.current.game_end, Date.now(), formatLocal)}
          onArchive={(request) => void archive(request)}
        />
      )}
    </LoadState>
  );
}

function ArchivedEventRoute() {
  const calls = useEventsCalls();
  const { eventId = '' } = useParams();
  const params = { event_id: Number(eventId) };
  const query = useConsoleQuery(() => calls.consoleGetArchivedEvent({ params }), eventId);
  const action = useConsoleAction();
  const [downloading, setDownloading] = useState<ArchivedExport | null>(null);
  const download = async (name: string, which: ArchivedExport) => {
    setDownloading(which);
    await action.run(
      async () => {
        const csv = await calls.consoleExportArchivedEvent({ params: { ...params, export: which } });
        const file = `${fileSlug(name) || 'event'}-${which}.csv`;
        downloadFile(file, csv, 'text/csv;charset=utf-8');
        return file;
      },
      { success: (file) => text.downloaded(file) },
    );
    setDownloading(null);
  };
  return (
    <LoadState value={query.value} onRetry={query.retry}>
      {(event) => (
        <ConsoleArchivedEvent
          event={event}
          downloading={downloading}
          onDownload={(which) => void download(event.name, which)}
        />
      )}
    </LoadState>
  );
}
