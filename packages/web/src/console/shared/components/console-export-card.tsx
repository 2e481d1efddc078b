import { messages } from '@dubloon-quest/core';
import { consoleExportsText } from '@dubloon-quest/core/console';
import type { CsvExport } from '../hooks/console-csv-download.js';
import './console-export-card.css';

const text = consoleExportsText;

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
        <span className="muted">{messages.ui.common.labelled(text.contains)}</span>
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
