/**
 * What every log list shares: page sizes 5, 10 and 25 with 10 by
 * default, newest first, the site filter by code, the created date range, and the text of an online-only screen
 * with no connection. React-free: route loaders import the declarations built from it.
 */
import type * as v from 'valibot';
import { dateRangeFilters, loadedChoiceFilter } from '@/components/data-list/list-definition';
import type { SortState } from '@/components/data-list/list-definition';

export const LOG_PAGE_SIZE = 10;

export const newestFirst: SortState<'id'> = { key: 'id', dir: 'desc' };

/** The Site filter: a site code from the sites list (`site.code|eq|DAL`). */
export const siteFilter = (label = 'Site') => loadedChoiceFilter({ label, field: 'site.code' });

/** Created from / to (`from`, `to` in the URL): the days a log was written, on the device's clock (ADR 0031). */
export const createdRange = () => dateRangeFilters({ label: 'Created', field: 'created_at' });

/**
 * A log list's read: its endpoint, in the page envelope (`paginate2`), each row with its site
 * (and the other relations named). The admin screens keep nothing on the device.
 */
export function logRead<TRow>(path: string, row: v.GenericSchema<unknown, TRow>, relations: readonly string[] = ['site']) {
  return { path, row, query: () => ({ with: [...relations], paginate2: true }) };
}

/** What a log list says with no connection: these screens read the server and keep nothing. */
export const onlineOnly = (title: string) => `${title} need a connection to the server. They load when the connection returns.`;
