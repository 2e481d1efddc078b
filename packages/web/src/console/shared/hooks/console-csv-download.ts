import { consoleExportsText, fileSlug } from '@dubloon-quest/core/console';
import { useCallback, useRef, useState } from 'react';
import { downloadFile } from '../components/download-file.js';
import { useConsole } from '../console-services.js';
import { useConsoleAction } from './console-requests.js';

/** The console's CSV exports, by the catalogue's name of each. */
const CSV_EXPORTS = {
  players: 'consoleExportPlayers',
  meetup: 'consoleExportMeetup',
  winners: 'consoleExportWinners',
  mailingList: 'consoleExportMailingList',
  audit: 'consoleExportAudit',
} as const;
export type CsvExport = keyof typeof CSV_EXPORTS;

/**
 * An export's file name: the event, what it holds and the local date of the download, e.g.
 * `spring-quest-2026-players-2026-04-21.csv`. Pure.
 */
export function exportFileName(eventName: string, what: string, at: Date): string {
  const event = fileSlug(eventName) || consoleExportsText.fallbackEventName;
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${event}-${what}-${date}.csv`;
}

export interface CsvDownloads {
  /** The export being prepared, if any (one at a time). */
  readonly running: CsvExport | null;
  /** The export whose last download failed, if any. */
  readonly failed: CsvExport | null;
  readonly download: (which: CsvExport) => Promise<void>;
}

/**
 * Downloads the console's CSV exports: asks the server for the file and for the event's name (read once, for
 * the file name), hands the file to the browser, and says how it went (toasts from the console's action hook:
 * the file's name on success, the server's message on failure, kept on screen).
 */
export function useCsvDownloads(): CsvDownloads {
  const { api } = useConsole();
  const { run } = useConsoleAction();
  const [running, setRunning] = useState<CsvExport | null>(null);
  const [failed, setFailed] = useState<CsvExport | null>(null);
  const eventName = useRef<string | null>(null);

  const download = useCallback(
    async (which: CsvExport) => {
      const { file } = consoleExportsText.files[which];
      setRunning(which);
      setFailed(null);
      const done = await run(
        async () => {
          const nameOfEvent = async () => {
            if (eventName.current !== null) return eventName.current;
            // The name only names the file: an export goes on without it.
            const name = await api.call('consoleGetEvent').then(
              (answer) => answer.event.name,
              () => '',
            );
            eventName.current = name;
            return name;
          };
          const [csv, name] = await Promise.all([api.call(CSV_EXPORTS[which]), nameOfEvent()]);
          const fileName = exportFileName(name, file, new Date());
          downloadFile(fileName, csv, 'text/csv;charset=utf-8');
          return fileName;
        },
        { success: (fileName) => consoleExportsText.downloaded(fileName) },
      );
      if (!done) setFailed(which);
      setRunning(null);
    },
    [run, api],
  );

  return { running, failed, download };
}
