/** Query options of the API Logs list (an admin screen: kept in memory only, never offline). */
import { queryOptions } from '@tanstack/react-query';
import { fetchApiLogs } from './api';
import type { ApiLogListSearch } from './api-log-list';

export function apiLogListOptions(search: ApiLogListSearch) {
  return queryOptions({
    queryKey: ['logs', 'api', 'list', search] as const,
    queryFn: ({ signal }) => fetchApiLogs(search, signal),
  });
}
