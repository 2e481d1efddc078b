import { consoleExportsText, consoleShellText } from '@dubloon-quest/core';
import type { CsvExport } from '../../shared/hooks/console-csv-download.js';
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

/** One export: its name, what it holds, its columns and its download button. Presentational. */
export function ExportCard({
  which,
  running,
  failed,
  onDownload,
  headingLevel = 2,
}: {
  readonly which: CsvExport;
  readonly running: CsvExport | null;
  readonly failed: CsvExport | null;
  readonly onDownload: (which: CsvExport) => void;
  readonly headingLevel?: 2 | 3;
}) {
  const file = text.files[which];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `console-export-${which}`;
  return (
    <article className="panel stack console-exports__card" aria-labelledby={id}>
      <Heading id={id} className="console-exports__title">
        {file.title}
      </Heading>
      <p>{file.description}</p>
      <p className="console-exports__columns">
        <span className="muted">{text.contains}: </span>
        <code>{file.columns}</code>
      </p>
      <div>
        <button
          type="button"
          className="button"
          disabled={running !== null}
          aria-busy={running === which ? true : undefined}
          onClick={() => onDownload(which)}
        >
          {running === which ? text.downloading(file.title) : text.download(file.title)}
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {running === which ? text.downloading(file.title) : ''}
      </p>
      {failed === which ? <p className="notice notice--error">{text.failed(file.title)}</p> : null}
    </article>
  );
}
