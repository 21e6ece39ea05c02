/** The columns of the dealers list; the ID and Name link to the dealer, Reps to its Reps tab. */
import { RowLink } from '@/components/data-list/row-link';
import type { Column } from '@/components/data-list/columns';
import type { DealerListRow } from '@/contract/dealer-list';
import type { DealerListSearch } from './dealer-list';

type DealerSort = NonNullable<DealerListSearch['sort']>;

export const dealerColumns: Column<DealerListRow, DealerSort>[] = [
  {
    id: 'id',
    header: 'ID',
    sort: 'dealer_id',
    csv: (dealer) => dealer.dealer_id,
    cell: (dealer) => <RowLink link={{ to: '/dealers/$id', params: { id: String(dealer.dealer_id) } }}>{dealer.dealer_id}</RowLink>,
  },
  { id: 'number', header: 'Number', sort: 'dealer_num', nowrap: true, cell: (dealer) => dealer.dealer_num },
  {
    id: 'name',
    header: 'Name',
    sort: 'dealer_name',
    minWidth: '12rem',
    csv: (dealer) => dealer.dealer_name,
    cell: (dealer) => <RowLink link={{ to: '/dealers/$id', params: { id: String(dealer.dealer_id) } }}>{dealer.dealer_name}</RowLink>,
  },
  { id: 'aa', header: 'AA#', sort: 'auction_access', nowrap: true, cell: (dealer) => dealer.auction_access },
  {
    id: 'reps',
    header: 'Reps',
    align: 'end',
    csv: (dealer) => dealer.reps_count,
    cell: (dealer) => (
      <RowLink
        link={{ to: '/dealers/$id', params: { id: String(dealer.dealer_id) }, search: { tab: 'reps' } }}
        aria-label={`${dealer.reps_count} reps of ${dealer.dealer_name ?? `dealer ${dealer.dealer_id}`}`}
      >
        {dealer.reps_count}
      </RowLink>
    ),
  },
  { id: 'city', header: 'City', cell: (dealer) => dealer.address1?.city },
  { id: 'auth', header: 'Auth', cell: (dealer) => dealer.auth_flag },
];
