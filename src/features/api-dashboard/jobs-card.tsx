/** Scheduled Jobs: each job's name, last run and outcome; a job opens its newest schedule log. */
import type { ApiStatusSummary, ScheduledJob } from '@/contract/api-status';
import { formatTimestamp } from '@/lib/dates';
import { StatusCard, StatusDot } from './status-card';
import { jobStatus } from './status-colors';
import { Text } from '@/components/ui/text';

const outcome: Record<ScheduledJob['last_status'], string> = { ok: 'ok', late: 'late', failed: 'failed' };

export function JobsCard({ card, timeZone, onOpen }: { card: ApiStatusSummary['schedules']; timeZone?: string; onOpen: (job: ScheduledJob) => void }) {
  return (
    <StatusCard title="Scheduled Jobs" status={card.status} counts={`${card.ok} ok · ${card.late} late · ${card.failed} failed`}>
      <ul className="apidash-lines apidash-jobs" aria-label="Jobs">
        {card.details.map((job) => (
          <li key={job.id}>
            {/* A job without a log is a disabled button: the name is not underlined (api-dashboard.css). */}
            <button type="button" className="apidash-job" disabled={job.schedule_log_id === null} onClick={() => onOpen(job)}>
              <StatusDot status={jobStatus(job)} />
              <span className="apidash-job-text">
                <span className="apidash-job-name">{job.name}</span>
                <Text as="span" tone="muted" size="xs">
                  Last run {formatTimestamp(job.last_run_at, timeZone) || 'never'} · every {intervalText(job.interval_minutes)}
                </Text>
              </span>
              <span className="apidash-state" data-quiet={job.last_status === 'ok' ? '' : undefined}>
                {outcome[job.last_status]}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </StatusCard>
  );
}

function intervalText(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? 'day' : `${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}
