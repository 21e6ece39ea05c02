/** The columns of a dealer's reps, and the Edit button of each. */
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/data-list/columns';
import type { DealerRep } from '@/contract/dealer-detail';
import type { RepListSearch } from './rep-list';

type RepSort = NonNullable<RepListSearch['sort']>;

export const repColumns = (onEdit: (rep: DealerRep) => void): Column<DealerRep, RepSort>[] => [
  // First, so it is on screen on a portrait tablet, where the table scrolls sideways.
  {
    id: 'edit',
    header: 'Edit',
    csv: false,
    cell: (rep) => (
      <Button size="sm" variant="outline" aria-label={`Edit ${rep.display_name || `rep ${rep.id}`}`} onClick={() => onEdit(rep)}>
        Edit
      </Button>
    ),
  },
  { id: 'id', header: 'ID', sort: 'id', cell: (rep) => rep.id },
  { id: 'name', header: 'Name', sort: 'display_name', minWidth: '10rem', cell: (rep) => rep.display_name },
  { id: 'first', header: 'First Name', cell: (rep) => rep.name_first },
  { id: 'last', header: 'Last Name', sort: 'name_last', cell: (rep) => rep.name_last },
  { id: 'aa', header: 'AA#', sort: 'auction_access', nowrap: true, cell: (rep) => rep.auction_access },
  { id: 'cubed', header: 'Cubed ID', nowrap: true, cell: (rep) => rep.cubed_id },
  { id: 'auth', header: 'Auth', cell: (rep) => rep.auth_flag },
  { id: 'reason', header: 'Auth Reason', minWidth: '10rem', cell: (rep) => rep.auth_reason },
];
