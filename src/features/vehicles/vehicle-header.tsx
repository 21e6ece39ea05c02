/** The top of the vehicle's details and photos screens: the title with Back, and the vehicle summary (or why it is missing). */
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { notSavedText, savedCopyText } from '@/components/offline-texts';
import { useOnline } from '@/offline/connection';
import { VehicleTitle } from '@/components/vehicle-title';
import { LoadError } from '@/components/load-error';
import { vehicleOptions } from './queries';
import { VehicleSummary } from './vehicle-summary';
import './vehicle.css';
import { Text } from '@/components/ui/text';

/**
 * `backTo`: where Back goes when there is no history (the vehicle, or null for the vehicles
 * list). Memoised: the photos page re-renders on every outbox change, and this part does not depend on it.
 */
export const VehicleHeader = memo(function VehicleHeader({ title, vehicleId, backTo }: { title: string; vehicleId: number; backTo: number | null }) {
  const vehicle = useQuery(vehicleOptions(vehicleId));
  // The browser's word and the outbox's sends (offline/connection.ts); a paused query too.
  const offline = !useOnline() || vehicle.fetchStatus === 'paused';
  return (
    <>
      <VehicleTitle title={title} backTo={backTo} />
      {vehicle.data && offline ? (
        <Text tone="muted" role="status">
          {savedCopyText('this vehicle', vehicle.dataUpdatedAt)}
        </Text>
      ) : null}
      {vehicle.data ? (
        <VehicleSummary vehicle={vehicle.data} />
      ) : offline ? (
        <Text tone="muted" role="status">
          {notSavedText('the vehicle', 'loads', 'it')}
        </Text>
      ) : vehicle.error ? (
        <LoadError what="The vehicle" error={vehicle.error} onRetry={() => void vehicle.refetch()} />
      ) : (
        <Text>Loading...</Text>
      )}
    </>
  );
});
