/**
 * The Reps tab's list: the dealer's reps by name (sortable by name, last name and AA#),
 * paginated only above 10 rows (a dealer has a handful). Its state is held by the tab
 * (useLocalListSearch): the page's URL already carries the tab.
 */
import { defineList, type ListSearchOf } from '../../../components/data-list/list-definition';

export const repList = defineList({
  id: 'dealer-reps',
  noun: 'reps',
  defaultPageSize: 10,
  paginateAbove: 10,
  sorting: { keys: ['display_name', 'name_last', 'auction_access', 'id'], default: { key: 'display_name', dir: 'asc' } },
  filters: {},
  emptyText: 'This dealer has no reps.',
});

export type RepListSearch = ListSearchOf<typeof repList>;
