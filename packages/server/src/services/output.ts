/** A cell of an organizer table: text, a number, a yes/no, or nothing. */
type Cell = string | number | boolean | null;

/** A table: its column names and rows (each row has one cell per column). */
export interface Table {
  columns: readonly string[];
  rows: readonly (readonly Cell[])[];
}

const text = (cell: Cell): string =>
  cell === null ? '' : cell === true ? 'yes' : cell === false ? 'no' : String(cell);

/**
 * The table as aligned text for a terminal: a header, a rule, then the rows; numbers right-aligned. Pure.
 */
export function formatTable(table: Table): string {
  const widths = table.columns.map((column, index) =>
    Math.max(column.length, ...table.rows.map((row) => text(row[index] ?? null).length)),
  );
  const numeric = table.columns.map(
    (_, index) =>
      table.rows.length > 0 &&
      table.rows.every((row) => typeof row[index] === 'number' || row[index] === null),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => (numeric[index] ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!)))
      .join('  ')
      .trimEnd();
  return (
    [
      line(table.columns),
      line(widths.map((width) => '-'.repeat(width))),
      ...table.rows.map((row) => line(row.map(text))),
    ].join('\n') + '\n'
  );
}

/**
 * The table as CSV (RFC 4180: comma-separated, CRLF line ends, quotes doubled). A text cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is prefixed with an
 * apostrophe, because player names reach organizers' spreadsheets (CSV injection). Pure.
 */
export function formatCsv(table: Table): string {
  const cell = (value: Cell): string => {
    let written = text(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(written)) written = `'${written}`;
    return /[",\r\n]/.test(written) ? `"${written.replaceAll('"', '""')}"` : written;
  };
  return [table.columns, ...table.rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The table as a JSON list of objects keyed by column name, one per row. Pure. */
export function formatJson(table: Table): string {
  return (
    JSON.stringify(
      table.rows.map((row) =>
        Object.fromEntries(table.columns.map((column, index) => [column, row[index] ?? null])),
      ),
      null,
      2,
    ) + '\n'
  );
}

/** The output formats a listing command offers. */
export type TableFormat = 'table' | 'csv' | 'json';

/** Writes a table in the asked format. Pure. */
export function formatAs(format: TableFormat, table: Table): string {
  return format === 'csv' ? formatCsv(table) : format === 'json' ? formatJson(table) : formatTable(table);
}
