/**
 * Query keys and options of the inspection screen. Both roots are in the persisted cache
 * (src/lib/query-persistence.ts), so a report opened once opens with no network: the
 * vehicle's inspection state, and the damage catalogue, which rarely changes (read again when
 * online after a day; kept as long as the persisted cache keeps anything).
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchCatalogue, fetchInspectionState } from './api';

export const inspectionKeys = {
  state: (vehicleId: number) => ['vehicle-inspection', vehicleId] as const,
  catalogue: (autograde: boolean) => ['inspection-catalogue', autograde] as const,
};

const day = 24 * 3_600_000;

/** Read again whenever the screen opens online: a desk user may have changed the report since. */
export function inspectionStateOptions(vehicleId: number) {
  return queryOptions({ queryKey: inspectionKeys.state(vehicleId), queryFn: ({ signal }) => fetchInspectionState(vehicleId, signal), staleTime: 0 });
}

export function catalogueOptions(autograde: boolean) {
  return queryOptions({
    queryKey: inspectionKeys.catalogue(autograde),
    queryFn: ({ signal }) => fetchCatalogue(autograde, signal),
    staleTime: day,
    gcTime: 30 * day,
  });
}
