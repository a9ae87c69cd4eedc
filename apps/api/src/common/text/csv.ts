/**
 * A small RFC 4180 writer: records end in CRLF, a field is quoted when it holds a comma, a
 * double quote, CR or LF, and quotes inside are doubled.
 *
 * Cells are also neutralised against formula injection (OWASP "CSV injection"): a spreadsheet
 * runs a cell that starts with =, +, - or @ as a formula, and a leading tab or CR can hide such a
 * start, so those cells get a single quote in front and are read as text.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text of one cell: empty for null, and a leading ' when a spreadsheet would run it as a formula. */
export function neutralise(cell: CsvCell): string {
  const text = cell == null ? '' : String(cell);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field as written in the file. */
export function csvField(cell: CsvCell): string {
  const text = neutralise(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvRecord(cells: readonly CsvCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** A whole file: the header row, then one record per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvRecord(header) + rows.map(csvRecord).join('');
}
