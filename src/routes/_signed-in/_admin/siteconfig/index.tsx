import { createFileRoute } from '@tanstack/react-router';
import { listPageOptions } from '@/components/data-list/list-read';
import { siteList } from '@/features/sites/site-list';
import { SitesPage } from '@/features/sites/sites-page';

export const Route = createFileRoute('/_signed-in/_admin/siteconfig/')({
  staticData: { title: 'Site Management' },
  validateSearch: siteList.search,
  search: { middlewares: siteList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's read with the navigation; a failure is the list's to show.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(listPageOptions(siteList, deps)),
  component: function SitesRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <SitesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
