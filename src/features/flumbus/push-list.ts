/**
 * The Flumbus Push search: a site first ("Select a site to
 * retrieve data"), then that site's vehicles, newest first, 10 a page, found by a part of the
 * VIN or stock number or by the vehicle id. React-free: the route reads it for validateSearch.
 */
import { ApiError } from '@/api/api-error';
import { siteChoicesOptions } from '@/api/site-choices';
import { defineList, textFilter, type FilterConditions, type ListSearchOf } from '@/components/data-list/list-definition';
import type { ListReadQuery } from '@/components/data-list/list-read';
import { PushVehicle } from '@/contract/flumbus';
import type { Filter } from '@/contract/list-query';
import { NO_DATA, SELECT_SITE, siteFilter } from './flumbus-list';

/** One box for what an admin has at hand: a VIN or a part of it, a stock number, a vehicle id. */
export function vehicleSearchQuery(text: string): FilterConditions {
  const group: Filter[] = [
    { field: 'vin', operator: 'like', value: text },
    { field: 'stock_number', operator: 'like', value: text },
  ];
  // vehicle_id is numeric: the server refuses letters in it, so it joins only for digits.
  if (/^\d{1,12}$/.test(text)) group.push({ field: 'vehicle_id', operator: 'eq', value: text });
  return [group];
}

export const pushList = defineList({
  id: 'flumbus-push-vehicles',
  noun: 'vehicles',
  /**
   * The vehicles of the site in the URL (by id): the vehicles call names the site by its code,
   * read from the site list (cached, and loaded by the route alongside).
   */
  read: {
    path: '/v3/util/vehicles',
    row: PushVehicle,
    query: async (_scope, { search, client }): Promise<ListReadQuery> => {
      const sites = await client.ensureQueryData(siteChoicesOptions());
      const site = sites.find((candidate) => String(candidate.id) === search.site);
      if (!site) throw new ApiError(`There is no site with id ${search.site ?? ''}: choose one of the list`, { status: 404 });
      return { with: ['seller'], params: { site: site.code } };
    },
  },
  defaultPageSize: 10,
  sorting: { keys: ['vehicle_id', 'vin', 'stock_number', 'autoyear', 'automake', 'automodel'], default: { key: 'vehicle_id', dir: 'desc' } },
  filters: {
    // Sent as the list's `site` parameter (by code), not as a filter: see `read`.
    site: siteFilter(),
    q: textFilter({ label: 'VIN, stock number or vehicle ID', upperCase: true, toQuery: vehicleSearchQuery }),
  },
  requires: { filters: ['site'], message: SELECT_SITE },
  emptyText: NO_DATA,
});

export type PushListSearch = ListSearchOf<typeof pushList>;
