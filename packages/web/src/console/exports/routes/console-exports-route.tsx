import { ConsoleExports } from '../components/console-exports.js';
import { useCsvDownloads, type CsvExport } from '../../shared/hooks/console-csv-download.js';

/** Every CSV the organizers can download here; the audit log's is on its own screen too. */
const EXPORTS: readonly CsvExport[] = ['players', 'meetup', 'winners', 'mailingList', 'audit'];

/**
 * `/console/exports` (organizers): the CSV downloads. Each file is asked of the server when its button is
 * pressed (never cached: the lists change while the event runs) and named after the event and the day.
 */
export function ConsoleExportsRoute() {
  const downloads = useCsvDownloads();
  return (
    <ConsoleExports
      exports={EXPORTS}
      running={downloads.running}
      failed={downloads.failed}
      onDownload={(which) => void downloads.download(which)}
    />
  );
}
