/** The column declaration of a list's table (ADR 0010). */
import type { ReactNode } from 'react';

/** A row's tone: the log screens colour rows by state (error red, warning yellow, suppressed or deleted grey). */
export type RowTone = 'error' | 'warning' | 'muted';

/** A cell's value in the list's CSV export (csv.ts): text or a number; nothing is an empty field. */
export type CsvValue = string | number | null | undefined;

/** One field of the CSV export: its header and its value. */
export interface CsvField<TRow> {
  header: string;
  value: (row: TRow) => CsvValue;
}

export interface Column<TRow, TSort extends string = string> {
  /** Stable key of the column. */
  id: string;
  /** The header text: also the sort button's accessible name. */
  header: string;
  /**
   * The cell. Keep it light: plain elements, no Chakra recipe per cell (Chakra resolves each
   * styled element's styles at render time, slow across a page of rows).
   */
  cell: (row: TRow) => ReactNode;
  /** The list's sort key this column's header sorts by; without it the header is plain text. */
  sort?: TSort;
  /** Numbers and counts read better aligned to the end. */
  align?: 'start' | 'end';
  /** Keeps short codes (VIN, dates) on one line. */
  nowrap?: boolean;
  /** A CSS width the column never gets narrower than (names that would wrap to many lines). */
  minWidth?: string;
  /**
   * The cell's value in the CSV export (ADR 0034). Without it the cell itself is written, which
   * must then be plain text or a number. A cell that draws a link or an image gives what it
   * shows; a date gives the server's ISO stamp, not the screen's format; `false` leaves out a
   * column of controls (Edit, Details). A cell that shows two values (a log's id over its
   * creation time) gives them as two fields, each with its header.
   */
  csv?: ((row: TRow) => CsvValue) | false | readonly CsvField<TRow>[];
}
