/**
 * The vehicles list: sortable by id, year, make and model
 * (vehicle_id descending by default), 10 rows a page, and the five filters, with the search box above them. React-free:
 * the route reads it for validateSearch and its loader.
 */
import * as v from 'valibot';
import { choiceFilter, defineList, searchFilter, textFilter, type ListSearchInput, type ListSearchOf } from '@/components/data-list/list-definition';
import { VehicleListRow } from '@/contract/vehicles';

export const vehicleList = defineList({
  id: 'vehicles',
  noun: 'vehicles',
  // The current site's vehicles with four relations (positions, seller, inspections, main image). The id is a persisted key root
  // (lib/query-persistence.ts, ADR 0008): the pages an inspector has opened are there offline.
  read: {
    path: '/v3/util/vehicles',
    row: VehicleListRow,
    query: (site: string | null) => ({ with: ['vehicle_positions', 'seller', 'inspections', 'vehicle_image_main'], params: { site } }),
  },
  defaultPageSize: 10,
  sorting: { keys: ['vehicle_id', 'autoyear', 'automake', 'automodel'], default: { key: 'vehicle_id', dir: 'desc' } },
  filters: {
    // One box for what staff have at hand: the whole VIN, the stock number or the VIN's last 6,
    // each an exact match the site's indexes answer (vin, site+stock_number, site+last6).
    q: searchFilter({
      label: 'Search',
      placeholder: 'VIN, last 6 or stock number',
      upperCase: true,
      anyOf: { vin: 'eq', stock_number: 'eq', last6: 'eq' },
    }),
    active: choiceFilter({
      label: 'Active Vehicle',
      field: 'is_active',
      options: [
        { value: 'Y', label: 'Y Active' },
        { value: 'N', label: 'N Inactive' },
      ],
    }),
    inspection: choiceFilter({
      label: 'Has Inspection',
      options: [
        { value: 'yes', label: 'Has Inspection', query: [{ field: 'inspections', operator: 'has', value: true }] },
        { value: 'no', label: 'No Inspection', query: [{ field: 'inspections', operator: 'notHas', value: true }] },
      ],
    }),
    last6: textFilter({ label: 'Last 6', field: 'last6', upperCase: true }),
    seller_num: textFilter({ label: 'Seller#', field: 'seller.dealer_num' }),
    seller_name: textFilter({ label: 'Seller Name', field: 'seller.dealer_name', operator: 'like' }),
  },
});

export type VehicleListSearch = ListSearchOf<typeof vehicleList>;

/**
 * The vehicles route's search: the list's state, and `scan=true`, the top bar's Scan VIN (ADR
 * 0093), which opens the scanner over this list so that the VIN read goes to its box. Not part of
 * the list's state (its pages' query keys, its saved views): the route takes it apart. The key is
 * always there, so that the router drops an invalid raw value.
 */
export type VehiclesRouteSearch = VehicleListSearch & { scan?: true };

export const vehiclesRouteSearch = v.pipe(
  v.custom<ListSearchInput<typeof vehicleList.filters> & { scan?: boolean }>((raw) => typeof raw === 'object' && raw !== null && !Array.isArray(raw)),
  v.transform((raw): VehiclesRouteSearch => ({ ...v.parse(vehicleList.search, raw), scan: raw.scan === true ? true : undefined })),
);
