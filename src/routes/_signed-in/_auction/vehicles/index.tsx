import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../../components/screen-not-built';

export const Route = createFileRoute('/_signed-in/_auction/vehicles/')({
  staticData: { title: 'Vehicles' },
  component: () => <ScreenNotBuilt title="Vehicles" />,
});
