/**
 * Query keys and options of the work-order settings (a desk screen: in memory only, never
 * in the offline cache). Each card's list has its own key under the site's root, so a
 * write reads again only its own card.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchActionCodes, fetchExclusions, fetchShops, fetchTransactionCodes } from './api';
import type { ExclusionListSearch, MappingListSearch, ShopListSearch } from './lists';

export const workOrderKeys = {
  shops: (siteCode: string | null) => ['wo-settings', siteCode, 'shops'] as const,
  mappings: (siteCode: string | null) => ['wo-settings', siteCode, 'mappings'] as const,
  exclusions: (siteCode: string | null) => ['wo-settings', siteCode, 'exclusions'] as const,
  transactionCodes: ['wo-settings', 'transaction-codes'] as const,
  /** Mutation keys: the rows with a change on its way are read from the pending mutations. */
  mappingWrite: ['wo-settings', 'mapping-write'] as const,
  exclusionWrite: ['wo-settings', 'exclusion-write'] as const,
};

export function shopsOptions(siteCode: string | null, search: ShopListSearch) {
  return queryOptions({
    queryKey: [...workOrderKeys.shops(siteCode), search] as const,
    queryFn: ({ signal }) => fetchShops(siteCode, search, signal),
  });
}

export function mappingsOptions(siteCode: string | null, search: MappingListSearch) {
  return queryOptions({
    queryKey: [...workOrderKeys.mappings(siteCode), search] as const,
    queryFn: ({ signal }) => fetchActionCodes(siteCode, search, signal),
  });
}

export function exclusionsOptions(siteCode: string | null, search: ExclusionListSearch) {
  return queryOptions({
    queryKey: [...workOrderKeys.exclusions(siteCode), search] as const,
    queryFn: ({ signal }) => fetchExclusions(siteCode, search, signal),
  });
}

export function transactionCodesOptions() {
  return queryOptions({
    queryKey: workOrderKeys.transactionCodes,
    queryFn: ({ signal }) => fetchTransactionCodes(signal),
    // A global lookup list: it changes with a release, not during a session.
    staleTime: 10 * 60_000,
  });
}
