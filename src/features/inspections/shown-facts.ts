/**
 * The vehicle's facts (keys, drivable, body type and style, tyres) as the report shown shows
 * them (ADR 0089): an original approved report's, as it kept them at its approval; the current
 * report's, the vehicle's own with this device's changes on their way (overlay.ts). For the
 * screen's header, its vehicle fields and tyres panel, the grade (grade-view.ts) and the
 * printable report made on the device (print-data.ts). Pure.
 */
import { factsOfReport } from '@/contract/report-facts';
import type { ShownInspection, ShownReport, VehicleFields } from './overlay';

export function shownFacts(shown: ShownInspection, report: ShownReport | null): VehicleFields {
  return factsOfReport(report?.keptFacts, shown.vehicle.fields);
}
