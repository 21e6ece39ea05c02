import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '@/features/dashboard/welcome-page';

export const Route = createFileRoute('/_signed-in/dashboard2')({
  staticData: { title: 'Dashboard' },
  component: WelcomePage,
});
