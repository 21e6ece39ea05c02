import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfigOverviewPage } from '@/features/config/config-overview-page';
import { allConfigsOptions } from '@/features/config/queries';
import { siteChoicesOptions } from '@/api/site-choices';

/** ?site=DAL presses a site's button; without it GLOBAL is pressed. A bad value falls back to GLOBAL. */
const ConfigSearch = v.object({
  site: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9_-]{1,20}$/))), undefined),
});

export const Route = createFileRoute('/_signed-in/_admin/config')({
  staticData: { title: 'Config' },
  validateSearch: ConfigSearch,
  // Starts the page's reads with the navigation; a failure is the page's to show.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(allConfigsOptions());
    void context.queryClient.prefetchQuery(siteChoicesOptions());
  },
  component: function ConfigRoute() {
    const { site } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ConfigOverviewPage site={site} onSiteChange={(code) => void navigate({ search: code ? { site: code } : {} })} />;
  },
});
