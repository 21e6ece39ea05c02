/**
 * The sites the log filters offer (GET /v3/admin/sites, ordered by code, 1000 a page as the
 * spec's site lists are), shown by code. Loaded once per session: sites rarely change.
 */
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../api/http';
import { SiteChoice } from '../../../contract/logs';
import { Paged } from '../../../contract/paged';

const SitePage = Paged(SiteChoice);

export function siteChoicesOptions() {
  return queryOptions({
    queryKey: ['logs', 'sites'] as const,
    queryFn: async ({ signal }) => {
      const { data } = await http('/v3/admin/sites', {
        query: { per_page: 1000, order_by: [{ field: 'code', direction: 'asc' }] },
        schema: SitePage,
        signal,
      });
      return data.data;
    },
    staleTime: 5 * 60_000,
  });
}
