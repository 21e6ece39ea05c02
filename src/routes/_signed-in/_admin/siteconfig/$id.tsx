import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { SiteConfigs } from '@/features/config/site-configs';
import { siteOptions } from '@/features/sites/queries';
import { SitePage } from '@/features/sites/site-page';
import { siteTabs } from '@/features/sites/site-tabs';

/** ?tab=options or ?tab=premise opens another tab; API Site Config is the default (and a bad value's fallback). */
const SiteSearch = v.object({ tab: v.fallback(v.optional(v.picklist(siteTabs), 'api'), 'api') });

export const Route = createFileRoute('/_signed-in/_admin/siteconfig/$id')({
  staticData: { title: 'Site' },
  validateSearch: SiteSearch,
  search: { middlewares: [stripSearchParams({ tab: 'api' })] },
  // Starts the site's read with the navigation; a failure is the page's to show.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(siteOptions(params.id)),
  component: function SiteRoute() {
    const { id } = Route.useParams();
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SitePage
        id={id}
        tab={tab}
        onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
        configs={(site) => <SiteConfigs site={site} configs={site.configs} />}
      />
    );
  },
});
