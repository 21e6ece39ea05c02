/**
 * The Flumbus calls (docs/API.md, "Flumbus"): one log with its destination request and
 * response, the reset of a log to new and the manual push of one vehicle. The two lists (the
 * logs, the push screen's vehicles) are read by their declarations.
 */
import { http } from '@/api/http';
import { FlumbusLog, FlumbusLogDetail, type FlumbusReset } from '@/contract/flumbus';

export async function fetchFlumbusLog(id: number, signal?: AbortSignal) {
  const { data } = await http(`/v3/admin/flumbus/${id}`, { query: { with: ['site'] }, schema: FlumbusLogDetail, signal });
  return data;
}

/** Retry: a complete or failed log back to new (the server refuses the others with its reason). */
export async function resetFlumbusLog(id: number) {
  const body: FlumbusReset = { status: 'new' };
  const { data } = await http(`/v3/admin/flumbus/${id}`, { method: 'PUT', body, schema: FlumbusLogDetail });
  return data;
}

/** Queues one vehicle for Cubed: the company is the site's, the asset the vehicle. Answers the new log row. */
export async function pushVehicle(companyId: number, vehicleId: number) {
  const { data } = await http(`/v3/cubed/companies/${companyId}/asset/${vehicleId}/sync`, { method: 'PUT', schema: FlumbusLog });
  return data;
}
