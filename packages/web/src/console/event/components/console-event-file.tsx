import { messages } from '@dubloon-quest/core';
import { consoleEventText, type ConsoleResponse } from '@dubloon-quest/core/console';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/modal/confirm-dialog.js';

/** Where an import of an event file is: read and checked in the browser, uploaded, then done or refused. */
export type ImportState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'reading'; readonly file: string }
  | { readonly phase: 'ready'; readonly file: string; readonly name: string; readonly kilobytes: number }
  | { readonly phase: 'uploading'; readonly file: string; readonly kilobytes: number }
  | {
      readonly phase: 'refused';
      readonly file: string;
      /** What went wrong as a whole (not JSON, too large, the server's message). */
      readonly message: string;
      /** Each problem with the field path it is at (the body's `errors` of a 422). */
      readonly problems: readonly { readonly path: string; readonly problem: string }[];
    }
  | { readonly phase: 'done'; readonly summary: ConsoleResponse<'consoleImportEvent'>['summary'] };

export interface EventFilePanelProps {
  readonly importState: ImportState;
  readonly exporting: boolean;
  readonly onExport: () => void;
  /** A file was picked: the route reads and checks it. */
  readonly onChoose: (file: File) => void;
  /** The organizer confirmed: the route uploads the file read. */
  readonly onImport: () => void;
}

const text = consoleEventText.file;

/**
 * The whole event file: its export as a JSON download and its import from a file picker, with the import's
 * progress, its summary, and the field paths of every problem the server (or the browser's first check)
 * found. Presentational.
 */
export function EventFilePanel({
  importState,
  exporting,
  onExport,
  onChoose,
  onImport,
}: EventFilePanelProps) {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const working = importState.phase === 'reading' || importState.phase === 'uploading';

  return (
    <div className="stack">
      <section className="panel stack" aria-labelledby={`${fileId}-export`}>
        <h2 id={`${fileId}-export`}>{text.exportTitle}</h2>
        <p>{text.exportIntro}</p>
        <div>
          <button type="button" className="button" onClick={onExport} disabled={exporting}>
            {exporting ? text.exporting : text.export}
          </button>
        </div>
      </section>

      <section className="panel stack" aria-labelledby={`${fileId}-import`}>
        <h2 id={`${fileId}-import`}>{text.importTitle}</h2>
        <p>{text.importIntro}</p>
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            {text.choose}
          </label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept="application/json,.json"
            disabled={working}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChoose(file);
            }}
          />
        </div>

        <div aria-live="polite" className="stack">
          {importState.phase === 'reading' ? <p role="status">{text.reading(importState.file)}</p> : null}
          {importState.phase === 'uploading' ? (
            <div className="stack" role="status">
              <p>{text.uploading(importState.file, importState.kilobytes)}</p>
              <progress
                className="console-event__progress"
                aria-label={text.uploading(importState.file, importState.kilobytes)}
              />
            </div>
          ) : null}
          {importState.phase === 'done' ? (
            <div className="notice notice--success stack">
              <p>
                <strong>{text.summaryTitle(importState.summary.name)}</strong>
              </p>
              <dl className="console-event__summary">
                <dt>{text.summary.items}</dt>
                <dd>{importState.summary.items}</dd>
                <dt>{text.summary.chests}</dt>
                <dd>{importState.summary.chests}</dd>
                <dt>{text.summary.businesses}</dt>
                <dd>{importState.summary.businesses}</dd>
                <dt>{text.summary.playersCreated}</dt>
                <dd>{importState.summary.players_created}</dd>
                <dt>{text.summary.playersExisting}</dt>
                <dd>{importState.summary.players_existing}</dd>
              </dl>
            </div>
          ) : null}
        </div>

        {importState.phase === 'refused' ? (
          <div className="notice notice--error stack" role="alert">
            <p>
              <strong>{importState.message}</strong>
            </p>
            {importState.problems.length > 0 ? (
              <>
                <p>{text.problemsTitle(importState.problems.length)}</p>
                <ul className="console-event__problems">
                  {importState.problems.map(({ path, problem }) => (
                    <li key={`${path} ${problem}`}>
                      <code>{path}</code>
                      {messages.ui.common.labelled('')}
                      {problem}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}

        {importState.phase === 'ready' ? (
          <div>
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              {text.import}
            </button>
          </div>
        ) : null}
      </section>

      <ConfirmDialog
        open={confirming && importState.phase === 'ready'}
        title={text.importConfirmTitle}
        message={importState.phase === 'ready' ? text.importConfirm(importState.file, importState.name) : ''}
        confirmLabel={text.import}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (input.current) input.current.value = '';
          onImport();
        }}
      />
    </div>
  );
}
