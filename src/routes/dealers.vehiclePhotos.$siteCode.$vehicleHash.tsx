import { createFileRoute } from '@tanstack/react-router';
import { PublicPhotosPage } from '@/features/public-vehicle/public-photos-page';

/** Public (no sign-in, no side menu): a vehicle's photos behind its secret link. */
export const Route = createFileRoute('/dealers/vehiclePhotos/$siteCode/$vehicleHash')({
  component: function PublicPhotosRoute() {
    const { siteCode, vehicleHash } = Route.useParams();
    return <PublicPhotosPage link={{ siteCode, vehicleHash }} />;
  },
});
