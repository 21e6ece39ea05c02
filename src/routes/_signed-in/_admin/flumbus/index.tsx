import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/flumbus/')({
  staticData: { title: 'Flumbus Logs' },
  component: () => <ScreenNotBuilt title="Flumbus Logs" />,
});
