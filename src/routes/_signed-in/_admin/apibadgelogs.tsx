import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/apibadgelogs')({
  staticData: { title: 'Badge Logs' },
  component: () => <ScreenNotBuilt title="Badge Logs" />,
});
