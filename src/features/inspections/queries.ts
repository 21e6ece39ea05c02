/**
 * Query keys and options of the inspection screen and its printable report. Every root is in the persisted cache
 * (src/lib/query-persistence.ts), so a report opened once opens with no network: the
 * vehicle's inspection state, and the damage catalogue, which rarely changes (read again when
 * online after a day; kept as long as the persisted cache keeps anything).
 */
import { queryOptions } from '@tanstack/react-query';
import type { InspectionVehicle } from '@/contract/inspections';
import { readStamped, type ReadSince } from '@/offline/read-since';
import { fetchCatalogue, fetchInspectionPrint, fetchInspectionState } from './api';

export const inspectionKeys = {
  state: (vehicleId: number) => ['vehicle-inspection', vehicleId] as const,
  catalogue: (autograde: boolean) => ['inspection-catalogue', autograde] as const,
  /** Persisted too: a report printed offline takes its announcements and charges from the vehicle's last one. */
  print: (vehicleId: number, reportId?: number, exclude?: boolean) =>
    reportId === undefined ? (['inspection-print', vehicleId] as const) : (['inspection-print', vehicleId, reportId, exclude ?? false] as const),
};

const day = 24 * 3_600_000;

/** The vehicle's inspection state as this device read it, stamped with when the read was sent (read-since.ts). */
export type InspectionState = ReadSince<InspectionVehicle>;

/** Read again whenever the screen opens online: a desk user may have changed the report since. */
export function inspectionStateOptions(vehicleId: number) {
  return queryOptions({
    queryKey: inspectionKeys.state(vehicleId),
    queryFn: ({ signal }): Promise<InspectionState> => readStamped(() => fetchInspectionState(vehicleId, signal)),
    staleTime: 0,
  });
}

export function catalogueOptions(autograde: boolean) {
  return queryOptions({
    queryKey: inspectionKeys.catalogue(autograde),
    queryFn: ({ signal }) => fetchCatalogue(autograde, signal),
    staleTime: day,
    gcTime: 30 * day,
  });
}

/** Read whenever a report is printed online: the document shows the server's copy as it is now. */
export function inspectionPrintOptions(vehicleId: number, reportId: number, exclude: boolean) {
  return queryOptions({
    queryKey: inspectionKeys.print(vehicleId, reportId, exclude),
    queryFn: ({ signal }) => fetchInspectionPrint(vehicleId, reportId, exclude, signal),
    staleTime: 0,
    gcTime: 30 * day,
    retry: false,
  });
}
