/** The columns of the open gate pass report; the vehicle's last 6 links to the vehicle. */
import { RowLink } from '@/components/data-list/row-link';
import type { Column } from '@/components/data-list/columns';
import type { GatePassRow } from '@/contract/gate-passes';
import { formatTimestamp } from '@/lib/dates';
import type { GatePassListSearch } from './gate-pass-list';

type GatePassSort = NonNullable<GatePassListSearch['sort']>;

const yesNo = (flag: string | number | null | undefined) => (flag == null ? '' : Number(flag) === 1 ? 'Y' : 'N');

export function gatePassColumns(timeZone: string | undefined): Column<GatePassRow, GatePassSort>[] {
  return [
    { id: 'id', header: 'Gate Pass', sort: 'gate_pass_id', cell: (pass) => pass.gate_pass_id },
    { id: 'status', header: 'Gate Status', sort: 'gate_status', cell: (pass) => pass.gate_status_obj?.gate_status_desc ?? pass.gate_status },
    {
      id: 'last6',
      header: 'Last 6',
      csv: (pass) => (pass.vehicle ? (pass.vehicle.last6 ?? pass.vehicle.vehicle_id) : null),
      cell: (pass) =>
        pass.vehicle ? (
          <RowLink link={{ to: '/vehicles/$vehicleId', params: { vehicleId: pass.vehicle.vehicle_id } }}>
            {pass.vehicle.last6 ?? pass.vehicle.vehicle_id}
          </RowLink>
        ) : null,
    },
    {
      id: 'vehicle',
      header: 'Vehicle',
      minWidth: '8rem',
      cell: (pass) => [pass.vehicle?.autoyear, pass.vehicle?.automake, pass.vehicle?.automodel].filter(Boolean).join(' '),
    },
    { id: 'dealer-num', header: 'Dealer#', nowrap: true, cell: (pass) => pass.dealer?.dealer_num },
    { id: 'dealer', header: 'Dealer', minWidth: '9rem', cell: (pass) => pass.dealer?.dealer_name },
    { id: 'temp', header: 'Temp', cell: (pass) => yesNo(pass.is_temp) },
    { id: 'active', header: 'Active', cell: (pass) => yesNo(pass.is_active) },
    { id: 'user', header: 'Last User', cell: (pass) => pass.last_user?.username },
    {
      id: 'modified',
      header: 'Last Modified',
      sort: 'last_modified_date',
      nowrap: true,
      cell: (pass) => formatTimestamp(pass.last_modified_date, timeZone),
      csv: (pass) => pass.last_modified_date,
    },
    { id: 'notes', header: 'Notes', minWidth: '8rem', cell: (pass) => pass.notes },
  ];
}
