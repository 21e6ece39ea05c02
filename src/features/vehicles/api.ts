/** Vehicle reads: the vehicle with its details, and its images. */
import { http } from '@/api/http';
import { Paged } from '@/contract/paged';
import { VehicleFull, VehicleImage } from '@/contract/vehicles';

export async function fetchVehicle(vehicleId: number, signal?: AbortSignal): Promise<VehicleFull> {
  const query = new URLSearchParams({ withAdd: '1' });
  query.append('withCount[]', 'inspections');
  const { data } = await http(`/v3/util/vehicles_full/${vehicleId}`, { query, schema: VehicleFull, signal });
  return data;
}

const ImagePage = Paged(VehicleImage);

/** All images of a vehicle (page 1, 1000 per page), main image first, then newest. */
export async function fetchVehicleImages(vehicleId: number, signal?: AbortSignal): Promise<VehicleImage[]> {
  const { data } = await http('/v3/util/vehicle_images', {
    query: {
      page: 1,
      per_page: 1000,
      filters: [{ field: 'vehicle_id', operator: 'eq', value: String(vehicleId) }],
      order_by: [
        { field: 'main_image', direction: 'desc' },
        { field: 'created_at', direction: 'desc' },
      ],
    },
    schema: ImagePage,
    signal,
  });
  return data.data;
}
