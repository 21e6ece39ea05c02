/** Inspection reads: a vehicle's inspection state (GET /v3/vehicles3/{id}/full) and the damage catalogue. */
import { http } from '../../api/http';
import { Drilldown, InspectionVehicle } from '../../contract/inspections';

export async function fetchInspectionState(vehicleId: number, signal?: AbortSignal): Promise<InspectionVehicle> {
  const { data } = await http(`/v3/vehicles3/${vehicleId}/full`, { schema: InspectionVehicle, signal });
  return data;
}

/** The catalogue with what fits what (autograde sites narrow the choices by it). */
export async function fetchCatalogue(autograde: boolean, signal?: AbortSignal): Promise<Drilldown> {
  const { data } = await http('/v3/data/art/drilldown2', { query: new URLSearchParams({ autograde: String(autograde) }), schema: Drilldown, signal });
  return data;
}
