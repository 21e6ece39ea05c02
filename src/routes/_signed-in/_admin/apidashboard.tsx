import { createFileRoute } from '@tanstack/react-router';
import { ApiDashboardPage } from '@/features/api-dashboard/api-dashboard-page';
import { summaryOptions } from '@/features/api-dashboard/queries';

export const Route = createFileRoute('/_signed-in/_admin/apidashboard')({
  staticData: { title: 'API Dashboard' },
  // Starts the summary's read with the navigation; a failure is the page's to show.
  loader: ({ context }) => void context.queryClient.prefetchQuery(summaryOptions()),
  component: ApiDashboardPage,
});
