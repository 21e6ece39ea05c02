import { createFileRoute } from '@tanstack/react-router';
import { siteChoicesOptions } from '@/api/site-choices';
import { servnetReportOptions } from '@/features/servnet/queries';
import { ServnetPage } from '@/features/servnet/servnet-page';
import { requestedReport, servnetSearch } from '@/features/servnet/servnet-search';

export const Route = createFileRoute('/_signed-in/_admin/admin/reports/servnet')({
  staticData: { title: 'ServNet Report' },
  validateSearch: servnetSearch,
  loaderDeps: ({ search }) => search,
  // Starts the page's reads with the navigation (the report only when the URL asks for one); a failure is the page's to show.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(siteChoicesOptions());
    const requested = requestedReport(deps);
    if (requested) void context.queryClient.prefetchQuery(servnetReportOptions(requested));
  },
  component: function ServnetRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ServnetPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
