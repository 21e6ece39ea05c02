/**
 * The Flumbus log list: nothing loads until a site is chosen ("Select
 * a site to retrieve data"), then the site's messages newest first, 5 a page (5, 10 or 25), with
 * the has-error, suppressed, source-content and numeric vehicle-id filters. React-free: the route
 * reads it for validateSearch and its loader.
 */
import {
  checkboxFilter,
  choiceFilter,
  dateRangeFilters,
  defineList,
  loadedChoiceFilter,
  textFilter,
  type ChoiceFilterDef,
  type ListSearchOf,
} from '@/components/data-list/list-definition';
import { FlumbusLog } from '@/contract/flumbus';

/** The message of a list (or a search) that waits for its site. */
export const SELECT_SITE = 'Select a site to retrieve data';

/** The empty text of the Flumbus lists (the rule: "with no rows it shows no data"). */
export const NO_DATA = 'No Data';

/**
 * A site chosen among the loaded sites, held in the URL by its id (`?site=1`), which is what
 * the log call filters on (`field` eq id). Anything but a positive whole number is "no site".
 * Without a field it sends no condition (the caller passes the site another way).
 */
export function siteFilter(field?: string): ChoiceFilterDef {
  const loaded = loadedChoiceFilter({ label: 'Site', field: field ?? 'site_id' });
  return {
    ...loaded,
    toQuery: field === undefined ? () => [] : loaded.toQuery,
    parse: (raw) => {
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      return /^[1-9]\d{0,9}$/.test(text) ? text : undefined;
    },
  };
}

export const flumbusList = defineList({
  id: 'flumbus-logs',
  noun: 'Flumbus logs',
  // Admin data: online only, kept in memory (never in the offline cache).
  read: { path: '/v3/admin/flumbus', row: FlumbusLog, query: () => ({ with: ['site'], paginate2: true }) },
  defaultPageSize: 5,
  sorting: {
    keys: ['id', 'created_at', 'updated_at', 'status', 'source', 'vehicle_id', 'destination_response_code'],
    default: { key: 'id', dir: 'desc' },
  },
  filters: {
    site: siteFilter('site_id'),
    // Created from / to, on the device's clock like the times the list shows (ADR 0031).
    ...dateRangeFilters({ label: 'Created', field: 'created_at' }),
    error: checkboxFilter({ label: 'Has error', query: [{ field: 'has_error', operator: 'eq', value: 1 }] }),
    suppressed: choiceFilter({
      label: 'Suppressed',
      options: [
        // Suppressed messages left out.
        { value: 'hide', label: 'Hide suppressed', query: [{ field: 'destination_request_endpoint', operator: 'sneq', value: 'suppressed' }] },
        { value: 'only', label: 'Only suppressed', query: [{ field: 'destination_request_endpoint', operator: 'eq', value: 'suppressed' }] },
      ],
    }),
    content: textFilter({ label: 'Source content', field: 'source_content', operator: 'like' }),
    vehicle: textFilter({ label: 'Vehicle ID', field: 'vehicle_id', numeric: true }),
  },
  requires: { filters: ['site'], message: SELECT_SITE },
  emptyText: NO_DATA,
});

export type FlumbusListSearch = ListSearchOf<typeof flumbusList>;
