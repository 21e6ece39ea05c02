/**
 * Query options of the Flumbus screens: admin data, online only, kept in memory (never in the
 * offline cache). Every key starts with 'flumbus', so a reset or a push refreshes them all.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { siteChoicesOptions } from '../../api/site-choices';
import { fetchFlumbusLog, fetchFlumbusLogs, fetchPushVehicles } from './api';
import type { FlumbusListSearch } from './flumbus-list';
import type { PushListSearch } from './push-list';

export const flumbusKeys = {
  all: ['flumbus'] as const,
  logs: (search: FlumbusListSearch) => ['flumbus', 'logs', search] as const,
  log: (id: number) => ['flumbus', 'log', id] as const,
  vehicles: (search: PushListSearch) => ['flumbus', 'push-vehicles', search] as const,
};

export function flumbusLogsOptions(search: FlumbusListSearch) {
  return queryOptions({
    queryKey: flumbusKeys.logs(search),
    queryFn: ({ signal }) => fetchFlumbusLogs(search, signal),
  });
}

export function flumbusLogOptions(id: number) {
  return queryOptions({
    queryKey: flumbusKeys.log(id),
    queryFn: ({ signal }) => fetchFlumbusLog(id, signal),
  });
}

/**
 * The push screen's vehicles of the site in the URL (by id): the vehicles call names the site by
 * its code, read from the site list (cached, and loaded by the route alongside).
 */
export function pushVehiclesOptions(queryClient: QueryClient, search: PushListSearch) {
  return queryOptions({
    queryKey: flumbusKeys.vehicles(search),
    queryFn: async ({ signal }) => {
      const sites = await queryClient.ensureQueryData(siteChoicesOptions());
      const site = sites.find((candidate) => String(candidate.id) === search.site);
      if (!site) throw new ApiError(`There is no site with id ${search.site ?? ''}: choose one of the list`, { status: 404 });
      return fetchPushVehicles(site.code, search, signal);
    },
  });
}
