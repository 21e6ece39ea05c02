/** Query options of the open gate pass report (a desk screen: in memory only, not in the offline cache). */
import { queryOptions } from '@tanstack/react-query';
import { fetchGatePasses, fetchGateStatuses } from './api';
import type { GatePassListSearch } from './gate-pass-list';

export const gatePassKeys = {
  page: (siteCode: string | null, search: GatePassListSearch) => ['gate-passes', 'list', siteCode, search] as const,
  statuses: ['gate-statuses'] as const,
};

export function gatePassListOptions(siteCode: string | null, search: GatePassListSearch) {
  return queryOptions({
    queryKey: gatePassKeys.page(siteCode, search),
    queryFn: ({ signal }) => fetchGatePasses(siteCode, search, signal),
  });
}

export function gateStatusesOptions() {
  return queryOptions({
    queryKey: gatePassKeys.statuses,
    queryFn: ({ signal }) => fetchGateStatuses(signal),
    // A lookup list: it changes with a release, not during a shift.
    staleTime: 60 * 60 * 1000,
  });
}
