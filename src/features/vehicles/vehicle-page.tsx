/**
 * Vehicle Details (/vehicles/{vehicle_id}): the vehicle summary and the link buttons to the
 * vehicle's screens. The vehicle is in the persisted cache once seen, so it opens offline.
 */
import { Button } from '@/components/ui/button';
import { PageFrame } from '@/components/page-frame';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { vehicleOptions } from './queries';
import { VehicleHeader } from './vehicle-header';
import './vehicle.css';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

export function VehiclePage({ vehicleId }: { vehicleId: number }) {
  const vehicle = useQuery(vehicleOptions(vehicleId));
  const publicLink = vehicle.data?.public_photos_enabled && vehicle.data.public_photos_url ? vehicle.data.public_photos_url : null;
  return (
    <PageFrame gap="6" maxW="1200px">
      <VehicleHeader title="Vehicle Details" vehicleId={vehicleId} backTo={null} />
      <nav aria-label="Vehicle screens" className="vehicle-screens">
        {/* The screen shown is the filled one (the router marks its link aria-current="page"). */}
        <Button asChild colorPalette="brand">
          <RouterLink to="/vehicles/$vehicleId" params={{ vehicleId }}>
            Vehicle Details
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/vehicles/$vehicleId/inspections" params={{ vehicleId }}>
            Inspections
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/vehicles/$vehicleId/photos" params={{ vehicleId }}>
            Photo Management
          </RouterLink>
        </Button>
        {publicLink ? (
          <Button asChild variant="outline">
            <a href={publicLink} target="_blank" rel="noopener noreferrer">
              Photos Public View<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </Button>
        ) : null}
      </nav>
    </PageFrame>
  );
}
