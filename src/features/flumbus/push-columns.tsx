/** The columns of the Flumbus Push search: the Push button, then the vehicle. */
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/data-list/columns';
import type { PushVehicle } from '@/contract/flumbus';
import type { PushListSearch } from './push-list';
import './flumbus.css';

type PushSort = NonNullable<PushListSearch['sort']>;

export interface PushColumnActions {
  onPush: (vehicle: PushVehicle) => void;
  /** The vehicle being pushed now (its button says so). */
  pushing: number | null;
  /** No pushes offline, without a Cubed company, or while one runs. */
  disabled: boolean;
}

function vehicleName(vehicle: PushVehicle): string {
  return [vehicle.autoyear, vehicle.automake, vehicle.automodel].filter((part) => part != null && part !== '').join(' ');
}

export function pushColumns({ onPush, pushing, disabled }: PushColumnActions): Column<PushVehicle, PushSort>[] {
  return [
    // First, so it is on screen on a portrait tablet, where the table scrolls sideways.
    {
      id: 'push',
      header: 'Push',
      csv: false,
      cell: (vehicle) => (
        <Button
          size="xs"
          colorPalette="brand"
          aria-label={`Push vehicle ${vehicle.vehicle_id}`}
          loading={pushing === vehicle.vehicle_id}
          loadingText="Pushing…"
          disabled={disabled}
          onClick={() => onPush(vehicle)}
        >
          Push
        </Button>
      ),
    },
    { id: 'id', header: 'Vehicle ID', sort: 'vehicle_id', cell: (vehicle) => vehicle.vehicle_id },
    { id: 'vin', header: 'VIN', sort: 'vin', nowrap: true, cell: (vehicle) => vehicle.vin ?? '' },
    { id: 'stock', header: 'Stock #', sort: 'stock_number', nowrap: true, cell: (vehicle) => vehicle.stock_number ?? '' },
    { id: 'vehicle', header: 'Year Make Model', minWidth: '10rem', cell: vehicleName },
    {
      id: 'seller',
      header: 'Seller',
      minWidth: '10rem',
      csv: [
        { header: 'Seller', value: (vehicle) => vehicle.seller?.dealer_name },
        { header: 'Seller#', value: (vehicle) => vehicle.seller?.dealer_num },
      ],
      cell: (vehicle) =>
        vehicle.seller ? (
          <>
            {vehicle.seller.dealer_name ?? ''}
            <span className="flumbus-sub">{vehicle.seller.dealer_num ?? ''}</span>
          </>
        ) : (
          ''
        ),
    },
    { id: 'active', header: 'Active', cell: (vehicle) => vehicle.is_active ?? '' },
  ];
}
