/** Scheduled Jobs: each job's name, last run and outcome; a job opens its newest schedule log. */
import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import type { ApiStatusSummary, ScheduledJob } from '@/contract/api-status';
import { formatTimestamp } from '@/lib/dates';
import { StatusCard, StatusDot } from './status-card';
import { jobStatus } from './status-colors';

const outcome: Record<ScheduledJob['last_status'], string> = { ok: 'ok', late: 'late', failed: 'failed' };

const jobButtonCss = {
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  // As wide as the card's other lines, the padding hanging into the card's margin.
  width: 'calc(100% + 1rem)',
  minHeight: '44px',
  px: '2',
  mx: '-2',
  borderRadius: 'md',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  _disabled: { cursor: 'default', _hover: { bg: 'transparent' } },
} as const;

export function JobsCard({ card, onOpen }: { card: ApiStatusSummary['schedules']; onOpen: (job: ScheduledJob) => void }) {
  return (
    <StatusCard title="Scheduled Jobs" status={card.status} counts={`${card.ok} ok · ${card.late} late · ${card.failed} failed`}>
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" aria-label="Jobs">
        {card.details.map((job) => (
          <Box as="li" key={job.id}>
            <chakra.button type="button" css={jobButtonCss} disabled={job.schedule_log_id === null} onClick={() => onOpen(job)}>
              <StatusDot status={jobStatus(job)} />
              <Box flex="1">
                <Text
                  color={job.schedule_log_id === null ? undefined : 'brand.fg'}
                  textDecoration={job.schedule_log_id === null ? undefined : 'underline'}
                  textUnderlineOffset="3px"
                >
                  {job.name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  Last run {formatTimestamp(job.last_run_at) || 'never'} · every {intervalText(job.interval_minutes)}
                </Text>
              </Box>
              <Text fontWeight={job.last_status === 'ok' ? 'normal' : 'semibold'} color={job.last_status === 'ok' ? 'fg.muted' : undefined}>
                {outcome[job.last_status]}
              </Text>
            </chakra.button>
          </Box>
        ))}
      </Stack>
    </StatusCard>
  );
}

function intervalText(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? 'day' : `${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}
