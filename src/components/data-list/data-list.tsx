/**
 * A whole list screen body (ADR 0010): the filter panel, the table and the pagination,
 * reading its state from the route's search and changing it only by navigation, so the
 * URL is always what is shown. Data comes from the list's read (list-read.ts), with the
 * previous page kept on screen while the next loads (no flash when paging or sorting).
 *
 * Above the table: the user's saved views of the list (saved-views-bar.tsx) and Export CSV.
 *
 * States: loading, nothing found (with Clear filters), past the last page, an error with
 * the server's message and Try again, no connection (with the saved list's age when there
 * is one), and a required filter not chosen yet.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useOnline } from '@/offline/connection';
import type { Column, RowTone } from './columns';
import { DataTable } from './data-table';
import { ExportButton } from './export-button';
import { KeyboardHelp } from './keyboard-help';
import { FilterChips } from './filter-chips';
import { FilterPanel } from './filter-panel';
import type { FilterDef, FilterDefs, ListDefinition, ListSearch, ListSearchInput, LoadedChoices, TextFilterDef } from './list-definition';
import { fetchListPage, scopedPageOptions, type ReadableList } from './list-read';
import {
  appliedValue,
  hasSetFilters,
  isReady,
  pageCount,
  showsPagination,
  withFilter,
  withoutFilter,
  withoutFilters,
  withPage,
  withPageSize,
  withSort,
} from './list-state';
import { Pagination } from './pagination';
import { SavedViewsBar } from './saved-views-bar';
import { SearchBox } from './search-box';
import { notSavedText, savedCopyText } from '@/components/offline-texts';
import './data-list.css';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface DataListBaseProps<TFilters extends FilterDefs, TSort extends string, TRow, TScope> {
  /** The declaration, with its read (list-read.ts): the state shown and each page of the CSV export are read by it. */
  list: ReadableList<TFilters, TSort, TRow, TScope>;
  /** The route's validated search (Route.useSearch()). */
  search: ListSearch<TFilters, TSort>;
  /** Navigates to the next state (Route.useNavigate()): the list never holds its state itself. */
  onSearchChange: (next: ListSearchInput<TFilters>) => void;
  columns: readonly Column<TRow, TSort>[];
  rowKey: (row: TRow) => string | number;
  /** The table's accessible name, e.g. "Vehicles". */
  label: string;
  /** Options of the choice filters loaded from the server (null: still loading). */
  choiceOptions?: LoadedChoices<TFilters>;
  rowTone?: (row: TRow) => RowTone | undefined;
  onRowClick?: (row: TRow) => void;
  /** False when the screen draws its own filter controls (API Config: a filter toggle and a removable chip). */
  filterPanel?: boolean;
}

/** What the list's read depends on besides the URL (the current site, a parent's id): required when its read has a scope. */
type ScopeProp<TScope> = [TScope] extends [undefined] ? { scope?: undefined } : { scope: NoInfer<TScope> };

export type DataListProps<TFilters extends FilterDefs, TSort extends string, TRow, TScope> = DataListBaseProps<TFilters, TSort, TRow, TScope> &
  ScopeProp<TScope>;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function Notice({ tone = 'muted', children }: { tone?: 'muted' | 'error'; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="dl-notice" data-tone={tone}>
      {children}
    </div>
  );
}

/** A small outline button of a notice (Try again, Clear filters). */
function NoticeButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      {children}
    </Button>
  );
}

/** The applied filter values as the panel and the chips show them: text, 'true' for a checked box. */
function filterTexts<TFilters extends FilterDefs, TSort extends string>(list: ListDefinition<TFilters, TSort>, search: ListSearch<TFilters, TSort>) {
  const values: Partial<Record<keyof TFilters & string, string>> = {};
  for (const key of Object.keys(list.filters) as (keyof TFilters & string)[]) {
    const filter = list.filters[key];
    const value = filter === undefined ? undefined : appliedValue(filter, search[key]);
    if (value !== undefined) values[key] = String(value);
  }
  return values;
}

/** The list's search filter (searchFilter in its declaration), if it has one. */
function searchOf<TFilters extends FilterDefs>(filters: TFilters): [keyof TFilters & string, TextFilterDef & { search: { placeholder: string } }] | null {
  for (const [key, def] of Object.entries(filters) as [keyof TFilters & string, FilterDef][]) {
    if (def.kind === 'text' && def.search) return [key, { ...def, search: def.search }];
  }
  return null;
}

