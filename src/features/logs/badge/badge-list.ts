/**
 * The Badge Logs list: each bidder badge request, newest first, 10 a page, with
 * pagination only when there are more than 10; filters on the customer (site), the rep
 * and dealer (Cubed id, AuctionACCESS number), the badge, OkToBuy and errors only.
 * React-free: the route reads it for validateSearch and its loader.
 */
import { checkboxFilter, textFilter, yesNoFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { badgeLogListFields, BadgeLogRow } from '@/contract/logs';
import { defineLogList } from '@/features/logs/shared/log-list';

export const badgeList = defineLogList({
  id: 'badge-logs',
  noun: 'badge logs',
  path: '/v3/util/api_badge_logs',
  row: BadgeLogRow,
  paginateAbove: 10,
  sortKeys: [...badgeLogListFields, 'created_at', 'site.code'],
  siteLabel: 'Customer',
  filters: {
    repCubed: textFilter({ label: 'Rep Cubed', field: 'rep_cubed_id', numeric: true }),
    repAa: textFilter({ label: 'Rep AA', field: 'rep_auction_access' }),
    dealerCubed: textFilter({ label: 'Dealer Cubed', field: 'dealer_cubed_id', numeric: true }),
    dealerAa: textFilter({ label: 'Dealer AA', field: 'dealer_auction_access' }),
    badge: textFilter({ label: 'Badge', field: 'bidder_badge' }),
    okToBuy: yesNoFilter('OkToBuy', 'oktobuy'),
    errors: checkboxFilter({ label: 'Errors only', query: [{ field: 'has_error', operator: 'eq', value: 1 }] }),
  },
});

export type BadgeListSearch = ListSearchOf<typeof badgeList>;
