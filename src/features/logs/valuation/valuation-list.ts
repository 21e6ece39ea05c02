/**
 * The Valuation History list: each valuation fetched for a vehicle, newest first
 * (id descending), 10 a page; filters Site (by code), Vehicle ID, VIN exact and VIN fuzzy
 * (a part of the VIN, any case). React-free: the route reads it for validateSearch and its loader.
 */
import { defineList, textFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { ValuationLogRow } from '@/contract/logs';
import { createdRange, LOG_PAGE_SIZE, logRead, newestFirst, onlineOnly, siteFilter } from '@/features/logs/shared/log-list';

export const valuationList = defineList({
  id: 'valuation-logs',
  noun: 'valuations',
  read: logRead('/v3/util/api_valuation_logs', ValuationLogRow),
  defaultPageSize: LOG_PAGE_SIZE,
  sorting: { keys: ['id', 'site_id', 'vehicle_id', 'vin', 'mileage', 'source'], default: newestFirst },
  filters: {
    site: siteFilter(),
    ...createdRange(),
    vehicle: textFilter({ label: 'Vehicle ID', field: 'vehicle_id', numeric: true }),
    vin: textFilter({ label: 'VIN exact', field: 'vin', upperCase: true }),
    vinLike: textFilter({ label: 'VIN fuzzy', field: 'vin', operator: 'like', upperCase: true }),
  },
  offlineText: onlineOnly('Valuations'),
});

export type ValuationListSearch = ListSearchOf<typeof valuationList>;
