import { createFileRoute } from '@tanstack/react-router';
import { VehiclePhotosPage } from '@/features/vehicles/photos/vehicle-photos-page';
import { vehicleImagesOptions, vehicleOptions } from '@/features/vehicles/queries';

export const Route = createFileRoute('/_signed-in/_auction/vehicles/$vehicleId/photos')({
  staticData: { title: 'Vehicle Photos' },
  // Start both reads; a failure (offline) is the page's to show, not the router's.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(vehicleOptions(params.vehicleId));
    void context.queryClient.prefetchQuery(vehicleImagesOptions(params.vehicleId));
  },
  component: function PhotosRoute() {
    const { vehicleId } = Route.useParams();
    return <VehiclePhotosPage vehicleId={vehicleId} />;
  },
});
