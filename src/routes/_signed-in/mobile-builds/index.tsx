import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/mobile-builds/')({
  staticData: { title: 'Mobile Builds' },
  component: () => <ScreenNotBuilt title="Mobile Builds" />,
});
