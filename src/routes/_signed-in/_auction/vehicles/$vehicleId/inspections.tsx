import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_auction/vehicles/$vehicleId/inspections')({
  staticData: { title: 'Inspections' },
  component: () => <ScreenNotBuilt title="Inspections" />,
});
