/** A job's schedule log (name and output; JSON output as a tree, anything else as text). */
import { useQuery } from '@tanstack/react-query';
import { RecordDialog } from '@/components/record-dialog';
import type { ScheduledJob } from '@/contract/api-status';
import { formatTimestamp } from '@/lib/dates';
import { JsonTree, parseJsonText } from './json-tree';
import { scheduleLogOptions } from './queries';
import { Spinner } from '@/components/ui/spinner';
import './api-dashboard.css';
import { Text } from '@/components/ui/text';

export function ScheduleLogDialog({ job, timeZone, onClose }: { job: ScheduledJob; timeZone?: string; onClose: () => void }) {
  return (
    <RecordDialog title={job.name} onClose={onClose}>
      {job.schedule_log_id != null ? <ScheduleLogBody id={job.schedule_log_id} timeZone={timeZone} /> : null}
    </RecordDialog>
  );
}

function ScheduleLogBody({ id, timeZone }: { id: number; timeZone?: string }) {
  const log = useQuery(scheduleLogOptions(id));
  if (log.isPending) {
    return (
      <div role="status" className="apidash-status">
        <Spinner size="sm" />
        <p>Loading the schedule log…</p>
      </div>
    );
  }
  if (log.isError) {
    return (
      <p role="alert" className="apidash-error-text">
        The schedule log could not be loaded: {log.error.message}
      </p>
    );
  }
  const json = log.data.output_type === 'json' ? parseJsonText(log.data.output) : undefined;
  return (
    <dl className="apidash-log">
      <div>
        <dt>Name</dt>
        <dd>{log.data.name}</dd>
      </div>
      <div>
        <dt>Run</dt>
        <dd>{formatTimestamp(log.data.created_at, timeZone) || '—'}</dd>
      </div>
      <div className="apidash-log-output">
        <dt>Output</dt>
        <dd>
          {json ? (
            <JsonTree value={json.value} label="Output" />
          ) : log.data.output ? (
            <pre aria-label="Output" className="apidash-output">
              {log.data.output}
            </pre>
          ) : (
            <Text tone="muted">No output</Text>
          )}
        </dd>
      </div>
    </dl>
  );
}
