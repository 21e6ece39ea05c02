import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/admin/reports/servnet')({
  staticData: { title: 'ServNet Report' },
  component: () => <ScreenNotBuilt title="ServNet Report" />,
});
