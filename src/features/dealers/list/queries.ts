/** Query options of the dealers list (a desk screen: kept in memory only, not in the offline cache). */
import { queryOptions } from '@tanstack/react-query';
import { fetchDealerList } from './api';
import type { DealerListSearch } from './dealer-list';

export const dealerListKeys = {
  all: ['dealers'] as const,
  page: (siteCode: string | null, search: DealerListSearch) => ['dealers', 'list', siteCode, search] as const,
};

export function dealerListOptions(siteCode: string | null, search: DealerListSearch) {
  return queryOptions({
    queryKey: dealerListKeys.page(siteCode, search),
    queryFn: ({ signal }) => fetchDealerList(siteCode, search, signal),
  });
}
