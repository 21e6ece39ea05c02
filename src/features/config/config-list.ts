/**
 * API Config (/config2) as a list (ADR 0010): the name/description filter (one OR group,
 * applied on Enter, shown as a removable chip) and the site buttons (All Configs, or one
 * site's own rows). It reads the whole configuration at once (per_page 2000, ordered
 * by type, type_id, name), so there is one page and no pagination. React-free: the route
 * reads it for validateSearch and its loader.
 */
import { defineList, loadedChoiceFilter, textFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import type { ListReadQuery } from '@/components/data-list/list-read';
import { ConfigRow } from '@/contract/admin-config';

/** The page size of the config list: every row at once. */
export const CONFIG_PAGE_SIZE = 2000;

/** The config list's call: with[]=site, with[]=global_config, ordered by type, type_id, name. */
export const configRead = {
  with: ['site', 'global_config'],
  order_by: [
    { field: 'type', direction: 'asc' },
    { field: 'type_id', direction: 'asc' },
    { field: 'name', direction: 'asc' },
  ],
} satisfies ListReadQuery;

export const configList = defineList({
  id: 'api-config',
  noun: 'configs',
  // Admin data: online only, kept in memory.
  read: { path: '/v3/admin/config', row: ConfigRow, query: () => configRead },
  pageSizes: [CONFIG_PAGE_SIZE],
  defaultPageSize: CONFIG_PAGE_SIZE,
  paginateAbove: CONFIG_PAGE_SIZE,
  filters: {
    q: textFilter({ label: 'Name or description', anyOf: { name: 'like', description: 'like' } }),
    // A site code: the site's own rows.
    site: loadedChoiceFilter({ label: 'Site', field: 'site.code' }),
  },
});

export type ConfigListSearch = ListSearchOf<typeof configList>;
