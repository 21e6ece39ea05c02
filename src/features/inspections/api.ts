/** Inspection reads: a vehicle's inspection state (GET /v3/vehicles3/{id}/full), the damage catalogue, and a report's printable data. */
import * as v from 'valibot';
import { http } from '@/api/http';
import { VehicleInspectionPdf } from '@/contract/condition-report';
import { Drilldown, Inspection, InspectionVehicle } from '@/contract/inspections';

export async function fetchInspectionState(vehicleId: number, signal?: AbortSignal): Promise<InspectionVehicle> {
  const { data } = await http(`/v3/vehicles3/${vehicleId}/full`, { schema: InspectionVehicle, signal });
  return data;
}

/** The catalogue with what fits what (autograde sites narrow the choices by it). */
export async function fetchCatalogue(autograde: boolean, signal?: AbortSignal): Promise<Drilldown> {
  const { data } = await http('/v3/data/art/drilldown2', { query: new URLSearchParams({ autograde: String(autograde) }), schema: Drilldown, signal });
  return data;
}

export const InspectionPrintReply = v.object({ ...Inspection.entries, vehicle_inspection_pdf: VehicleInspectionPdf });
export type InspectionPrintReply = v.InferOutput<typeof InspectionPrintReply>;

/** GET .../inspections/{id} with its damages and the printable report's data. */
export async function fetchInspectionPrint(vehicleId: number, reportId: number, exclude: boolean, signal?: AbortSignal): Promise<InspectionPrintReply> {
  const query = new URLSearchParams([
    ['with[]', 'inspection_items'],
    ['with[]', 'vehicle_inspection_pdf'],
  ]);
  if (exclude) query.set('exclude', '1');
  const { data } = await http(`/v3/vehicles3/${vehicleId}/inspections/${reportId}`, { query, schema: InspectionPrintReply, signal });
  return data;
}
