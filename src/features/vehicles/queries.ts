/**
 * Query keys and options of vehicle data. The roots `vehicle` and `vehicle-images` are in
 * the persisted cache's allow-list: an inspector who has opened a vehicle sees it offline.
 */
import { queryOptions } from '@tanstack/react-query';
import { readStamped } from '@/offline/read-since';
import { fetchVehicle, fetchVehicleImages } from './api';

export const vehicleKeys = {
  /** Every vehicle opened (the prefix of `vehicle`'s keys): where the VIN box looks offline. */
  all: ['vehicle'] as const,
  vehicle: (vehicleId: number) => ['vehicle', vehicleId] as const,
  images: (vehicleId: number) => ['vehicle-images', vehicleId] as const,
};

export function vehicleOptions(vehicleId: number) {
  return queryOptions({ queryKey: vehicleKeys.vehicle(vehicleId), queryFn: ({ signal }) => fetchVehicle(vehicleId, signal) });
}

/** The vehicle's images, stamped with when they were read: the photos page lays the uploads sent since over them (read-since.ts). */
export function vehicleImagesOptions(vehicleId: number) {
  return queryOptions({
    queryKey: vehicleKeys.images(vehicleId),
    queryFn: ({ signal }) => readStamped(async () => ({ images: await fetchVehicleImages(vehicleId, signal) })),
  });
}
