import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { VehicleIdParam } from '../../../../../features/vehicles/api';
import { PhotosPage } from '../../../../../features/vehicles/photos/photos-page';
import { vehicleImagesOptions, vehicleOptions } from '../../../../../features/vehicles/queries';

export const Route = createFileRoute('/_signed-in/_auction/vehicles/$vehicleId/photos')({
  staticData: { title: 'Vehicle Photos' },
  params: {
    parse: ({ vehicleId }) => {
      const parsed = v.safeParse(VehicleIdParam, vehicleId);
      if (!parsed.success) throw notFound();
      return { vehicleId: parsed.output };
    },
    stringify: ({ vehicleId }) => ({ vehicleId: String(vehicleId) }),
  },
  // Start both reads; a failure (offline) is the page's to show, not the router's.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(vehicleOptions(params.vehicleId));
    void context.queryClient.prefetchQuery(vehicleImagesOptions(params.vehicleId));
  },
  component: function PhotosRoute() {
    const { vehicleId } = Route.useParams();
    return <PhotosPage vehicleId={vehicleId} />;
  },
});
