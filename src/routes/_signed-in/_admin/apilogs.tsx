import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/apilogs')({
  staticData: { title: 'API Logs' },
  component: () => <ScreenNotBuilt title="API Logs" />,
});
