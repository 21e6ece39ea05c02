/** Query options of the mobile builds pages (online only, kept in memory). */
import { queryOptions } from '@tanstack/react-query';
import { fetchBuild, fetchBuilds, fetchLatestProduction } from './api';
import type { BuildListSearch } from './build-list';

/** What the build pages say while offline: they keep nothing on the device. */
export const buildsNeedConnection = 'The mobile builds need a connection to the server.';

export const buildKeys = {
  all: ['mobile-builds'] as const,
  list: (search: BuildListSearch) => ['mobile-builds', 'list', search] as const,
  latest: ['mobile-builds', 'latest-production'] as const,
  build: (id: string) => ['mobile-builds', 'build', id] as const,
};

export function buildListOptions(search: BuildListSearch) {
  return queryOptions({ queryKey: buildKeys.list(search), queryFn: ({ signal }) => fetchBuilds(search, signal) });
}

export function latestProductionOptions() {
  return queryOptions({ queryKey: buildKeys.latest, queryFn: ({ signal }) => fetchLatestProduction(signal) });
}

export function buildOptions(id: string) {
  return queryOptions({ queryKey: buildKeys.build(id), queryFn: ({ signal }) => fetchBuild(id, signal) });
}
