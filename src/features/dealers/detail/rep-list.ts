/**
 * The Reps tab's list: the dealer's reps by name (sortable by name, last name and AA#),
 * paginated only above 10 rows (a dealer has a handful). Its state is held by the tab
 * (useLocalListSearch): the page's URL already carries the tab.
 */
import { defineList, type ListSearchOf } from '@/components/data-list/list-definition';
import { DealerRep } from '@/contract/dealer-detail';

/** Whose reps the list reads: a dealer of a site (the user's current one). */
export interface RepScope {
  site: string | null;
  dealerId: number;
}

export const repList = defineList({
  id: 'dealer-reps',
  noun: 'reps',
  // dealer_reps of the one dealer, at the site the dealer was read from (in memory only).
  read: {
    path: '/v3/util/dealer_reps',
    row: DealerRep,
    query: ({ site, dealerId }: RepScope) => ({ filters: [{ field: 'dealer_id', operator: 'eq', value: dealerId }], params: { site } }),
  },
  defaultPageSize: 10,
  paginateAbove: 10,
  sorting: { keys: ['display_name', 'name_last', 'auction_access', 'id'], default: { key: 'display_name', dir: 'asc' } },
  filters: {},
  emptyText: 'This dealer has no reps.',
});

export type RepListSearch = ListSearchOf<typeof repList>;
