/** The vehicles list read: one page of the current site's vehicles with the spec's four relations. */
import { http } from '../../../api/http';
import { toListQuery } from '../../../components/data-list/list-state';
import { Paged } from '../../../contract/paged';
import { VehicleListRow } from '../../../contract/vehicles';
import { vehicleList, type VehicleListSearch } from './vehicle-list';

const VehiclePage = Paged(VehicleListRow);

export async function fetchVehicleList(siteCode: string | null, search: VehicleListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/util/vehicles', {
    query: {
      ...toListQuery(vehicleList, search),
      with: ['vehicle_positions', 'seller', 'inspections', 'vehicle_image_main'],
      params: { site: siteCode },
    },
    schema: VehiclePage,
    signal,
  });
  return data;
}
