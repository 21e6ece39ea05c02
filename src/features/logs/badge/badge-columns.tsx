/**
 * The columns of the Badge Logs table: ID, Customer (the site code, or "Error"
 * when the request failed before its site was known), Rep Cubed, Rep AA, Dealer Cubed,
 * Dealer AA, Badge, OkToBuy, Credit Limit, Message ("Error" in red or "Details", opening
 * Badge Details) and Created.
 */
import type { Column } from '@/components/data-list/columns';
import type { BadgeLogRow } from '@/contract/logs';
import { formatTimestamp } from '@/lib/dates';
import { RowButton, yesNo } from '@/features/logs/shared/cells';
import type { BadgeListSearch } from './badge-list';

type Sort = NonNullable<BadgeListSearch['sort']>;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function creditText(limit: number | null): string {
  return limit === null ? '' : dollars.format(limit);
}

export function badgeColumns(open: (row: BadgeLogRow) => void): Column<BadgeLogRow, Sort>[] {
  return [
    { id: 'id', header: 'ID', sort: 'id', cell: (row) => row.id },
    {
      id: 'customer',
      header: 'Customer',
      sort: 'site.code',
      nowrap: true,
      cell: (row) => row.site?.code ?? <span className="log-error">Error</span>,
      csv: (row) => row.site?.code ?? 'Error',
    },
    { id: 'rep-cubed', header: 'Rep Cubed', sort: 'rep_cubed_id', cell: (row) => row.rep_cubed_id ?? '' },
    { id: 'rep-aa', header: 'Rep AA', sort: 'rep_auction_access', cell: (row) => row.rep_auction_access ?? '' },
    { id: 'dealer-cubed', header: 'Dealer Cubed', sort: 'dealer_cubed_id', cell: (row) => row.dealer_cubed_id ?? '' },
    { id: 'dealer-aa', header: 'Dealer AA', sort: 'dealer_auction_access', cell: (row) => row.dealer_auction_access ?? '' },
    { id: 'badge', header: 'Badge', sort: 'bidder_badge', cell: (row) => row.bidder_badge ?? '' },
    { id: 'oktobuy', header: 'OkToBuy', sort: 'oktobuy', cell: (row) => yesNo(row.oktobuy) },
    {
      id: 'credit',
      header: 'Credit Limit',
      sort: 'credit_limit',
      align: 'end',
      nowrap: true,
      cell: (row) => creditText(row.credit_limit),
      csv: (row) => row.credit_limit,
    },
    {
      id: 'message',
      header: 'Message',
      sort: 'has_error',
      csv: (row) => (row.has_error === 1 ? 'Error' : ''),
      cell: (row) =>
        row.has_error === 1 ? (
          <RowButton label="Error" of={`badge log ${row.id}`} tone="error" onClick={() => open(row)} />
        ) : (
          <RowButton label="Details" of={`badge log ${row.id}`} onClick={() => open(row)} />
        ),
    },
    {
      id: 'created',
      header: 'Created',
      sort: 'created_at',
      nowrap: true,
      cell: (row) => formatTimestamp(row.created_at) || row.created_at,
      csv: (row) => row.created_at,
    },
  ];
}
