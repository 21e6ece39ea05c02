/**
 * Which keys, drivable, body type and tyres a report shows (ADR 0089): the ones it kept when it
 * was approved, or, for the current report (which keeps none), the vehicle's own. The screen's
 * header and tyres panel (shown-facts.ts), the printable report made on the device
 * (print-data.ts) and the server's (server/reports/condition-report-source.ts) all read them
 * through `factsOfReport`.
 */
import type { KeptVehicleFacts } from './inspections';

/** The vehicle's condition facts as a report kept them. */
export type VehicleFacts = Omit<KeptVehicleFacts, 'kept_at'>;

/** The facts every holder of them has (the server's PDF reads no more of the vehicle). */
interface PrintedFacts {
  keys_count: number | null;
  drivable: number | null;
  body_type: string | null;
}

/** The facts a report shows: those it `kept` (its `vehicle_facts`), or the vehicle's (`live`, the same object) when it kept none. */
export function factsOfReport<T extends PrintedFacts>(kept: KeptVehicleFacts | null | undefined, live: T): T | VehicleFacts {
  if (!kept) return live;
  return { keys_count: kept.keys_count, drivable: kept.drivable, body_type: kept.body_type, body_style: kept.body_style, tires: kept.tires };
}
