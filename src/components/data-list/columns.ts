/** The column declaration of a list's table (ADR 0010). */
import type { ReactNode } from 'react';

/** A row's tone: the log screens colour rows by state (error red, warning yellow, suppressed or deleted grey). */
export type RowTone = 'error' | 'warning' | 'muted';

export interface Column<TRow, TSort extends string = string> {
  /** Stable key of the column. */
  id: string;
  /** The header text: also the sort button's accessible name. */
  header: string;
  /** The cell. Keep it light: plain elements, no Chakra recipe per cell (toolchain gotcha 9). */
  cell: (row: TRow) => ReactNode;
  /** The list's sort key this column's header sorts by; without it the header is plain text. */
  sort?: TSort;
  /** Numbers and counts read better aligned to the end. */
  align?: 'start' | 'end';
  /** Keeps short codes (VIN, dates) on one line. */
  nowrap?: boolean;
  /** A CSS width the column never gets narrower than (names that would wrap to many lines). */
  minWidth?: string;
}
