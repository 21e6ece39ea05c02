import { createFileRoute } from '@tanstack/react-router';
import { listPageOptions } from '@/components/data-list/list-read';
import { apiLogList } from '@/features/logs/api-logs/api-log-list';
import { ApiLogsPage } from '@/features/logs/api-logs/api-logs-page';

export const Route = createFileRoute('/_signed-in/_admin/apilogs')({
  staticData: { title: 'API Logs' },
  validateSearch: apiLogList.search,
  search: { middlewares: apiLogList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's read with the navigation; a failure is the list's to show.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(listPageOptions(apiLogList, deps)),
  component: function ApiLogsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ApiLogsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
