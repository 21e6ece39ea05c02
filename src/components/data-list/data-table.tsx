/**
 * The table of a list: typed columns, sortable headers (a button in the header cell, the
 * state in aria-sort), the rows or one full-width status row (loading, empty, error). On a
 * tablet a table wider than its region shows its rows as cards, each cell under its column's
 * name (stack-when-narrow.ts, ADR 0111); at a desk it scrolls sideways inside its own focusable
 * region instead of widening the page. Plain elements styled by data-list.css (ADR 0046): no
 * Chakra before the rows show.
 *
 * The keyboard at the desk (ADR 0034): the rows have a roving focus (one row is in the tab
 * order, reached by Tab or by Down from the headers; Up and Down move between rows, Home and
 * End to the first and last) and Enter opens
 * the focused row (the screen's row action, else the row's first link). The keys are listed
 * by the `?` dialog (keyboard-help.tsx).
 *
 * A row's control that goes away while it has the focus (a shop's Delete once the shop is
 * deleted, a log's Retry once it is reset: the row is read again without it) gives the focus to
 * its row, not to the page's body (ADR 0102); the row at the same place if the row went too.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { SortDirection } from '@/contract/list-query';
import { cannotHoldFocus, focusDropped } from '@/components/ui/focus-hand-off';
import type { Column, RowTone } from './columns';
import { useStackWhenNarrow } from './stack-when-narrow';
import './data-list.css';

function SortIcon({ direction }: { direction: SortDirection | null }) {
  // Up for ascending, down for descending; both, faint, on a column that can be sorted.
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      {direction !== 'desc' ? <path d="M7 2 11 6H3z" fill="currentColor" opacity={direction ? 1 : 0.35} /> : null}
      {direction !== 'asc' ? <path d="M7 12 3 8h8z" fill="currentColor" opacity={direction ? 1 : 0.35} /> : null}
    </svg>
  );
}

/** The keys that move the row focus, and where each goes from row `index` of `count`. */
function rowTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return Math.min(count - 1, index + 1);
  if (key === 'ArrowUp') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The arrow keys move between rows from a row, or from a link or button in it (not from a field or a select, which use them). */
function movesRows(target: EventTarget, row: HTMLTableRowElement): boolean {
  return target === row || (target instanceof Element && target.matches('a, button') && !target.matches('[role="switch"]'));
}

/** Clicks on a row's own links and buttons do what they say, not the row's action. */
function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a, button, input, select, textarea, label') !== null;
}

export interface DataTableProps<TRow, TSort extends string> {
  /** The table's accessible name, e.g. "Vehicles". */
  label: string;
  columns: readonly Column<TRow, TSort>[];
  /** The rows, or null while `status` is shown instead. */
  rows: readonly TRow[] | null;
  /** A full-width message row (loading, empty, error) when there are no rows to show. */
  status?: ReactNode;
  rowKey: (row: TRow) => string | number;
  sort?: { key: TSort | undefined; dir: SortDirection; onSort: (key: TSort) => void };
  /** The rows are the previous page's while the next one loads. */
  busy?: boolean;
  rowTone?: (row: TRow) => RowTone | undefined;
  /** A pointer convenience: the row's own link stays the keyboard and screen reader way. */
  onRowClick?: (row: TRow) => void;
}

/**
 * The row each table (by its label) last opened a record from, until the table is drawn again:
 * back on the list (its Back link, the browser's Back), the focus is on that row, not on the
 * page's body, and the row is in view.
 */
const openedRows = new Map<string, string | number>();

