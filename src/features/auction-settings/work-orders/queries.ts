/**
 * Query keys and options of the work-order settings (a desk screen: in memory only, never in
 * the offline cache). The three cards' lists are keyed by their declarations under the site
 * (`listKey(shopList, site)`), so a write reads again only its own card.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchTransactionCodes } from './api';

export const workOrderKeys = {
  transactionCodes: ['wo-settings', 'transaction-codes'] as const,
  /** Mutation keys: the rows with a change on its way are read from the pending mutations. */
  mappingWrite: ['wo-settings', 'mapping-write'] as const,
  exclusionWrite: ['wo-settings', 'exclusion-write'] as const,
};

export function transactionCodesOptions() {
  return queryOptions({
    queryKey: workOrderKeys.transactionCodes,
    queryFn: ({ signal }) => fetchTransactionCodes(signal),
    // A global lookup list: it changes with a release, not during a session.
    staleTime: 10 * 60_000,
  });
}
