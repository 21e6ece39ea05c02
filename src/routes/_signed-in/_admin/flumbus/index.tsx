import { createFileRoute } from '@tanstack/react-router';
import { siteChoicesOptions } from '@/api/site-choices';
import { flumbusList } from '@/features/flumbus/flumbus-list';
import { FlumbusPage } from '@/features/flumbus/flumbus-page';
import { listPageOptions } from '@/components/data-list/list-read';
import { isReady } from '@/components/data-list/list-state';

export const Route = createFileRoute('/_signed-in/_admin/flumbus/')({
  staticData: { title: 'Flumbus Logs' },
  validateSearch: flumbusList.search,
  search: { middlewares: flumbusList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's reads with the navigation (the logs only once a site is chosen); a failure is the page's to show.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(siteChoicesOptions());
    if (isReady(flumbusList, deps)) void context.queryClient.prefetchQuery(listPageOptions(flumbusList, deps));
  },
  component: function FlumbusRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <FlumbusPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
