/** The vehicle a queued change belongs to, on the outbox page: a link to where its changes show. */
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { vehicleIdOf, vehicleName } from '@/components/outbox-record';
import { Link } from '@/components/ui/link';
import type { OutboxRecord } from '@/offline/record';

/** The vehicle's name in words from what this device has read ("Vehicle 4433" when nothing). */
export type VehicleNamer = (vehicleId: number) => string;

/**
 * Names vehicles from the reads this device keeps (the query cache, persisted for the vehicles
 * opened): any read keyed by the vehicle's id (`[root, id]`) that names its VIN, whichever
 * screen made it.
 */
export function useVehicleNamer(): VehicleNamer {
  const cache = useQueryClient().getQueryCache();
  return (vehicleId) =>
    vehicleName(
      cache.findAll({ predicate: (query) => query.queryKey[1] === vehicleId }).map((query) => query.state.data),
      vehicleId,
    );
}

/** The vehicle a change belongs to, as a link to the inspection or the photos it changes. */
export function RecordVehicle({ record, nameOf }: { record: OutboxRecord; nameOf: VehicleNamer }) {
  const vehicleId = vehicleIdOf(record);
  if (vehicleId === null) return null;
  const name = nameOf(vehicleId);
  return (
    <p className="outbox-note">
      <Link asChild variant="underline">
        {record.path.startsWith('/v3/vehicles3/') ? (
          <RouterLink to="/vehicles/$vehicleId/inspections" params={{ vehicleId }}>
            {name}
          </RouterLink>
        ) : (
          <RouterLink to="/vehicles/$vehicleId/photos" params={{ vehicleId }}>
            {name}
          </RouterLink>
        )}
      </Link>
    </p>
  );
}
