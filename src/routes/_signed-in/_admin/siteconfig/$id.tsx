import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/siteconfig/$id')({
  staticData: { title: 'Site' },
  component: () => <ScreenNotBuilt title="Site" />,
});
