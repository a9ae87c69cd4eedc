/**
 * A small RFC 4180 writer: records end in CRLF, every text field is quoted (quotes inside
 * doubled), numbers are written bare.
 *
 * Text is also neutralised against formula injection (OWASP "CSV injection") in every locale. A
 * spreadsheet runs a cell that starts with =, +, - or @ as a formula. Quoting alone does not stop
 * that where the list separator is not the comma: Excel in a `;` locale splits the record at every
 * `;` (a quote in mid-field does not protect it) and can split at tabs, and a line break inside a
 * field may start a record in a reader that ignores quotes. So any part of a text that could stand
 * alone as a cell is treated like a cell:
 * - the text starts with a formula character (after blanks or quotes): a ' goes in front of it, the
 *   usual mark for "this is text" (`=1+2` is written `'=1+2`);
 * - a part after a `,` `;` tab, CR or LF starts with one (again after blanks or quotes): a ' goes
 *   right before that character (`a;=1+2;b` is written `a;'=1+2;b`), so wherever a reader splits,
 *   the cell it gets starts with ' and is read as text.
 * The ' stays visible in the cell: a changed but harmless text beats a formula run on open.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_AT_START = /^([\s"]*)([=+\-@])/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n][ "]*)([=+\-@])/g;

/** The text of one cell with every part that could start a formula marked as text by a leading '. */
export function neutralise(text: string): string {
  return text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2").replace(FORMULA_AT_START, "'$1$2");
}

/** One field as written in the file: a finite number bare, any text neutralised and quoted, null empty. */
export function csvField(cell: CsvCell): string {
  if (cell == null) return '';
  if (typeof cell === 'number' && Number.isFinite(cell)) return String(cell);
  return `"${neutralise(String(cell)).replace(/"/g, '""')}"`;
}

/** One record, CRLF-terminated. */
export function csvRecord(cells: readonly CsvCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** A whole file: the header row, then one record per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvRecord(header) + rows.map(csvRecord).join('');
}
