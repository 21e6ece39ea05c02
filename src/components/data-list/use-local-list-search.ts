/**
 * A list's state held by the screen instead of the URL (ADR 0010 keeps one list state per
 * route): for a list inside a tab or a card that shares its page with other lists, where
 * the URL keys page, sort and per_page would collide. The state goes through the list's
 * own search schema, exactly as validateSearch would read it from a URL.
 */
import { useCallback, useState } from 'react';
import * as v from 'valibot';
import type { FilterDefs, ListDefinition, ListSearch, ListSearchInput } from './list-definition';

export function useLocalListSearch<TFilters extends FilterDefs, TSort extends string>(
  list: ListDefinition<TFilters, TSort>,
): [ListSearch<TFilters, TSort>, (next: ListSearchInput<TFilters>) => void] {
  const [search, setSearch] = useState(() => v.parse(list.search, {}));
  const onSearchChange = useCallback((next: ListSearchInput<TFilters>) => setSearch(v.parse(list.search, next)), [list]);
  return [search, onSearchChange];
}
