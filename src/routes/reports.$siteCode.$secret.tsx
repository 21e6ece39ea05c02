import { createFileRoute } from '@tanstack/react-router';
import { PublicReportPage } from '@/features/public-vehicle/report-page';

/** Public (no sign-in, no side menu): a vehicle's condition report behind its share link (ADR 0022). */
export const Route = createFileRoute('/reports/$siteCode/$secret')({
  component: function PublicReportRoute() {
    const { siteCode, secret } = Route.useParams();
    return <PublicReportPage link={{ siteCode, secret }} />;
  },
});
