import { createFileRoute } from '@tanstack/react-router';
import { WorkOrdersPage } from '@/features/auction-settings/work-orders/work-orders-page';

export const Route = createFileRoute('/_signed-in/_auction/auction/settings/workorders')({
  staticData: { title: 'Work Orders' },
  component: () => <WorkOrdersPage title="Work Order Settings" />,
});
