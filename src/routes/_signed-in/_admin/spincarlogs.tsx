import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/spincarlogs')({
  staticData: { title: 'Spincar Logs' },
  component: () => <ScreenNotBuilt title="Spincar Logs" />,
});
