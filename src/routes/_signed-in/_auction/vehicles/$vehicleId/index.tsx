import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_auction/vehicles/$vehicleId/')({
  staticData: { title: 'Vehicle' },
  component: () => <ScreenNotBuilt title="Vehicle" />,
});
