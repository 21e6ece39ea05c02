/**
 * Query keys and options of the open gate pass report's look-up (a desk screen: in memory
 * only). The list's own keys are its declaration's (`listKey(gatePassList)`, list-read.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchGateStatuses } from './api';

export const gatePassKeys = {
  statuses: ['gate-statuses'] as const,
};

export function gateStatusesOptions() {
  return queryOptions({
    queryKey: gatePassKeys.statuses,
    queryFn: ({ signal }) => fetchGateStatuses(signal),
    // A lookup list: it changes with a release, not during a shift.
    staleTime: 60 * 60 * 1000,
  });
}
