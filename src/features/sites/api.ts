/** The Site management calls: one site with its own config rows, and saving a site's changed fields (the list is read by its declaration). */
import { http } from '@/api/http';
import { SiteRecord, SiteWithConfigs } from '@/contract/admin-sites';
import type { SiteChanges } from '@/contract/site-write';

/** The site and, for the API Site Config tab, its own config rows with their global rows. */
export async function fetchSite(id: string, signal?: AbortSignal): Promise<SiteWithConfigs> {
  const { data } = await http(`/v3/admin/sites/${encodeURIComponent(id)}`, { query: { with: ['configs.global_config'] }, schema: SiteWithConfigs, signal });
  return data;
}

export async function updateSite(id: number, changes: SiteChanges): Promise<SiteRecord> {
  const { data } = await http(`/v3/admin/sites/${id}`, { method: 'PUT', body: changes, schema: SiteRecord });
  return data;
}
