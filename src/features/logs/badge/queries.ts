/** Query options of the badge logs list (an admin screen: kept in memory only, never offline). */
import { queryOptions } from '@tanstack/react-query';
import { fetchBadgeLogs } from './api';
import type { BadgeListSearch } from './badge-list';

export function badgeListOptions(search: BadgeListSearch) {
  return queryOptions({
    queryKey: ['logs', 'badge', 'list', search] as const,
    queryFn: ({ signal }) => fetchBadgeLogs(search, signal),
  });
}
