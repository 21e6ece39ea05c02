/**
 * The Valuation History list: each valuation fetched for a vehicle, newest first
 * (id descending), 10 a page; filters Site (by code), Vehicle ID, VIN exact and VIN fuzzy
 * (a part of the VIN, any case). React-free: the route reads it for validateSearch and its loader.
 */
import { textFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { ValuationLogRow } from '@/contract/logs';
import { defineLogList } from '@/features/logs/shared/log-list';

export const valuationList = defineLogList({
  id: 'valuation-logs',
  noun: 'valuations',
  path: '/v3/util/api_valuation_logs',
  row: ValuationLogRow,
  sortKeys: ['id', 'site.name', 'vehicle_id', 'vin', 'mileage', 'source'],
  filters: {
    vehicle: textFilter({ label: 'Vehicle ID', field: 'vehicle_id', numeric: true }),
    vin: textFilter({ label: 'VIN exact', field: 'vin', upperCase: true }),
    vinLike: textFilter({ label: 'VIN fuzzy', field: 'vin', operator: 'like', upperCase: true }),
  },
});

export type ValuationListSearch = ListSearchOf<typeof valuationList>;
