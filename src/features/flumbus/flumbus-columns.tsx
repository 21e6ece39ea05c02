/**
 * The columns of the Flumbus log table: id, status with source, vehicle,
 * event, Cubed's answer, last update, and the row's actions: open the log ("Error" for
 * a failed or invalid one, else "Details") and Retry (reset to new) for a complete or failed one.
 */
import { Button } from '@/components/ui/button';
import type { ReactNode } from 'react';
import type { Column } from '@/components/data-list/columns';
import type { FlumbusLog } from '@/contract/flumbus';
import { formatTimestamp } from '@/lib/dates';
import type { FlumbusListSearch } from './flumbus-list';
import { canReset, isSuppressed, showsError } from './log-rules';
import { eventParts } from './log-texts';
import './flumbus.css';

type FlumbusSort = NonNullable<FlumbusListSearch['sort']>;

export interface FlumbusColumnActions {
  onOpen: (log: FlumbusLog) => void;
  onReset: (log: FlumbusLog) => void;
  /** No writes while offline or while another reset runs. */
  resetDisabled: boolean;
  /** The log being reset now: its Retry is busy (and keeps the focus until the row, read again, has none). */
  resetting?: number | null;
}

function Muted({ children }: { children: ReactNode }) {
  return <span className="flumbus-sub">{children}</span>;
}

/** The day above the time: the column stays narrow enough for a landscape tablet. */
function DateTime({ value }: { value: string | null | undefined }) {
  const text = formatTimestamp(value);
  const split = text.indexOf(' ');
  if (split < 0) return text;
  return (
    <>
      <span className="flumbus-line">{text.slice(0, split)}</span>
      <span className="flumbus-line flumbus-sub">{text.slice(split + 1)}</span>
    </>
  );
}

export function flumbusColumns({ onOpen, onReset, resetDisabled, resetting = null }: FlumbusColumnActions): Column<FlumbusLog, FlumbusSort>[] {
  return [
    { id: 'id', header: 'ID', sort: 'id', cell: (log) => log.id },
    // The site is the one chosen (the list needs it), so it is not repeated on every row.
    {
      id: 'status',
      header: 'Status',
      sort: 'status',
      csv: [
        { header: 'Status', value: (log) => log.status },
        { header: 'Source', value: (log) => log.source },
      ],
      cell: (log) => (
        <>
          {log.status}
          <Muted>{log.source ?? ''}</Muted>
        </>
      ),
    },
    { id: 'vehicle', header: 'Vehicle', sort: 'vehicle_id', align: 'end', cell: (log) => log.vehicle_id ?? '' },
    {
      id: 'event',
      header: 'Event',
      minWidth: '9rem',
      csv: [
        { header: 'Event', value: (log) => eventParts(log.source_content).what },
        { header: 'Event ID', value: (log) => eventParts(log.source_content).id },
      ],
      cell: (log) => {
        const event = eventParts(log.source_content);
        return (
          <>
            {event.what}
            {event.id ? <Muted>{event.id}</Muted> : null}
          </>
        );
      },
    },
    {
      id: 'code',
      header: 'HTTP Code',
      sort: 'destination_response_code',
      align: 'end',
      cell: (log) => (isSuppressed(log) ? 'suppressed' : (log.destination_response_code ?? '')),
    },
    { id: 'updated', header: 'Updated', sort: 'updated_at', cell: (log) => <DateTime value={log.updated_at} />, csv: (log) => log.updated_at },
    {
      id: 'actions',
      header: 'Actions',
      csv: false,
      cell: (log) => {
        const error = showsError(log.status);
        return (
          <div className="flumbus-actions">
            <Button
              size="xs"
              variant="outline"
              colorPalette={error ? 'red' : 'gray'}
              aria-label={`${error ? 'Error' : 'Details'} of Flumbus log ${log.id}`}
              onClick={() => onOpen(log)}
            >
              {error ? 'Error' : 'Details'}
            </Button>
            {canReset(log.status) ? (
              <Button
                size="xs"
                variant="outline"
                aria-label={`Retry Flumbus log ${log.id} (reset to new)`}
                disabled={resetDisabled}
                loading={resetting === log.id}
                onClick={() => onReset(log)}
              >
                Retry
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
}
