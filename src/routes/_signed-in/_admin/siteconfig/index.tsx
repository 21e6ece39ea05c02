import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/siteconfig/')({
  staticData: { title: 'Site Management' },
  component: () => <ScreenNotBuilt title="Site Management" />,
});
