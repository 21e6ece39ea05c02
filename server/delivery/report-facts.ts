/**
 * What delivery says about a vehicle and its current report: the title and VIN of a message's
 * subject, and the report a link shows (the approved one when there is one, else the newest).
 * On the async query layer (ADR 0071); the vehicle's facts are compiled once.
 */
import { compiledOnce, type DbHandle } from '../db/query.ts';
import { approvedAmong, type ReportReads, type ReportRow } from '../inspections/reports.ts';

export interface VehicleFacts {
  vehicle_id: number;
  vin: string;
  autoyear: number | null;
  automake: string | null;
  automodel: string | null;
  mileage: number | null;
  odometer_uom: string;
}

const factsOf = compiledOnce<'vehicleId', VehicleFacts>((query, param) =>
  query
    .selectFrom('vehicles')
    .select(['vehicle_id', 'vin', 'autoyear', 'automake', 'automodel', 'mileage', 'odometer_uom'])
    .where('vehicle_id', '=', param('vehicleId') as unknown as number),
);

export function vehicleFacts(db: DbHandle) {
  return async (vehicleId: number): Promise<VehicleFacts> => (await factsOf(db, { vehicleId }))[0] as VehicleFacts;
}

/** "2022 Ford F-150", or "Vehicle" when nothing is known. */
export function vehicleName(vehicle: Pick<VehicleFacts, 'autoyear' | 'automake' | 'automodel'>): string {
  const parts = [vehicle.autoyear, vehicle.automake, vehicle.automodel].map((part) => (part == null ? '' : String(part).trim())).filter(Boolean);
  return parts.length ? parts.join(' ') : 'Vehicle';
}

export async function currentReport(reads: ReportReads, vehicleId: number): Promise<ReportRow | undefined> {
  const reports = await reads.ofVehicle(vehicleId);
  return approvedAmong(reports) ?? reports[0];
}
