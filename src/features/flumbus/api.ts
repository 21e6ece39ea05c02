/**
 * The Flumbus calls (docs/API.md, "Flumbus"): a page of a site's logs, one log with its
 * destination request and response, the reset of a log to new, the push screen's vehicle search
 * and the manual push of one vehicle.
 */
import { http } from '../../api/http';
import { toListQuery } from '../../components/data-list/list-state';
import { FlumbusLog, FlumbusLogDetail, PushVehicle, type FlumbusReset } from '../../contract/flumbus';
import { Paged } from '../../contract/paged';
import { flumbusList, type FlumbusListSearch } from './flumbus-list';
import { pushList, type PushListSearch } from './push-list';

const LogPage = Paged(FlumbusLog);
const VehiclePage = Paged(PushVehicle);

export async function fetchFlumbusLogs(search: FlumbusListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/admin/flumbus', {
    query: { ...toListQuery(flumbusList, search), with: ['site'], paginate2: true },
    schema: LogPage,
    signal,
  });
  return data;
}

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

/** The chosen site's vehicles (an admin names the site, by code). */
export async function fetchPushVehicles(siteCode: string, search: PushListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/util/vehicles', {
    query: { ...toListQuery(pushList, search), with: ['seller'], params: { site: siteCode } },
    schema: VehiclePage,
    signal,
  });
  return data;
}

/** Queues one vehicle for Cubed: the company is the site's, the asset the vehicle. Answers the new log row. */
export async function pushVehicle(companyId: number, vehicleId: number) {
  const { data } = await http(`/v3/cubed/companies/${companyId}/asset/${vehicleId}/sync`, { method: 'PUT', schema: FlumbusLog });
  return data;
}
