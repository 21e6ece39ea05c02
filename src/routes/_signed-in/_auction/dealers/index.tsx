import { createFileRoute } from '@tanstack/react-router';
import { currentSiteCode } from '@/auth/current-site';
import { listPageOptions } from '@/components/data-list/list-read';
import { dealerList } from '@/features/dealers/list/dealer-list';
import { DealersPage } from '@/features/dealers/list/dealers-page';

export const Route = createFileRoute('/_signed-in/_auction/dealers/')({
  staticData: { title: 'Dealers' },
  validateSearch: dealerList.search,
  search: { middlewares: dealerList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's read with the navigation; a failure is the list's to show.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(listPageOptions(dealerList, deps, currentSiteCode(context.session()))),
  component: function DealersRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <DealersPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
