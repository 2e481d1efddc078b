import { consoleShellText } from '@dubloon-quest/core/console';
import type { ReactNode } from 'react';

export interface ConsoleColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  readonly numeric?: boolean;
}

export interface ConsoleTableProps<Row> {
  /** Names the table for screen readers (and shows above it). */
  readonly caption: string;
  readonly columns: readonly ConsoleColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  /** Said instead of an empty table. */
  readonly empty?: string;
}

/**
 * A data table of the console: a real `<table>` with a caption and column headers, in a region that scrolls
 * sideways when its columns do not fit and can be focused to scroll with the keyboard. Below 600 px each row
 * shows as a card, every value beside its column's name (the cell's `data-label`, drawn by the style sheet);
 * the explicit roles keep the table's meaning for screen readers once its rows are laid out as blocks.
 * Presentational.
 */
export function ConsoleTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty = consoleShellText.empty,
}: ConsoleTableProps<Row>) {
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className="console-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="console-table" role="table">
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} scope="col" role="columnheader" className={column.numeric ? 'number' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  data-label={column.header}
                  className={column.numeric ? 'number' : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
