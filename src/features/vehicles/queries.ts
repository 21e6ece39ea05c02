/**
 * Query keys and options of vehicle data. The roots `vehicle` and `vehicle-images` are in
 * the persisted cache's allow-list: an inspector who has opened a vehicle sees it offline.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchVehicle, fetchVehicleImages } from './api';

export const vehicleKeys = {
  vehicle: (vehicleId: number) => ['vehicle', vehicleId] as const,
  images: (vehicleId: number) => ['vehicle-images', vehicleId] as const,
};

export function vehicleOptions(vehicleId: number) {
  return queryOptions({ queryKey: vehicleKeys.vehicle(vehicleId), queryFn: ({ signal }) => fetchVehicle(vehicleId, signal) });
}

export function vehicleImagesOptions(vehicleId: number) {
  return queryOptions({ queryKey: vehicleKeys.images(vehicleId), queryFn: ({ signal }) => fetchVehicleImages(vehicleId, signal) });
}
