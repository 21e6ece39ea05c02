/**
 * Query keys and options of the mobile builds pages (online only, kept in memory). The list's
 * pages are keyed by its declaration, `['mobile-builds', search]`, under the same root.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchBuild, fetchLatestProduction } from './api';

/** What the build pages say while offline: they keep nothing on the device. */
export const buildsNeedConnection = 'The mobile builds need a connection to the server.';

export const buildKeys = {
  all: ['mobile-builds'] as const,
  latest: ['mobile-builds', 'latest-production'] as const,
  build: (id: string) => ['mobile-builds', 'build', id] as const,
};

export function latestProductionOptions() {
  return queryOptions({ queryKey: buildKeys.latest, queryFn: ({ signal }) => fetchLatestProduction(signal) });
}

export function buildOptions(id: string) {
  return queryOptions({ queryKey: buildKeys.build(id), queryFn: ({ signal }) => fetchBuild(id, signal) });
}
