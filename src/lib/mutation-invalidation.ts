/**
 * The one home of invalidation after a write (architecture convention 6, ADR 0043): a mutation
 * names the query key prefixes its success makes stale in `meta.invalidates`, each from its
 * feature's key factory (or `listKey` of a declared list), and the MutationCache below
 * invalidates them and waits, so `isPending` lasts until the fresh data is asked for. A write
 * whose failure may also leave the screen behind the server (a refusal because the state
 * changed, an optimistic change to undo) says `invalidatesOnError`. A screen never calls
 * invalidateQueries itself, and never without a key.
 */
import { MutationCache, type Mutation, type QueryClient, type QueryKey } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Query key prefixes that are stale once this mutation succeeds. */
      invalidates?: readonly QueryKey[];
      /** The same prefixes are stale after a failure too (read again after the screen's own onError). */
      invalidatesOnError?: boolean;
    };
  }
}

/** A MutationCache that invalidates each settled mutation's `meta.invalidates`: after a success, and after a failure when it says so. */
export function invalidatingMutationCache(client: () => QueryClient): MutationCache {
  const invalidate = (mutation: Mutation<unknown, unknown, unknown, unknown>) =>
    Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => client().invalidateQueries({ queryKey })));
  return new MutationCache({
    // Before the mutation's own onSuccess, as before: its callbacks see the fresh data asked for.
    onSuccess: (_data, _variables, _result, mutation) => invalidate(mutation),
    // After the mutation's own onError (its message first), when the failure says the screen may be behind.
    onSettled: (_data, error, _variables, _result, mutation) => (error && mutation.meta?.invalidatesOnError ? invalidate(mutation) : undefined),
  });
}
