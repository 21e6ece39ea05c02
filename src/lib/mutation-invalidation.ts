/**
 * The one home of invalidation after a write (architecture convention 6): a mutation names
 * the query keys its success makes stale in `meta.invalidates`, and the MutationCache
 * below invalidates them (and waits, so `isPending` lasts until the fresh data is asked
 * for). A screen never calls invalidateQueries itself, and never without a key.
 */
import { MutationCache, type QueryClient, type QueryKey } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Query key prefixes that are stale once this mutation succeeds. */
      invalidates?: readonly QueryKey[];
    };
  }
}

/** A MutationCache that invalidates each successful mutation's `meta.invalidates`. */
export function invalidatingMutationCache(client: () => QueryClient): MutationCache {
  return new MutationCache({
    onSuccess: (_data, _variables, _result, mutation) => {
      const keys = mutation.meta?.invalidates ?? [];
      return Promise.all(keys.map((queryKey) => client().invalidateQueries({ queryKey })));
    },
  });
}
