import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/aavalidationlogs')({
  staticData: { title: 'AA Card Validation Logs' },
  component: () => <ScreenNotBuilt title="AA Card Validation Logs" />,
});
