import { createFileRoute } from '@tanstack/react-router';
import { PublicLocationPage } from '@/features/public-vehicle/location-page';

/** Public (no sign-in, no side menu): a vehicle's last recorded position behind its secret link. */
export const Route = createFileRoute('/dealers/locationHistory/$siteCode/$vehicleHash')({
  component: function PublicLocationRoute() {
    const { siteCode, vehicleHash } = Route.useParams();
    return <PublicLocationPage link={{ siteCode, vehicleHash }} />;
  },
});
