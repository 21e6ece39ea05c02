import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/users/')({
  staticData: { title: 'Cloud Users' },
  component: () => <ScreenNotBuilt title="Cloud Users" />,
});
