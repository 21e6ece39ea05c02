/**
 * The sites the admin screens offer as a choice (the log filters, Flumbus, Flumbus Push,
 * Servnet, the config site buttons): every site, by code, in one call (GET /v3/admin/sites,
 * ordered by code, per_page 1000). One query for all of them: one
 * cache entry, under the sites' root, so a saved site refreshes every choice.
 */
import { queryOptions } from '@tanstack/react-query';
import { Paged } from '@/contract/paged';
import { SiteChoice } from '@/contract/site-choice';
import { http } from './http';

const SitePage = Paged(SiteChoice);

/** The query root of everything read from /v3/admin/sites (features/sites keys its list and records under it). */
export const siteKeysRoot = ['admin-sites'] as const;

export async function fetchSiteChoices(signal?: AbortSignal): Promise<SiteChoice[]> {
  const { data } = await http('/v3/admin/sites', {
    query: { per_page: 1000, order_by: [{ field: 'code', direction: 'asc' }] },
    schema: SitePage,
    signal,
  });
  return data.data;
}

export function siteChoicesOptions() {
  return queryOptions({
    queryKey: [...siteKeysRoot, 'choices'] as const,
    queryFn: ({ signal }) => fetchSiteChoices(signal),
    // Sites are added by a platform change, not during a session.
    staleTime: 10 * 60 * 1000,
  });
}

/** How a site reads in a choice: by its code, as staff name sites (the rule: "shown by code"). */
export function siteChoiceLabel(site: SiteChoice): string {
  return site.code;
}
