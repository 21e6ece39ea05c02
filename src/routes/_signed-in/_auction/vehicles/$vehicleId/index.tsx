import { createFileRoute } from '@tanstack/react-router';
import { vehicleOptions } from '@/features/vehicles/queries';
import { VehiclePage } from '@/features/vehicles/vehicle-page';

export const Route = createFileRoute('/_signed-in/_auction/vehicles/$vehicleId/')({
  staticData: { title: 'Vehicle Details' },
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(vehicleOptions(params.vehicleId)),
  component: function VehicleRoute() {
    const { vehicleId } = Route.useParams();
    return <VehiclePage vehicleId={vehicleId} />;
  },
});
