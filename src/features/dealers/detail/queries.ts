/** Query keys and options of the dealer detail (a desk screen: kept in memory only, not in the offline cache). */
import { queryOptions } from '@tanstack/react-query';
import { fetchDealer, fetchDealerReps, fetchDefaultAnnouncements } from './api';
import type { RepListSearch } from './rep-list';

export const dealerDetailKeys = {
  dealer: (siteCode: string | null, dealerId: number) => ['dealers', 'detail', siteCode, dealerId] as const,
  /** Every page and sort of a dealer's reps (what a rep's save makes stale). */
  allReps: (siteCode: string | null, dealerId: number) => ['dealers', 'reps', siteCode, dealerId] as const,
  reps: (siteCode: string | null, dealerId: number, search: RepListSearch) => ['dealers', 'reps', siteCode, dealerId, search] as const,
  announcements: ['announcements', 'dealer-defaults'] as const,
};

export function dealerDetailOptions(siteCode: string | null, dealerId: number) {
  return queryOptions({
    queryKey: dealerDetailKeys.dealer(siteCode, dealerId),
    queryFn: ({ signal }) => fetchDealer(siteCode, dealerId, signal),
  });
}

export function dealerRepsOptions(siteCode: string | null, dealerId: number, search: RepListSearch) {
  return queryOptions({
    queryKey: dealerDetailKeys.reps(siteCode, dealerId, search),
    queryFn: ({ signal }) => fetchDealerReps(siteCode, dealerId, search, signal),
  });
}

export function defaultAnnouncementsOptions() {
  return queryOptions({
    queryKey: dealerDetailKeys.announcements,
    queryFn: ({ signal }) => fetchDefaultAnnouncements(signal),
    // A lookup list: it changes with a release, not during a session.
    staleTime: 10 * 60_000,
  });
}
