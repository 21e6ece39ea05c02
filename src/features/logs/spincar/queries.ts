/** Query options of the Spincar logs list (an admin screen: kept in memory only, never offline). */
import { queryOptions } from '@tanstack/react-query';
import { fetchSpincarLogs } from './api';
import type { SpincarListSearch } from './spincar-list';

export function spincarListOptions(search: SpincarListSearch) {
  return queryOptions({
    queryKey: ['logs', 'spincar', 'list', search] as const,
    queryFn: ({ signal }) => fetchSpincarLogs(search, signal),
  });
}
