/**
 * What every log list shares, declared once by defineLogList: page sizes 5, 10 and 25 with 10
 * by default, newest first, the site filter by code and the created date range before the
 * log's own filters, read in the page envelope, and the text of an online-only screen with no
 * connection. React-free: route loaders import the declarations built from it.
 */
import type * as v from 'valibot';
import { dateRangeFilters, defineList, loadedChoiceFilter, type FilterDefs } from '@/components/data-list/list-definition';

const LOG_PAGE_SIZE = 10;

/** The Site filter: a site code from the sites list (`site.code|eq|DAL`). */
const siteFilter = (label: string) => loadedChoiceFilter({ label, field: 'site.code' });

/** Created from / to (`from`, `to` in the URL): the days a log was written, on the device's clock (ADR 0031). */
const createdRange = () => dateRangeFilters({ label: 'Created', field: 'created_at' });

export interface LogListConfig<TFilters extends FilterDefs, TSort extends string, TRow> {
  /** The list's name on this device (ListConfig.id). */
  id: string;
  /** Plural noun of the rows; capitalised, it names them in the online-only text ("Badge logs need a connection…"). */
  noun: string;
  /** The endpoint, in the page envelope (`paginate2`). */
  path: string;
  row: v.GenericSchema<unknown, TRow>;
  /** The relations each row comes with: its site unless told (the admin screens keep nothing on the device). */
  relations?: readonly string[];
  /** The fields the columns sort by; `id` among them, the default (newest first). */
  sortKeys: readonly ('id' | TSort)[];
  /** The site filter's label: Site unless told. */
  siteLabel?: string;
  /** The log's own filters, after Site and Created from / to. */
  filters: TFilters;
  paginateAbove?: number;
}

/** Declares a log list (see defineList) from what is its own. */
export function defineLogList<const TFilters extends FilterDefs, const TSort extends string, TRow>(config: LogListConfig<TFilters, TSort, TRow>) {
  const { id, noun, path, row, relations = ['site'], sortKeys, siteLabel = 'Site', filters, paginateAbove } = config;
  return defineList({
    id,
    noun,
    read: { path, row, query: () => ({ with: [...relations], paginate2: true }) },
    defaultPageSize: LOG_PAGE_SIZE,
    paginateAbove,
    sorting: { keys: sortKeys, default: { key: 'id', dir: 'desc' } },
    filters: { site: siteFilter(siteLabel), ...createdRange(), ...filters },
    offlineText: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} need a connection to the server. They load when the connection returns.`,
  });
}
