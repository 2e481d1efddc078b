import { consoleExportsText, consoleShellText } from '@dubloon-quest/core/console';
import type { CsvExport } from '../../shared/hooks/console-csv-download.js';
import { ExportCard } from '../../shared/components/console-export-card.js';
import './console-exports.css';

const text = consoleExportsText;

export interface ConsoleExportsProps {
  /** The exports offered, in order. */
  readonly exports: readonly CsvExport[];
  readonly running: CsvExport | null;
  readonly failed: CsvExport | null;
  readonly onDownload: (which: CsvExport) => void;
}

/**
 * The Exports screen: each CSV file with what it holds and its columns, one download button each, the
 * progress of the one being prepared and the failure of the last one. Presentational.
 */
export function ConsoleExports({ exports, running, failed, onDownload }: ConsoleExportsProps) {
  return (
    <section className="stack" aria-labelledby="console-exports-title">
      <h1 id="console-exports-title">{consoleShellText.screens.exports}</h1>
      <p>{text.intro}</p>
      <p className="notice" role="note">
        {text.privacy}
      </p>
      <ul className="console-exports">
        {exports.map((which) => (
          <li key={which}>
            <ExportCard which={which} running={running} failed={failed} onDownload={onDownload} />
          </li>
        ))}
      </ul>
    </section>
  );
}
