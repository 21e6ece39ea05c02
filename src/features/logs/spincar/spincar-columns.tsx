/**
 * The columns of the Spincar Logs table: Id with the created time, Site, Spincar
 * Site, the vehicle id linking to the vehicle's inspections, Spincar Asset, Error, Payload.
 */
import { RowLink } from '@/components/data-list/row-link';
import type { MouseEvent } from 'react';
import type { Column } from '@/components/data-list/columns';
import type { SpincarLogRow } from '@/contract/logs';
import { IdCreated, idCreatedCsv, RowButton } from '@/features/logs/shared/cells';
import type { SpincarListSearch } from './spincar-list';

type Sort = NonNullable<SpincarListSearch['sort']>;

/** A Spincar log row with its vehicle id (the row whose vehicle link was followed). */
type SpincarRowWithVehicle = SpincarLogRow & { vehicle_id: number };

/** A plain click (no modifier: not a new tab or window the user asked for). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function Vehicle({ row, onFollow }: { row: SpincarLogRow; onFollow: (row: SpincarRowWithVehicle) => void }) {
  const vehicleId = row.vehicle_id;
  if (vehicleId === null) return null;
  // A vehicle deleted since has no inspections to show: its id stays, without a link.
  if (!row.vehicle) return <span title="This vehicle no longer exists">{vehicleId}</span>;
  // The link to the vehicle's inspections stays (its address can be copied or opened); a click first says the page needs an auction sign-in.
  return (
    <RowLink
      link={{ to: '/vehicles/$vehicleId/inspections', params: { vehicleId } }}
      aria-label={`Inspections of vehicle ${vehicleId}`}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onFollow({ ...row, vehicle_id: vehicleId });
      }}
    >
      {vehicleId}
    </RowLink>
  );
}

/** `open` opens a row's payload; `onFollowVehicle` is what a click on a vehicle's inspections link does instead of following it. */
export function spincarColumns(open: (row: SpincarLogRow) => void, onFollowVehicle: (row: SpincarRowWithVehicle) => void): Column<SpincarLogRow, Sort>[] {
  return [
    { id: 'id', header: 'Id', sort: 'id', cell: (row) => <IdCreated id={row.id} createdAt={row.created_at} />, csv: idCreatedCsv },
    { id: 'site', header: 'Site', nowrap: true, cell: (row) => row.site?.code ?? '' },
    { id: 'spincar-site', header: 'Spincar Site', sort: 'spincar_auction_code', nowrap: true, cell: (row) => row.spincar_auction_code ?? '' },
    { id: 'vehicle', header: 'Vehicle Id', sort: 'vehicle_id', cell: (row) => <Vehicle row={row} onFollow={onFollowVehicle} />, csv: (row) => row.vehicle_id },
    {
      id: 'asset',
      header: 'Spincar Asset',
      sort: 'asset_id',
      csv: [
        { header: 'Spincar Asset', value: (row) => row.asset_id },
        { header: 'Spincar Asset Identifier', value: (row) => row.spincar_asset_identifier },
      ],
      cell: (row) => (
        <span className="log-stack">
          <span>{row.asset_id ?? ''}</span>
          {row.spincar_asset_identifier ? <span className="log-sub">{row.spincar_asset_identifier}</span> : null}
        </span>
      ),
    },
    {
      id: 'error',
      header: 'Error',
      sort: 'error',
      minWidth: '8rem',
      cell: (row) => (row.error ? <span className="log-error">{row.error}</span> : ''),
      csv: (row) => row.error,
    },
    { id: 'payload', header: 'Payload', csv: false, cell: (row) => <RowButton label="Payload" of={`Spincar log ${row.id}`} onClick={() => open(row)} /> },
  ];
}
