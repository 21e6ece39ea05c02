/** Query options of Site management (admin: online only, kept in memory). Other screens' site choices share the root. */
import { queryOptions } from '@tanstack/react-query';
import { siteKeysRoot } from '../../api/site-choices';
import { fetchSite, fetchSites } from './api';
import type { SiteListSearch } from './site-list';

/** What the site pages say while offline: they keep nothing on the device. */
export const sitesNeedConnection = 'Site management needs a connection to the server.';

export const siteKeys = {
  all: siteKeysRoot,
  list: (search: SiteListSearch) => [...siteKeysRoot, 'list', search] as const,
  site: (id: string) => [...siteKeysRoot, 'site', id] as const,
};

export function siteListOptions(search: SiteListSearch) {
  return queryOptions({ queryKey: siteKeys.list(search), queryFn: ({ signal }) => fetchSites(search, signal) });
}

export function siteOptions(id: string) {
  return queryOptions({ queryKey: siteKeys.site(id), queryFn: ({ signal }) => fetchSite(id, signal) });
}
