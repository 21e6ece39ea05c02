/** Query options of the Valuation History list (an admin screen: kept in memory only, never offline). */
import { queryOptions } from '@tanstack/react-query';
import { fetchValuationLogs } from './api';
import type { ValuationListSearch } from './valuation-list';

export function valuationListOptions(search: ValuationListSearch) {
  return queryOptions({
    queryKey: ['logs', 'valuation', 'list', search] as const,
    queryFn: ({ signal }) => fetchValuationLogs(search, signal),
  });
}
