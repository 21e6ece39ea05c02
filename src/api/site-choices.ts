/**
 * The sites the admin screens offer as a choice (Flumbus, Flumbus Push, Servnet): every site,
 * by code, as the spec's site list call reads them (GET /v3/admin/sites, ordered by code,
 * per_page 1000). Shared here because several admin features need the same list and one cache
 * entry serves them all.
 */
import { queryOptions } from '@tanstack/react-query';
import { Paged } from '../contract/paged';
import { SiteChoice } from '../contract/site-choice';
import { http } from './http';

const SitePage = Paged(SiteChoice);

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
    queryKey: ['site-choices'] as const,
    queryFn: ({ signal }) => fetchSiteChoices(signal),
    // Sites are added by a platform change, not during a session.
    staleTime: 10 * 60 * 1000,
  });
}

/** How a site reads in a choice: by its code, as staff name sites (spec 01, Valuation History: "shown by code"). */
export function siteChoiceLabel(site: SiteChoice): string {
  return site.code;
}
