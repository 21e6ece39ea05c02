import { createFileRoute } from '@tanstack/react-router';
import { currentSiteCode } from '@/auth/current-site';
import { listPageOptions } from '@/components/data-list/list-read';
import { GatePassReport } from '@/features/reports/gate-passes/gate-pass-report';
import { gatePassList } from '@/features/reports/gate-passes/gate-pass-list';
import { gateStatusesOptions } from '@/features/reports/gate-passes/queries';
import { UnknownReport } from '@/features/reports/unknown-report';
import { reportTitle } from '@/components/app-shell/screen-titles';

/** There is one report, gate-pass-open; its list state is this route's search. */
const GATE_PASS_OPEN = 'gate-pass-open';

export const Route = createFileRoute('/_signed-in/_auction/auction/reports/$reportType')({
  staticData: { title: (params) => reportTitle(params.reportType) },
  validateSearch: gatePassList.search,
  search: { middlewares: gatePassList.middlewares },
  loaderDeps: ({ search }) => search,
  // Starts the page's reads with the navigation; a failure is the page's to show.
  loader: ({ context, params, deps }) => {
    if (params.reportType !== GATE_PASS_OPEN) return;
    void context.queryClient.prefetchQuery(listPageOptions(gatePassList, deps, currentSiteCode(context.session())));
    void context.queryClient.prefetchQuery(gateStatusesOptions());
  },
  component: function ReportRoute() {
    const { reportType } = Route.useParams();
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    if (reportType !== GATE_PASS_OPEN) return <UnknownReport reportType={reportType} />;
    return <GatePassReport title={reportTitle(reportType)} search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
