/**
 * The dealers list: sortable by ID, Number, Name and AA#
 * (dealer_id descending by default), found by name, number or AA# from the search box, filterable by city, 10 rows a page. React-free: the
 * route reads it for validateSearch and its loader.
 */
import { defineList, searchFilter, textFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { DealerListRow } from '@/contract/dealer-list';

export const dealerList = defineList({
  id: 'dealers',
  noun: 'dealers',
  // The current site's dealers with their rep counts (a desk screen: kept in memory only).
  read: { path: '/v3/util/dealers', row: DealerListRow, query: (site: string | null) => ({ withCount: ['reps'], params: { site } }) },
  defaultPageSize: 10,
  sorting: { keys: ['dealer_id', 'dealer_num', 'dealer_name', 'auction_access'], default: { key: 'dealer_id', dir: 'desc' } },
  filters: {
    // The dealer's number or AA# exactly, or a part of the name in any case.
    q: searchFilter({
      label: 'Search',
      placeholder: 'Name, number or AA#',
      anyOf: { dealer_num: 'eq', auction_access: 'eq', dealer_name: 'like' },
    }),
    // A part of the name, any case: "dallas" finds Dallas (like rather than eq, chosen in ADR 0010).
    city: textFilter({ label: 'City', field: 'addr1_city', operator: 'like' }),
  },
});

export type DealerListSearch = ListSearchOf<typeof dealerList>;
