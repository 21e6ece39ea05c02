/**
 * The list state's rules, as pure functions (ADR 0010): the API query a state asks for,
 * and the next state after each user action. Every filter change, page size change and
 * sort change returns to page 1 (the rule: "Any filter change resets to page 1").
 * The next states are plain values; the list's search middleware writes them into the URL
 * (defaults left out, digit-only texts unquoted: list-definition.ts, urlForm).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ListQuery } from '@/contract/list-query';
import {
  ANY_VALUE,
  type FilterConditions,
  type FilterDef,
  type FilterDefs,
  type ListDefinition,
  type ListSearch,
  type ListSearchInput,
  type UrlValue,
} from './list-definition';
import type { ReadableList } from './list-read';

/** A state's values by key (the state is a plain object: page, per_page, sort, dir and the set filters). */
function valuesOf(search: object): Map<string, unknown> {
  return new Map(Object.entries(search));
}

/** What a filter sends for the value its parse() gave (nothing when it is off). */
function conditionsOf(filter: FilterDef, value: unknown): FilterConditions {
  if (value === ANY_VALUE && filter.initial !== undefined) return [];
  if (filter.kind === 'checkbox') return value === true ? filter.toQuery(true) : [];
  return typeof value === 'string' ? filter.toQuery(value) : [];
}

/** The generic list query (src/contract/list-query.ts) of a state; screens add relations and params. */
export function toListQuery<TFilters extends FilterDefs, TSort extends string>(
  list: ListDefinition<TFilters, TSort>,
  search: ListSearch<TFilters, TSort>,
): ListQuery {
  const values = valuesOf(search);
  const filters = Object.entries(list.filters).flatMap(([key, filter]) => conditionsOf(filter, values.get(key)));
  return {
    page: search.page,
    per_page: search.per_page,
    ...(search.sort !== undefined ? { order_by: [{ field: search.sort, direction: search.dir }] } : {}),
    filters,
  };
}

/** The value a filter holds, or undefined when it is off (a removed initial value is off). */
export function appliedValue(filter: FilterDef, value: unknown): string | true | undefined {
  if (value === undefined || (value === ANY_VALUE && filter.initial !== undefined)) return undefined;
  return value === true ? true : typeof value === 'string' ? value : undefined;
}

export function hasSetFilters(list: { filters: FilterDefs }, search: object): boolean {
  const values = valuesOf(search);
  return Object.entries(list.filters).some(([key, filter]) => appliedValue(filter, values.get(key)) !== undefined);
}

/** What turns a filter off: no key, or ANY_VALUE for a filter whose missing key means its initial value. */
function offValue(filter: FilterDef | undefined): typeof ANY_VALUE | undefined {
  return filter?.initial !== undefined ? ANY_VALUE : undefined;
}

/** Whether the filters a list requires are all set (otherwise it does not load). */
export function isReady(list: { requires?: { filters: readonly string[] } }, search: object): boolean {
  const values = valuesOf(search);
  return (list.requires?.filters ?? []).every((key) => values.get(key) !== undefined);
}

/** A next state as navigation takes it: the set values only. */
function toInput<TFilters extends FilterDefs>(search: Record<string, unknown>): ListSearchInput<TFilters> {
  const input: Record<string, UrlValue> = {};
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') input[key] = value;
  }
  // The keys are the state's own (page, per_page, sort, dir and the list's filters).
  return input as ListSearchInput<TFilters>;
}

/** The state with one filter set (or cleared, with undefined / ''), back on page 1. */
export function withFilter<TFilters extends FilterDefs, TSort extends string>(
  search: ListSearch<TFilters, TSort>,
  key: keyof TFilters & string,
  value: string | true | undefined,
): ListSearchInput<TFilters> {
  const next: Record<string, unknown> = { ...search, page: 1 };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return toInput(next);
}

