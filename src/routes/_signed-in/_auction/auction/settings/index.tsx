import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_auction/auction/settings/')({
  staticData: { title: 'Admin Settings' },
  component: () => <ScreenNotBuilt title="Admin Settings" />,
});
