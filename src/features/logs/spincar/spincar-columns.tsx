/**
 * The columns of the Spincar Logs table (spec 01): Id with the created time, Site, Spincar
 * Site, the vehicle id linking to the vehicle's inspections, Spincar Asset, Error, Payload.
 */
import { Link } from '@tanstack/react-router';
import type { Column } from '../../../components/data-list/columns';
import type { SpincarLogRow } from '../../../contract/logs';
import { IdCreated, RowButton } from '../shared/cells';
import type { SpincarListSearch } from './spincar-list';

type Sort = NonNullable<SpincarListSearch['sort']>;

function Vehicle({ row }: { row: SpincarLogRow }) {
  if (row.vehicle_id === null) return null;
  // A vehicle deleted since has no inspections to show: its id stays, without a link.
  if (!row.vehicle) return <span title="This vehicle no longer exists">{row.vehicle_id}</span>;
  return (
    <Link to="/vehicles/$vehicleId/inspections" params={{ vehicleId: row.vehicle_id }} aria-label={`Inspections of vehicle ${row.vehicle_id}`}>
      {row.vehicle_id}
    </Link>
  );
}

export function spincarColumns(open: (row: SpincarLogRow) => void): Column<SpincarLogRow, Sort>[] {
  return [
    { id: 'id', header: 'Id', sort: 'id', cell: (row) => <IdCreated id={row.id} createdAt={row.created_at} /> },
    { id: 'site', header: 'Site', nowrap: true, cell: (row) => row.site?.code ?? '' },
    { id: 'spincar-site', header: 'Spincar Site', sort: 'spincar_auction_code', nowrap: true, cell: (row) => row.spincar_auction_code ?? '' },
    { id: 'vehicle', header: 'Vehicle Id', sort: 'vehicle_id', cell: (row) => <Vehicle row={row} /> },
    {
      id: 'asset',
      header: 'Spincar Asset',
      sort: 'asset_id',
      cell: (row) => (
        <span className="log-stack">
          <span>{row.asset_id ?? ''}</span>
          {row.spincar_asset_identifier ? <span className="log-sub">{row.spincar_asset_identifier}</span> : null}
        </span>
      ),
    },
    { id: 'error', header: 'Error', sort: 'error', minWidth: '8rem', cell: (row) => (row.error ? <span className="log-error">{row.error}</span> : '') },
    { id: 'payload', header: 'Payload', cell: (row) => <RowButton label="Payload" of={`Spincar log ${row.id}`} onClick={() => open(row)} /> },
  ];
}
