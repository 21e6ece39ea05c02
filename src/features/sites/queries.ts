/**
 * Query keys and options of Site management (admin: online only, kept in memory). Other
 * screens' site choices share the root; the list's pages are keyed by its declaration.
 */
import { queryOptions } from '@tanstack/react-query';
import { siteKeysRoot } from '@/api/site-choices';
import { listKey } from '@/components/data-list/list-read';
import { fetchSite } from './api';
import { siteList } from './site-list';

/** What the site pages say while offline: they keep nothing on the device. */
export const sitesNeedConnection = 'Site management needs a connection to the server.';

export const siteKeys = {
  all: siteKeysRoot,
  site: (id: string) => [...siteKeysRoot, 'site', id] as const,
};

/** What a site's save makes stale: every read of the sites (records, choices) and every page of the list. */
export const siteWriteInvalidates = [siteKeys.all, listKey(siteList)] as const;

export function siteOptions(id: string) {
  return queryOptions({ queryKey: siteKeys.site(id), queryFn: ({ signal }) => fetchSite(id, signal) });
}
