/**
 * Query options of the vehicles list. The key root `vehicles` is in the persisted cache's
 * allow-list (docs/decisions/0008): the pages an inspector has opened are there offline.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchVehicleList } from './api';
import type { VehicleListSearch } from './vehicle-list';

export const vehicleListKeys = {
  all: ['vehicles'] as const,
  page: (siteCode: string | null, search: VehicleListSearch) => ['vehicles', 'list', siteCode, search] as const,
};

export function vehicleListOptions(siteCode: string | null, search: VehicleListSearch) {
  return queryOptions({
    queryKey: vehicleListKeys.page(siteCode, search),
    queryFn: ({ signal }) => fetchVehicleList(siteCode, search, signal),
  });
}
