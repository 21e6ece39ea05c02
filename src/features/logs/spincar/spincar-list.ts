/**
 * The Spincar Logs list: each Spincar spin event received, newest first, 10 a
 * page; filters on the site, the Spincar site, the vehicle id, the Spincar asset (its id or
 * identifier) and errors only. React-free: the route reads it for validateSearch and its loader.
 */
import { checkboxFilter, textFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { SpincarLogRow } from '@/contract/logs';
import { defineLogList } from '@/features/logs/shared/log-list';

export const spincarList = defineLogList({
  id: 'spincar-logs',
  noun: 'Spincar logs',
  path: '/v3/admin/spincarlogs',
  row: SpincarLogRow,
  relations: ['site', 'vehicle'],
  sortKeys: ['id', 'spincar_auction_code', 'vehicle_id', 'asset_id', 'error'],
  filters: {
    spincarSite: textFilter({ label: 'Spincar Site', field: 'spincar_auction_code', operator: 'like' }),
    vehicle: textFilter({ label: 'Vehicle Id', field: 'vehicle_id', numeric: true }),
    asset: textFilter({
      label: 'Spincar Asset',
      // Staff have either at hand: Spincar's asset id or the identifier (VIN) it was sent under.
      anyOf: { asset_id: 'eq', spincar_asset_identifier: 'eq' },
    }),
    errors: checkboxFilter({ label: 'Errors only', query: [{ field: 'error', operator: 'notnull', value: true }] }),
  },
});

export type SpincarListSearch = ListSearchOf<typeof spincarList>;