export function DataList<TFilters extends FilterDefs, TSort extends string, TRow, TScope = undefined>(props: DataListProps<TFilters, TSort, TRow, TScope>) {
  const { list, search, onSearchChange, columns, rowKey, label, choiceOptions, rowTone, onRowClick, filterPanel = true } = props;
  // Required when the list's read has a scope (ScopeProp); undefined for the others.
  const scope = (props as { scope: TScope }).scope;
  const ready = isReady(list, search);
  const result = useQuery({ ...scopedPageOptions(list, scope, search), enabled: ready, placeholderData: keepPreviousData });
  const { data, error } = result;
  // The browser's word and the outbox's sends (offline/connection.ts); a paused query too.
  const offline = !useOnline() || result.fetchStatus === 'paused';
  const filtered = hasSetFilters(list, search);
  const noun = list.noun;
  const queryClient = useQueryClient();
  // A page of the export: the list's own read, for the same state at another page.
  const fetchPage = useCallback(
    (page: number, perPage: number, signal: AbortSignal) => fetchListPage(list, scope, { ...search, page, per_page: perPage }, queryClient, signal),
    [list, scope, search, queryClient],
  );

  // What the table body shows: the rows, or one message in their place.
  let rows: readonly TRow[] | null = null;
  let status: ReactNode = null;
  if (!ready) {
    status = <Notice>{list.requires?.message}</Notice>;
  } else if (data && !(offline && result.isPlaceholderData)) {
    if (data.data.length > 0) rows = data.data;
    else if (data.total > 0) {
      const last = pageCount(data.total, data.per_page);
      status = (
        <Notice>
          <p className="dl-p">Page {search.page} is past the end of the list.</p>
          <NoticeButton onClick={() => onSearchChange(withPage(search, last))}>Go to page {last}</NoticeButton>
        </Notice>
      );
    } else {
      status = (
        <Notice>
          <p className="dl-p">{list.emptyText ?? (filtered ? `No ${noun} match the filters.` : `No ${noun} to show.`)}</p>
          {filtered ? <NoticeButton onClick={() => onSearchChange(withoutFilters(list, search))}>Clear filters</NoticeButton> : null}
        </Notice>
      );
    }
  } else if (offline) {
    status = <Notice>{list.offlineText ?? notSavedText(noun, 'load', 'this page')}</Notice>;
  } else if (error) {
    status = (
      <Notice tone="error">
        <p className="dl-p">
          {capitalised(noun)} could not be loaded: {error.message}
        </p>
        <NoticeButton onClick={() => void result.refetch()}>Try again</NoticeButton>
      </Notice>
    );
  } else {
    status = (
      <Notice>
        <Spinner />
        <p className="dl-p">Loading {noun}…</p>
      </Notice>
    );
  }

  // Rows are on screen, but from the device's copy or an older fetch: say so.
  let banner: ReactNode = null;
  if (rows && offline) {
    banner = <Notice>{savedCopyText(noun, result.dataUpdatedAt)}</Notice>;
  } else if (rows && error && !result.isPlaceholderData) {
    banner = (
      <Notice tone="error">
        <p className="dl-p">
          {capitalised(noun)} could not be refreshed: {error.message}
        </p>
        <NoticeButton onClick={() => void result.refetch()}>Try again</NoticeButton>
      </Notice>
    );
  }

  const values = filterTexts(list, search);
  const searchFilter = filterPanel ? searchOf(list.filters) : null;
  const total = rows && data ? data.total : 0;
  return (
    <div className="dl">
      {filterPanel && Object.keys(list.filters).length > 0 ? (
        <>
          {searchFilter ? (
            <SearchBox
              def={searchFilter[1]}
              noun={noun}
              applied={values[searchFilter[0]]}
              onApply={(value) =>
                onSearchChange(value === undefined ? withoutFilter(list, search, searchFilter[0]) : withFilter(search, searchFilter[0], value))
              }
            />
          ) : null}
          <FilterPanel
            noun={noun}
            filters={list.filters}
            values={values}
            choiceOptions={choiceOptions}
            onFilter={(key, value) => onSearchChange(value === undefined ? withoutFilter(list, search, key) : withFilter(search, key, value))}
            onClear={() => onSearchChange(withoutFilters(list, search))}
          />
          <FilterChips
            filters={list.filters}
            values={values}
            choiceOptions={choiceOptions}
            onRemove={(key) => onSearchChange(withoutFilter(list, search, key))}
          />
        </>
      ) : null}
      {banner}
      <div className="dl-row">
        {Object.keys(list.filters).length > 0 || list.sorting ? <SavedViewsBar list={list} search={search} onSearchChange={onSearchChange} /> : null}
        <div className="dl-grow">
          <ExportButton noun={noun} columns={columns} fetchPage={fetchPage} enabled={ready && total > 0} />
        </div>
      </div>
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        status={status}
        rowKey={rowKey}
        sort={list.sorting ? { key: search.sort, dir: search.dir, onSort: (key) => onSearchChange(withSort(list, search, key)) } : undefined}
        busy={result.isPlaceholderData}
        rowTone={rowTone}
        onRowClick={onRowClick}
      />
      <KeyboardHelp />
      {rows && showsPagination(list, total) ? (
        <Pagination
          noun={noun}
          page={search.page}
          perPage={search.per_page}
          total={total}
          pageSizes={list.pageSizes}
          loading={result.isPlaceholderData}
          onPage={(page) => onSearchChange(withPage(search, page))}
          onPageSize={(perPage) => onSearchChange(withPageSize(search, perPage))}
        />
      ) : null}
    </div>
  );
}
