/**
 * Query keys and options of the Flumbus screens: admin data, online only, kept in memory (never
 * in the offline cache). A log's record is under 'flumbus'; the two lists are keyed by their
 * declarations. A reset or a push makes all of them stale (`flumbusWriteInvalidates`).
 */
import { queryOptions } from '@tanstack/react-query';
import { listKey } from '@/components/data-list/list-read';
import { fetchFlumbusLog } from './api';
import { flumbusList } from './flumbus-list';
import { pushList } from './push-list';

export const flumbusKeys = {
  all: ['flumbus'] as const,
  log: (id: number) => ['flumbus', 'log', id] as const,
};

/** What a reset or a push makes stale: every Flumbus log read and both lists. */
export const flumbusWriteInvalidates = [flumbusKeys.all, listKey(flumbusList), listKey(pushList)] as const;

export function flumbusLogOptions(id: number) {
  return queryOptions({
    queryKey: flumbusKeys.log(id),
    queryFn: ({ signal }) => fetchFlumbusLog(id, signal),
  });
}
