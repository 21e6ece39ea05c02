import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/config')({
  staticData: { title: 'Config' },
  component: () => <ScreenNotBuilt title="Config" />,
});
