/**
 * Query keys and options of the dealer detail (a desk screen: kept in memory only, not in the
 * offline cache). The reps' pages are keyed by their list's declaration (`listKey(repList, scope)`).
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchDealer, fetchDefaultAnnouncements } from './api';

export const dealerDetailKeys = {
  dealer: (siteCode: string | null, dealerId: number) => ['dealers', 'detail', siteCode, dealerId] as const,
  announcements: ['announcements', 'dealer-defaults'] as const,
};

export function dealerDetailOptions(siteCode: string | null, dealerId: number) {
  return queryOptions({
    queryKey: dealerDetailKeys.dealer(siteCode, dealerId),
    queryFn: ({ signal }) => fetchDealer(siteCode, dealerId, signal),
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
