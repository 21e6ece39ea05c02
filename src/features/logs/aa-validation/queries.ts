/** Query options of the AA validation logs list (an admin screen: kept in memory only, never offline). */
import { queryOptions } from '@tanstack/react-query';
import type { AaValidationListSearch } from './aa-validation-list';
import { fetchAaValidationLogs } from './api';

export function aaValidationListOptions(search: AaValidationListSearch) {
  return queryOptions({
    queryKey: ['logs', 'aa-validation', 'list', search] as const,
    queryFn: ({ signal }) => fetchAaValidationLogs(search, signal),
  });
}
