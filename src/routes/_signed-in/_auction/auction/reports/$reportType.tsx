import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../../components/screen-not-built';
import { reportTitle } from '../../../../../features/shell/titles';

export const Route = createFileRoute('/_signed-in/_auction/auction/reports/$reportType')({
  staticData: { title: (params) => reportTitle(params.reportType) },
  component: function ReportRoute() {
    const { reportType } = Route.useParams();
    return <ScreenNotBuilt title={reportTitle(reportType)} />;
  },
});
