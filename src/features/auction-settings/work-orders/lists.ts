/**
 * The three lists of the work-order settings (spec 02): 10 rows a page, pagination shown
 * only above 10 rows. Three lists share one page, so each card holds its own state
 * (useLocalListSearch) instead of the URL, whose page/sort keys they would fight over.
 */
import { defineList, type ListSearchOf } from '../../../components/data-list/list-definition';

/** Shops in the spec's fixed order (active first, then by name): no sorting to choose. */
export const shopList = defineList({
  id: 'work-order-shops',
  noun: 'shops',
  defaultPageSize: 10,
  paginateAbove: 10,
  filters: {},
  emptyText: 'No shops yet.',
});
export type ShopListSearch = ListSearchOf<typeof shopList>;

export const mappingList = defineList({
  id: 'work-order-action-codes',
  noun: 'action codes',
  defaultPageSize: 10,
  paginateAbove: 10,
  sorting: { keys: ['action_code', 'action_desc'], default: { key: 'action_code', dir: 'asc' } },
  filters: {},
});
export type MappingListSearch = ListSearchOf<typeof mappingList>;

export const exclusionList = defineList({
  id: 'work-order-transaction-codes',
  noun: 'transaction codes',
  defaultPageSize: 10,
  paginateAbove: 10,
  sorting: { keys: ['transaction_code', 'description'], default: { key: 'transaction_code', dir: 'asc' } },
  filters: {},
});
export type ExclusionListSearch = ListSearchOf<typeof exclusionList>;