/** The state with one filter turned off (an initial value removed too), back on page 1. */
export function withoutFilter<TFilters extends FilterDefs, TSort extends string>(
  list: ListDefinition<TFilters, TSort>,
  search: ListSearch<TFilters, TSort>,
  key: keyof TFilters & string,
): ListSearchInput<TFilters> {
  return withFilter(search, key, offValue(list.filters[key]));
}

/** The state with every filter cleared (initial values removed too), back on page 1. */
export function withoutFilters<TFilters extends FilterDefs, TSort extends string>(
  list: ListDefinition<TFilters, TSort>,
  search: ListSearch<TFilters, TSort>,
): ListSearchInput<TFilters> {
  const next: Record<string, unknown> = { ...search, page: 1 };
  for (const [key, filter] of Object.entries(list.filters)) {
    const off = offValue(filter);
    if (off === undefined) delete next[key];
    else next[key] = off;
  }
  return toInput(next);
}

/**
 * The state after activating a column's header: the sorted column flips direction;
 * another column starts ascending, except the default sort column, which starts in its
 * default direction (the first click on ID goes back to "newest first").
 */
export function withSort<TFilters extends FilterDefs, TSort extends string>(
  list: ListDefinition<TFilters, TSort>,
  search: ListSearch<TFilters, TSort>,
  key: TSort,
): ListSearchInput<TFilters> {
  const fallback = list.sorting?.default;
  const dir = search.sort === key ? (search.dir === 'asc' ? 'desc' : 'asc') : key === fallback?.key ? fallback.dir : 'asc';
  return toInput({ ...search, sort: key, dir, page: 1 });
}

export function withPage<TFilters extends FilterDefs, TSort extends string>(search: ListSearch<TFilters, TSort>, page: number): ListSearchInput<TFilters> {
  return toInput({ ...search, page: Math.max(1, Math.floor(page)) });
}

export function withPageSize<TFilters extends FilterDefs, TSort extends string>(
  search: ListSearch<TFilters, TSort>,
  perPage: number,
): ListSearchInput<TFilters> {
  return toInput({ ...search, per_page: perPage, page: 1 });
}

/** The number of pages (at least 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Whether the pagination controls show: always, or only above the list's `paginateAbove` rows. */
export function showsPagination(list: { paginateAbove?: number }, total: number): boolean {
  if (total === 0) return false;
  return list.paginateAbove === undefined || total > list.paginateAbove;
}

/** A list's plural noun said of one row: "gate passes" → "gate pass", "API logs" → "API log". */
export function singularNoun(noun: string): string {
  if (noun.endsWith('sses')) return noun.slice(0, -2);
  return noun.endsWith('s') ? noun.slice(0, -1) : noun;
}

/** A count with its noun: "1 dealer", "1,500 vehicles". */
export function countText(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singularNoun(noun) : noun}`;
}

/** "11–20 of 1,500 vehicles"; one row on the page: "21 of 21 vehicles", "1 of 1 dealer". */
export function rangeText(page: number, perPage: number, total: number, noun: string): string {
  const first = Math.min(total, (page - 1) * perPage + 1);
  const last = Math.min(total, page * perPage);
  const shown = first === last ? first.toLocaleString('en-US') : `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')}`;
  return `${shown} of ${countText(total, noun)}`;
}

/**
 * The query string's parts of one page: the list state's query with the read's additions. Here
 * rather than in list-read.ts so that the read ahead (src/read-ahead.ts) builds the same query
 * without the query client's code.
 */
export async function listPageQuery<TFilters extends FilterDefs, TSort extends string, TRow, TScope>(
  list: ReadableList<TFilters, TSort, TRow, TScope>,
  scope: NoInfer<TScope>,
  search: ListSearch<TFilters, TSort>,
  client: QueryClient,
): Promise<ListQuery> {
  const base = toListQuery(list, search);
  const extra = (await list.read.query?.(scope, { search, client })) ?? {};
  const { filters, order_by, ...rest } = extra;
  return {
    ...base,
    ...(order_by ? { order_by } : {}),
    ...(filters ? { filters: [...filters, ...(base.filters ?? [])] } : {}),
    ...rest,
  };
}
