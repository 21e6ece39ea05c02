import { createFileRoute } from '@tanstack/react-router';
import { siteChoicesOptions } from '@/api/site-choices';
import { listPageOptions } from '@/components/data-list/list-read';
import { isReady } from '@/components/data-list/list-state';
import { pushList } from '@/features/flumbus/push-list';
import { PushPage } from '@/features/flumbus/push-page';

export const Route = createFileRoute('/_signed-in/_admin/flumbus/push')({
  staticData: { title: 'Flumbus Push' },
  validateSearch: pushList.search,
  search: { middlewares: pushList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's reads with the navigation (the vehicles only once a site is chosen); a failure is the page's to show.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(siteChoicesOptions());
    if (isReady(pushList, deps)) void context.queryClient.prefetchQuery(listPageOptions(pushList, deps));
  },
  component: function PushRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PushPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
