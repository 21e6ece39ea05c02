import { createFileRoute } from '@tanstack/react-router';
import { listPageOptions } from '@/components/data-list/list-read';
import { spincarList } from '@/features/logs/spincar/spincar-list';
import { SpincarPage } from '@/features/logs/spincar/spincar-page';

export const Route = createFileRoute('/_signed-in/_admin/spincarlogs')({
  staticData: { title: 'Spincar Logs' },
  validateSearch: spincarList.search,
  search: { middlewares: spincarList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's read with the navigation; a failure is the list's to show.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(listPageOptions(spincarList, deps)),
  component: function SpincarRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <SpincarPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
