import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_admin/valuationlogs')({
  staticData: { title: 'Valuation History' },
  component: () => <ScreenNotBuilt title="Valuation History" />,
});
