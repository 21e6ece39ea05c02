import { createFileRoute } from '@tanstack/react-router';
import { AuctionSettingsPage } from '@/features/auction-settings/settings-page';

export const Route = createFileRoute('/_signed-in/_auction/auction/settings/')({
  staticData: { title: 'Admin Settings' },
  component: () => <AuctionSettingsPage title="Admin Settings" />,
});
