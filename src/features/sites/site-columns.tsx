/** The columns of the sites list; the code and name open the site. */
import { RowLink } from '@/components/data-list/row-link';
import type { Column } from '@/components/data-list/columns';
import type { SiteRecord } from '@/contract/admin-sites';
import type { SiteListSearch } from './site-list';

type SiteSort = NonNullable<SiteListSearch['sort']>;

export const siteColumns: Column<SiteRecord, SiteSort>[] = [
  {
    id: 'code',
    header: 'Code',
    sort: 'code',
    nowrap: true,
    csv: (site) => site.code,
    cell: (site) => <RowLink link={{ to: '/siteconfig/$id', params: { id: String(site.id) } }}>{site.code}</RowLink>,
  },
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    minWidth: '10rem',
    csv: (site) => site.name,
    cell: (site) => <RowLink link={{ to: '/siteconfig/$id', params: { id: String(site.id) } }}>{site.name}</RowLink>,
  },
  { id: 'desc', header: 'Description', minWidth: '12rem', cell: (site) => site.desc ?? '' },
  { id: 'account', header: 'Account', sort: 'account_name', minWidth: '10rem', cell: (site) => site.account_name ?? '' },
  { id: 'timezone', header: 'Time zone', sort: 'timezone', nowrap: true, cell: (site) => site.timezone ?? '' },
  { id: 'company', header: 'Cubed company', sort: 'cubed_company_id', align: 'end', cell: (site) => site.cubed_company_id ?? '' },
  { id: 'wan', header: 'WAN', nowrap: true, cell: (site) => (site.is_wan_up === 1 ? 'Up' : site.is_wan_up === 0 ? 'Down' : '') },
];
