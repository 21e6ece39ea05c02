/**
 * Site management (/siteconfig): the sites by code, with a text filter over code,
 * name and description (one OR group, applied on Enter), sortable by code, name, account,
 * time zone and Cubed company. React-free: the route reads it for validateSearch and its loader.
 */
import { defineList, textFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { SiteRecord } from '@/contract/admin-sites';

export const siteList = defineList({
  id: 'sites',
  noun: 'sites',
  read: { path: '/v3/admin/sites', row: SiteRecord },
  defaultPageSize: 10,
  paginateAbove: 10,
  sorting: { keys: ['code', 'name', 'account_name', 'timezone', 'cubed_company_id'], default: { key: 'code', dir: 'asc' } },
  filters: {
    q: textFilter({ label: 'Code, name or description', anyOf: { code: 'like', name: 'like', desc: 'like' } }),
  },
});

export type SiteListSearch = ListSearchOf<typeof siteList>;
