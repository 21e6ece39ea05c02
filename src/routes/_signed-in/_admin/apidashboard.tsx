import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/apidashboard')({
  staticData: { title: 'API Dashboard' },
  component: () => <ScreenNotBuilt title="API Dashboard" />,
});
