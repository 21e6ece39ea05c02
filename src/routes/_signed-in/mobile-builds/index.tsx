import { createFileRoute } from '@tanstack/react-router';
import { listPageOptions } from '@/components/data-list/list-read';
import { buildList } from '@/features/mobile-builds/build-list';
import { MobileBuildsPage } from '@/features/mobile-builds/mobile-builds-page';
import { latestProductionOptions } from '@/features/mobile-builds/queries';
import { currentEnvironment } from '@/lib/environments';

export const Route = createFileRoute('/_signed-in/mobile-builds/')({
  staticData: { title: 'Mobile Builds' },
  validateSearch: buildList.search,
  search: { middlewares: buildList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's reads with the navigation (only where the page shows them); a failure is the page's to show.
  loader: ({ context, deps }) => {
    if (currentEnvironment().env !== 'development') return;
    void context.queryClient.prefetchQuery(listPageOptions(buildList, deps));
    void context.queryClient.prefetchQuery(latestProductionOptions());
  },
  component: function MobileBuildsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <MobileBuildsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
