import {
  consoleBulkInvitationsText,
  type ConsoleImportRow,
  type ConsolePlayerImportPreview,
  importProblemText,
  knownImportProblem,
  type WireImportProblem,
} from '@dubloon-quest/core/console';
import { educationLabel } from '../../../components/form/education-label.js';
import { ConsoleTable, type ConsoleColumn } from '../../shared/components/console-table.js';

const text = consoleBulkInvitationsText;

/**
 * A problem in the reader's language: written from its code when this build knows it (the catalogues are the
 * reader's at render), else the server's text (decision 0187). Pure but for the catalogues read.
 */
function written(serverText: string, code: WireImportProblem | undefined): string {
  const known = code === undefined ? null : knownImportProblem(code);
  return known === null ? serverText : importProblemText(known);
}

/** Each message of a row that will not be imported, with its line and field, in the file's order. Pure. */
function rowErrors(rows: readonly ConsoleImportRow[]): { key: string; message: string }[] {
  return rows
    .filter((row) => row.status !== 'ready')
    .flatMap((row) =>
      Object.entries(row.errors).flatMap(([field, messages]) =>
        messages.map((message, index) => ({
          key: `${row.line}-${field}-${index}`,
          message: text.lineError(row.line, text.fieldNames[field] ?? field, written(message, row.codes?.[field]?.[index])),
        })),
      ),
    );
}

const columns: readonly ConsoleColumn<ConsoleImportRow>[] = [
  { header: text.columns.line, cell: (row) => row.line, numeric: true },
  { header: text.columns.name, cell: (row) => row.name },
  { header: text.columns.email, cell: (row) => row.email },
  { header: text.columns.school, cell: (row) => row.school ?? '' },
  { header: text.columns.grade, cell: (row) => educationLabel(row.education) },
  {
    header: text.columns.status,
    cell: (row) => <span className={`import-status import-status--${row.status}`}>{text.status[row.status]}</span>,
  },
];

export interface ConsoleImportPreviewProps {
  readonly preview: ConsolePlayerImportPreview;
  /** The heading's id, focused when the preview arrives so screen readers read from it. */
  readonly headingId: string;
}

/**
 * The preview of a CSV import: the counts, what stops the whole file, the columns not read, each message of
 * the rows that will not be imported (line, field, message), and every row with its status. Presentational.
 */
export function ConsoleImportPreview({ preview, headingId }: ConsoleImportPreviewProps) {
  const errors = rowErrors(preview.rows);
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {text.previewHeading}
      </h2>
      {preview.problems.length > 0 ? (
        <ul className="notice notice--error" role="alert">
          {preview.problems.map((problem, index) => (
            <li key={problem}>{written(problem, preview.problem_codes?.[index])}</li>
          ))}
        </ul>
      ) : (
        <p role="status">{text.summary(preview.ready, preview.errors, preview.duplicates)}</p>
      )}
      {preview.notices.map((notice, index) => (
        <p key={notice} className="notice">
          {written(notice, preview.notice_codes?.[index])}
        </p>
      ))}
      {preview.problems.length === 0 && preview.ready === 0 ? (
        <p className="notice notice--error">{text.nothingToImport}</p>
      ) : null}
      {errors.length > 0 ? (
        <div className="stack import-errors">
          <h3>{text.errorsHeading}</h3>
          <p>{text.errorsIntro}</p>
          <ul>
            {errors.map((error) => (
              <li key={error.key}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview.rows.length > 0 ? (
        <ConsoleTable caption={text.previewCaption} columns={columns} rows={preview.rows} rowKey={(row) => row.line} />
      ) : null}
    </section>
  );
}
