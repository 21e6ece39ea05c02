/**
 * The frame of every log screen: the heading, the list (filters, table, pagination) and
 * the screen's dialog. While a page is shown, the next one is fetched ahead (a page change
 * then shows rows at once), except offline. Cell styles are set here once for all tables.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Column, RowTone } from '@/components/data-list/columns';
import { DataList } from '@/components/data-list/data-list';
import type { FilterDefs, ListSearch, ListSearchInput } from '@/components/data-list/list-definition';
import { listPageOptions, type ReadableList } from '@/components/data-list/list-read';
import { PageFrame } from '@/components/page-frame';
import { useOnline } from '@/offline/connection';
import { siteChoicesOptions } from '@/api/site-choices';
import { rowId } from './cells';
import './log-page.css';

/** A log's rows are keyed by their id. */
export interface LogPageProps<TFilters extends FilterDefs, TSort extends string, TRow extends { id: number }> {
  title: string;
  /** The log list's declaration, with its read: this page's, and the next page's to fetch ahead. */
  list: ReadableList<TFilters, TSort, TRow, undefined>;
  search: ListSearch<TFilters, TSort>;
  onSearchChange: (next: ListSearchInput<TFilters>) => void;
  /** Keep them stable (module level or memoised): the list re-renders when they change. */
  columns: readonly Column<TRow, TSort>[];
  rowTone?: (row: TRow) => RowTone | undefined;
  /** The last column (the row's buttons) stays in view while the table scrolls sideways. */
  stickyButtons?: boolean;
  /** A pointer convenience: a click on a row opens its main dialog (its buttons stay the keyboard way). Keep it stable (useCallback). */
  onRowClick?: (row: TRow) => void;
  /** The screen's dialog, when one is open. */
  children?: ReactNode;
}

export function LogPage<TFilters extends FilterDefs, TSort extends string, TRow extends { id: number }>(props: LogPageProps<TFilters, TSort, TRow>) {
  const { title, list, search, onSearchChange, columns, rowTone, stickyButtons = false, onRowClick, children } = props;
  const queryClient = useQueryClient();
  const online = useOnline();
  // The same query as the list's (one request): its total tells whether there is a next page.
  const { data, isPlaceholderData } = useQuery({ ...listPageOptions(list, search), placeholderData: keepPreviousData });
  const sites = useQuery(siteChoicesOptions());
  const siteOptions = useMemo(() => (sites.data ?? []).map((site) => ({ value: site.code, label: site.code })), [sites.data]);

  const hasNext = data !== undefined && !isPlaceholderData && search.page * search.per_page < data.total;
  useEffect(() => {
    if (!hasNext || !online) return;
    void queryClient.prefetchQuery(listPageOptions(list, { ...search, page: search.page + 1 }));
  }, [hasNext, online, queryClient, list, search]);

  // The list is rebuilt only when its own inputs change: opening or closing a dialog leaves
  // the table, filters and pagination alone (each re-render of Chakra fields costs).
  const listView = useMemo(() => {
    const choiceOptions = { site: siteOptions } as Partial<Record<keyof TFilters & string, { value: string; label: string }[]>>;
    return (
      <div className="log-cells" data-sticky-end={stickyButtons ? '' : undefined}>
        <DataList
          list={list}
          search={search}
          onSearchChange={onSearchChange}
          columns={columns}
          rowKey={rowId}
          label={title}
          choiceOptions={choiceOptions}
          rowTone={rowTone}
          onRowClick={onRowClick}
        />
      </div>
    );
  }, [siteOptions, stickyButtons, list, search, onSearchChange, columns, title, rowTone, onRowClick]);

  return (
    <PageFrame title={title}>
      {listView}
      {children}
    </PageFrame>
  );
}
