/**
 * What delivery says about a vehicle and its current report: the title and VIN of a message's
 * subject, and the report a link shows (the approved one when there is one, else the newest).
 */
import type { Db } from '../db/connection.ts';
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

export function vehicleFacts(db: Db) {
  const select = db.$client.prepare('SELECT vehicle_id, vin, autoyear, automake, automodel, mileage, odometer_uom FROM vehicles WHERE vehicle_id = ?');
  return (vehicleId: number) => select.get(vehicleId) as VehicleFacts;
}

/** "2022 Ford F-150", or "Vehicle" when nothing is known. */
export function vehicleName(vehicle: Pick<VehicleFacts, 'autoyear' | 'automake' | 'automodel'>): string {
  const parts = [vehicle.autoyear, vehicle.automake, vehicle.automodel].map((part) => (part == null ? '' : String(part).trim())).filter(Boolean);
  return parts.length ? parts.join(' ') : 'Vehicle';
}

export function currentReport(reads: ReportReads, vehicleId: number): ReportRow | undefined {
  const reports = reads.ofVehicle(vehicleId);
  return approvedAmong(reports) ?? reports[0];
}
