import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/flumbus/push')({
  staticData: { title: 'Flumbus Push' },
  component: () => <ScreenNotBuilt title="Flumbus Push" />,
});
