import { createFileRoute } from '@tanstack/react-router';
import { listPageOptions } from '@/components/data-list/list-read';
import { aaValidationList } from '@/features/logs/aa-validation/aa-validation-list';
import { AaValidationPage } from '@/features/logs/aa-validation/aa-validation-page';

export const Route = createFileRoute('/_signed-in/_admin/aavalidationlogs')({
  staticData: { title: 'AA Card Validation Logs' },
  validateSearch: aaValidationList.search,
  search: { middlewares: aaValidationList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's read with the navigation; a failure is the list's to show.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(listPageOptions(aaValidationList, deps)),
  component: function AaValidationRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AaValidationPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
