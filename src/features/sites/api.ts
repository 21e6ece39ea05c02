/** The Site management calls: a page of sites, one site with its own config rows, and saving a site's changed fields. */
import { http } from '../../api/http';
import { toListQuery } from '../../components/data-list/list-state';
import { SiteRecord, SiteWithConfigs, type SiteChanges } from '../../contract/admin-sites';
import { Paged } from '../../contract/paged';
import { siteList, type SiteListSearch } from './site-list';

const SitePage = Paged(SiteRecord);

export async function fetchSites(search: SiteListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/admin/sites', { query: toListQuery(siteList, search), schema: SitePage, signal });
  return data;
}

/** The site and, for the API Site Config tab, its own config rows with their global rows. */
export async function fetchSite(id: string, signal?: AbortSignal): Promise<SiteWithConfigs> {
  const { data } = await http(`/v3/admin/sites/${encodeURIComponent(id)}`, { query: { with: ['configs.global_config'] }, schema: SiteWithConfigs, signal });
  return data;
}

export async function updateSite(id: number, changes: SiteChanges): Promise<SiteRecord> {
  const { data } = await http(`/v3/admin/sites/${id}`, { method: 'PUT', body: changes, schema: SiteRecord });
  return data;
}
