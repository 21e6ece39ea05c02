/**
 * The three lists of the work-order settings: 10 rows a page, pagination shown
 * only above 10 rows. Three lists share one page, so each card holds its own state
 * (useLocalListSearch) instead of the URL, whose page/sort keys they would fight over.
 * Each reads for the user's current site (`site=`), in memory only, never in the offline cache:
 * a write reads again only its own card (`listKey(list, site)`).
 */
import { defineList, type ListSearchOf } from '@/components/data-list/list-definition';
import { ActionCodeRow, Shop, TransactionCodeExclusionRow } from '@/contract/work-orders';

/** Shops in a fixed order (active first, then by name): no sorting to choose. */
export const shopList = defineList({
  id: 'work-order-shops',
  noun: 'shops',
  // The deleted shops too; not the "None" pseudo-shop (a picker's choice, not a shop).
  read: {
    path: '/v3/util/wo_shops',
    row: Shop,
    query: (site: string | null) => ({
      order_by: [
        { field: 'deleted_at', direction: 'asc' },
        { field: 'name', direction: 'asc' },
      ],
      params: { site, with_trashed: 1 },
    }),
  },
  defaultPageSize: 10,
  paginateAbove: 10,
  filters: {},
  emptyText: 'No shops yet.',
});
export type ShopListSearch = ListSearchOf<typeof shopList>;

export const mappingList = defineList({
  id: 'work-order-action-codes',
  noun: 'action codes',
  // The action codes with their mapping.
  read: { path: '/v3/util/action_codes', row: ActionCodeRow, query: (site: string | null) => ({ with: ['wo_mapping'], params: { site } }) },
  defaultPageSize: 10,
  paginateAbove: 10,
  sorting: { keys: ['action_code', 'action_desc'], default: { key: 'action_code', dir: 'asc' } },
  filters: {},
});
export type MappingListSearch = ListSearchOf<typeof mappingList>;

export const exclusionList = defineList({
  id: 'work-order-transaction-codes',
  noun: 'transaction codes',
  // The transaction codes with their exclusion.
  read: { path: '/v3/util/transaction_codes_exclusions', row: TransactionCodeExclusionRow, query: (site: string | null) => ({ params: { site } }) },
  defaultPageSize: 10,
  paginateAbove: 10,
  sorting: { keys: ['transaction_code', 'description'], default: { key: 'transaction_code', dir: 'asc' } },
  filters: {},
});
export type ExclusionListSearch = ListSearchOf<typeof exclusionList>;
