/**
 * The CSV form of a list (ADR 0034): RFC 4180 records (every field quoted, quotes doubled, CRLF
 * between records), a UTF-8 byte order mark so a spreadsheet reads the accents, and each
 * column's value as its declaration gives it (`csv`): dates as the server's ISO stamps, not
 * as the screen formats them. React-free and pure, tested on its own.
 *
 * Every export goes through `csvField`, which also disarms spreadsheet formulas (CSV injection,
 * OWASP): a text that begins with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it. A name typed at sign-up
 * as `=HYPERLINK(…)` exports as `'=HYPERLINK(…)`. A plain number written as text (`-12.50`)
 * is left as it is: it cannot call anything, and a cost column stays numbers (ADR 0034).
 */
import type { ReactNode } from 'react';
import type { Column, CsvField, CsvValue } from './columns';

/** The byte order mark that tells a spreadsheet the file is UTF-8. */
export const CSV_BOM = '\uFEFF';

/** The record separator of RFC 4180. */
export const CSV_EOL = '\r\n';

/** The first characters that make a spreadsheet read a cell as a formula (or start one). */
const formulaStart = /^[=+\-@\t\r]/;

/** A number written as text: nothing a spreadsheet could run. */
const plainNumber = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The text as a spreadsheet may read it: a would-be formula behind an apostrophe. */
function disarmFormula(text: string): string {
  return formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
}

/** One quoted field: empty for no value, quotes doubled, a would-be formula disarmed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : disarmFormula(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** One record, with its line end. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',') + CSV_EOL;
}

function isPlain(node: ReactNode): node is string | number | null | undefined {
  return node === null || node === undefined || typeof node === 'string' || typeof node === 'number';
}

/**
 * The value of a column without `csv`: the cell itself, which must be plain text or a number.
 * A cell that draws elements (a link, an image) must say what it holds: a column that does not
 * is a mistake of its declaration, reported by name rather than written as "[object Object]".
 */
function cellValue<TRow>(column: Column<TRow, string>): (row: TRow) => CsvValue {
  return (row) => {
    const node = column.cell(row);
    if (typeof node === 'boolean') return null;
    if (isPlain(node)) return node;
    throw new Error(`The column "${column.header}" draws elements: declare its csv value`);
  };
}

/** The fields of the file: the table's columns in order, less those of controls (`csv: false`), a two-value cell as two fields. */
export function csvFields<TRow>(columns: readonly Column<TRow, string>[]): CsvField<TRow>[] {
  return columns.flatMap((column): CsvField<TRow>[] => {
    const { csv } = column;
    if (csv === false) return [];
    if (csv === undefined) return [{ header: column.header, value: cellValue(column) }];
    if (typeof csv === 'function') return [{ header: column.header, value: csv }];
    return [...csv];
  });
}

/** The header record: the headers as the table shows them. */
export function csvHeader<TRow>(fields: readonly CsvField<TRow>[]): string {
  return csvLine(fields.map((field) => field.header));
}

/** One row as a record. */
export function csvRecord<TRow>(fields: readonly CsvField<TRow>[], row: TRow): string {
  return csvLine(fields.map((field) => field.value(row)));
}

/** The file's name: the list's noun and the day on the device's clock, e.g. `vehicles-2026-11-25.csv`. */
export function csvFileName(noun: string, now: Date): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const name = noun
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${name || 'list'}-${day}.csv`;
}
