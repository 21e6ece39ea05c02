import { createFileRoute } from '@tanstack/react-router';
import { listPageOptions } from '@/components/data-list/list-read';
import { valuationList } from '@/features/logs/valuation/valuation-list';
import { ValuationPage } from '@/features/logs/valuation/valuation-page';

export const Route = createFileRoute('/_signed-in/_admin/valuationlogs')({
  staticData: { title: 'Valuation History' },
  validateSearch: valuationList.search,
  search: { middlewares: valuationList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's read with the navigation; a failure is the list's to show.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(listPageOptions(valuationList, deps)),
  component: function ValuationRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ValuationPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
