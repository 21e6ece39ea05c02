/**
 * How a declared list reads its pages (ADR 0043): the declaration names its endpoint, its row
 * schema and what it adds to the list's own query (relations, counts, params, fixed
 * conditions, a fixed order); from that the framework gives every list the same query key,
 * `queryOptions` and fetch. The screen, the route's loader and the CSV export all read
 * through `listPageOptions`, so a page is asked for the same way wherever it is read.
 *
 * **Keys** are `[list.id, scope, search]`: the list's id first, then what the read depends on
 * besides the URL (the current site, a dealer and its site), then the list state; a list
 * without a scope has `[list.id, search]`. `listKey(list, scope?)` is a prefix of them, which
 * is what a write names to make pages stale (a dealer's reps: `listKey(repList, { site,
 * dealerId })`). A list whose id is a persisted root (`vehicles`, lib/query-persistence.ts)
 * is kept offline.
 *
 * React-free: route files import it for their loaders.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { http } from '@/api/http';
import type { ListQuery } from '@/contract/list-query';
import { Paged } from '@/contract/paged';
import type { FilterDefs, ListDefinition, ListSearch } from './list-definition';
import { listPageQuery } from './list-state';

/**
 * What a read adds to the list state's query. `filters` are conditions always sent, ANDed
 * before the user's (a dealer's reps: `dealer_id`); `order_by` replaces the sort's own (a
 * fixed order, or a sort that orders by more than one field). The rest is sent as given.
 */
export type ListReadQuery = Omit<ListQuery, 'page' | 'per_page'>;

/** What a read's `query` is given besides its scope. */
export interface ListReadContext<TSearch> {
  /** The list state of the page read. */
  search: TSearch;
  /** The app's query client, to read a look-up the query needs (e.g. a site's code by its id). */
  client: QueryClient;
}

/**
 * A list's read, in its declaration (`defineList({ ..., read })`). The scope is what the
 * query depends on beyond the URL, `query`'s first parameter, typed there: the current site
 * (`query: (site: string | null) => ...`), a dealer and its site. A list without a scope
 * reads the same for everyone (`query: (_scope, { search }) => ...` when it needs the state).
 */
export interface ListRead<TSearch, TRow, TScope> {
  /** The endpoint, e.g. `/v3/util/dealers`. */
  path: string;
  /** The contract schema of one row; a reply is read as a page of them (`Paged`). */
  row: v.GenericSchema<unknown, TRow>;
  // A method, not a property: a list's read stays assignable where any list is taken.
  query?(scope: TScope, context: ListReadContext<TSearch>): ListReadQuery | Promise<ListReadQuery>;
}

/** A declared list with its read: what DataList, the loaders and the export take. */
export type ReadableList<TFilters extends FilterDefs, TSort extends string, TRow, TScope> = ListDefinition<TFilters, TSort> & {
  read: ListRead<ListSearch<TFilters, TSort>, TRow, TScope>;
};

// One page schema per row schema, built on first use.
const pageSchemas = new WeakMap<object, v.GenericSchema<unknown, Paged<unknown>>>();

function pageSchema<TRow>(row: v.GenericSchema<unknown, TRow>): v.GenericSchema<unknown, Paged<TRow>> {
  let schema = pageSchemas.get(row);
  if (!schema) {
    schema = Paged(row);
    pageSchemas.set(row, schema);
  }
  // The map holds Paged(row) for this very row schema.
  return schema as v.GenericSchema<unknown, Paged<TRow>>;
}

/** Reads one page of a list. */
export async function fetchListPage<TFilters extends FilterDefs, TSort extends string, TRow, TScope>(
  list: ReadableList<TFilters, TSort, TRow, TScope>,
  scope: NoInfer<TScope>,
  search: ListSearch<TFilters, TSort>,
  client: QueryClient,
  signal?: AbortSignal,
): Promise<Paged<TRow>> {
  const query = await listPageQuery(list, scope, search, client);
  const { data } = await http(list.read.path, { query, schema: pageSchema(list.read.row), signal });
  return data;
}

/** The prefix of a list's keys: every page of the list, or of one scope (a site, a dealer) when it is given. */
export function listKey<TFilters extends FilterDefs, TSort extends string, TRow, TScope>(
  list: ReadableList<TFilters, TSort, TRow, TScope>,
  scope?: NoInfer<TScope>,
): readonly unknown[] {
  return scope === undefined ? [list.id] : [list.id, scope];
}

/** The query options of one page of a list in a scope (the list's own components, generic over the scope). */
export function scopedPageOptions<TFilters extends FilterDefs, TSort extends string, TRow, TScope>(
  list: ReadableList<TFilters, TSort, TRow, TScope>,
  scope: NoInfer<TScope>,
  search: ListSearch<TFilters, TSort>,
) {
  return queryOptions({
    queryKey: [...listKey(list, scope), search],
    queryFn: ({ signal, client }) => fetchListPage(list, scope, search, client, signal),
  });
}

/** A list's scope as the last arguments: none for a list without one, required for the others. */
export type ScopeArgs<TScope> = [TScope] extends [undefined] ? [] : [scope: TScope];

/** The query options of one page of a list (the screen's, the loader's and the export's): `listPageOptions(vehicleList, search, site)`. */
export function listPageOptions<TFilters extends FilterDefs, TSort extends string, TRow, TScope>(
  list: ReadableList<TFilters, TSort, TRow, TScope>,
  search: ListSearch<TFilters, TSort>,
  ...args: NoInfer<ScopeArgs<TScope>>
) {
  // ScopeArgs holds the scope, or nothing when the list has none (undefined).
  return scopedPageOptions(list, args[0] as TScope, search);
}