export function DataTable<TRow, TSort extends string>(props: DataTableProps<TRow, TSort>) {
  const { label, columns, rows, status, rowKey, sort, busy = false, rowTone, onRowClick } = props;
  const body = useRef<HTMLTableSectionElement>(null);
  const region = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  useStackWhenNarrow(region, table, rows);
  // The row in the tab order (roving focus): the last one focused, within the rows shown.
  const [active, setActive] = useState(0);
  const current = rows ? Math.min(active, Math.max(0, rows.length - 1)) : 0;

  const rowOf = (target: EventTarget): HTMLTableRowElement | null => {
    const row = target instanceof Element ? target.closest('tr') : null;
    return row && row.parentElement === body.current ? row : null;
  };
  // What had the focus last in the rows, kept while the focus is in a question asked over the page.
  const lastFocus = useRef<{ element: Element; row: HTMLTableRowElement; index: number } | null>(null);
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = rowOf(event.target);
    if (row && rows) {
      setActive(row.sectionRowIndex);
      lastFocus.current = { element: event.target, row, index: row.sectionRowIndex };
    }
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    const next = event.relatedTarget;
    // Moved on by the user (not to nothing, not into a modal panel): nothing to give back.
    if (next instanceof Element && !event.currentTarget.contains(next) && !next.closest('dialog[data-modal]')) lastFocus.current = null;
  };
  useLayoutEffect(() => {
    const last = lastFocus.current;
    if (!last || !cannotHoldFocus(last.element) || !focusDropped(last.element)) return;
    lastFocus.current = null;
    const rowsNow = body.current?.rows;
    const row = last.row.isConnected ? last.row : rowsNow?.[Math.min(last.index, rowsNow.length - 1)];
    if (row && row !== last.element) row.focus();
  });
  // Back from the record a row opened, the focus comes to that row (once; the user may have moved it already).
  const hasRows = rows !== null && rows.length > 0;
  useLayoutEffect(() => {
    const opened = openedRows.get(label);
    if (!hasRows || opened === undefined) return;
    openedRows.delete(label);
    const index = rows.findIndex((row) => rowKey(row) === opened);
    const active = document.activeElement;
    if (index < 0 || (active !== null && active !== document.body)) return;
    // Its focus makes it the row in the tab order (onFocus).
    body.current?.rows[index]?.focus();
    // Only the first drawing of the rows: the effect asks again only when they come or go.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasRows, label]);
  const opening = (index: number) => {
    const data = rows?.[index];
    if (data !== undefined) openedRows.set(label, rowKey(data));
  };
  // A row's link followed by a click or a tap (a modified click opens another tab: the list stays).
  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const row = rowOf(event.target);
    if (!row || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    const link = event.target instanceof Element && event.target.closest('a[href]') !== null;
    if (link || (onRowClick && !isInteractive(event.target))) opening(row.sectionRowIndex);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = rowOf(event.target);
    if (!row || !rows || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const index = row.sectionRowIndex;
    if (event.key === 'Enter' && event.target === row) {
      const data = rows[index];
      if (data === undefined) return;
      event.preventDefault();
      opening(index);
      if (onRowClick) onRowClick(data);
      else row.querySelector<HTMLAnchorElement>('a[href]')?.click();
      return;
    }
    const next = movesRows(event.target, row) ? rowTarget(event.key, index, rows.length) : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    body.current?.rows[next]?.focus();
  };

  // Down from the table's scroll region or a header goes to the rows (to the row last focused).
  const onRegionKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' || !rows || rows.length === 0 || rowOf(event.target)) return;
    if (!(event.target === event.currentTarget || (event.target instanceof Element && event.target.closest('thead')))) return;
    event.preventDefault();
    body.current?.rows[current]?.focus();
  };

  return (
    <div ref={region} onKeyDown={onRegionKeyDown} role="region" aria-label={`${label} table`} tabIndex={0} className="dl-region">
      {/* The roles are said again: a browser may drop a table's own when its rows are drawn as cards (stack-when-narrow.ts). */}
      <table ref={table} role="table" className="dl-table" aria-label={label}>
        <thead role="rowgroup" data-sorts={sort && columns.some((column) => column.sort !== undefined) ? '' : undefined}>
          <tr role="row">
            {columns.map((column) => {
              const key = column.sort;
              const sorted = key !== undefined && sort?.key === key ? sort.dir : null;
              const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
              return (
                <th
                  key={column.id}
                  role="columnheader"
                  scope="col"
                  aria-sort={ariaSort}
                  data-sortable={key !== undefined && sort ? '' : undefined}
                  data-align={column.align}
                  style={column.minWidth ? ({ '--dl-min-width': column.minWidth } as CSSProperties) : undefined}
                >
                  {key !== undefined && sort ? (
                    <button type="button" className="dl-sort" data-align={column.align} onClick={() => sort.onSort(key)}>
                      {column.header}
                      <SortIcon direction={sorted} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={body} role="rowgroup" aria-busy={busy} onKeyDown={onKeyDown} onFocus={onFocus} onBlur={onBlur} onClick={onClick}>
          {rows === null ? (
            <tr role="row">
              <td role="cell" colSpan={columns.length}>
                {status}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr
                key={rowKey(row)}
                role="row"
                tabIndex={index === current ? 0 : -1}
                data-tone={rowTone?.(row)}
                data-clickable={onRowClick ? '' : undefined}
                onClick={onRowClick ? (event: MouseEvent) => !isInteractive(event.target) && onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <td key={column.id} role="cell" data-label={column.header} data-align={column.align} data-nowrap={column.nowrap ? '' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
