import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/config2')({
  staticData: { title: 'API Config (new)' },
  component: () => <ScreenNotBuilt title="API Config (new)" />,
});
