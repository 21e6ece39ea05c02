/** One queued change on the outbox page: what it is, its state, its last error, and its actions. */
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Link as RouterLink } from '@tanstack/react-router';
import { progressPercent } from '@/offline/progress';
import { useLocalPhotoUrl } from '@/offline/use-local-photo';
import { waitsForUser, type OutboxRecord } from '@/offline/record';
import type { Progress } from '@/offline/transport';
import { canDiscard, canRetry, formatTime, stateColors, stateLabels } from './record-state';
import { RecordContent, vehicleIdOf } from '@/components/outbox-record';
import { RecordVehicle, type VehicleNamer } from './record-subject';
import './outbox.css';

interface RecordRowProps {
  record: OutboxRecord;
  progress: Progress | undefined;
  onRetry: (record: OutboxRecord) => void;
  onDiscard: (record: OutboxRecord) => void;
  nameOf: VehicleNamer;
}

/** What a conflict is, and where it is settled: on the vehicle's inspection, where both values show. */
function ConflictNote({ record }: { record: OutboxRecord }) {
  const vehicleId = vehicleIdOf(record);
  const text =
    record.conflict?.kind === 'approved' ? `${record.conflict.message}` : 'Changed on the server too since this change was made: choose which to keep.';
  return (
    <p className="outbox-note" data-error="">
      {text}{' '}
      {vehicleId !== null ? (
        <Link asChild variant="underline">
          <RouterLink to="/vehicles/$vehicleId/inspections" params={{ vehicleId }}>
            Settle it on the vehicle’s inspection
          </RouterLink>
        </Link>
      ) : null}
    </p>
  );
}

export function RecordRow({ record, progress, onRetry, onDiscard, nameOf }: RecordRowProps) {
  const percent = progressPercent(progress);
  // What a refused change holds is shown with it: its photo from the bytes on the device.
  const refused = waitsForUser(record);
  const photoUrl = useLocalPhotoUrl(refused && record.body?.kind === 'file' ? record.id : null);
  return (
    <li className="outbox-row">
      <div className="outbox-row-main">
        <div className="outbox-row-head">
          <p className="outbox-label">{record.label}</p>
          <Badge colorPalette={stateColors[record.state]}>
            {stateLabels[record.state]}
            {percent !== null ? ` ${percent}%` : ''}
          </Badge>
        </div>
        <RecordVehicle record={record} nameOf={nameOf} />
        <p className="outbox-note">
          Saved {formatTime(record.createdAt)}
          {record.attempts > 0 ? ` · ${record.attempts} attempt${record.attempts === 1 ? '' : 's'}` : ''}
          {record.state === 'failed-retrying' ? ` · next try ${formatTime(record.nextAttemptAt)}` : ''}
        </p>
        {record.state === 'conflict' ? <ConflictNote record={record} /> : null}
        {record.lastError && record.state !== 'done' && record.state !== 'conflict' ? (
          <p className="outbox-note" data-error={record.state === 'needs-attention' ? '' : undefined}>
            {record.lastError}
          </p>
        ) : null}
        {refused ? <RecordContent record={record} photoUrl={photoUrl} /> : null}
      </div>
      {canRetry(record) || canDiscard(record) ? (
        <div className="outbox-row-actions">
          {canRetry(record) ? (
            <Button size="sm" variant="outline" onClick={() => onRetry(record)} aria-label={`Retry ${record.label}`}>
              Retry
            </Button>
          ) : null}
          {canDiscard(record) ? (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onDiscard(record)} aria-label={`Discard ${record.label}`}>
              Discard
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
