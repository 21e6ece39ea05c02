/** One queued change on the outbox page: what it is, its state, its last error, and its actions. */
import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { Link as RouterLink } from '@tanstack/react-router';
import { progressPercent } from '@/offline/progress';
import type { OutboxRecord } from '@/offline/record';
import type { Progress } from '@/offline/transport';
import { canDiscard, canRetry, formatTime, stateColors, stateLabels } from './record-state';

interface RecordRowProps {
  record: OutboxRecord;
  progress: Progress | undefined;
  onRetry: (record: OutboxRecord) => void;
  onDiscard: (record: OutboxRecord) => void;
}

/** What a conflict is, and where it is settled: on the vehicle's inspection, where both values show. */
function ConflictNote({ record }: { record: OutboxRecord }) {
  const vehicleId = /^vehicle:(\d+)$/.exec(record.group)?.[1];
  const text =
    record.conflict?.kind === 'approved' ? `${record.conflict.message}` : 'Changed on the server too since this change was made: choose which to keep.';
  return (
    <Text fontSize="sm" color="fg.error">
      {text}{' '}
      {vehicleId ? (
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/vehicles/$vehicleId/inspections" params={{ vehicleId: Number(vehicleId) }}>
            Settle it on the vehicle’s inspection
          </RouterLink>
        </Link>
      ) : null}
    </Text>
  );
}

export function RecordRow({ record, progress, onRetry, onDiscard }: RecordRowProps) {
  const percent = progressPercent(progress);
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
      <Stack gap="1" flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="medium">{record.label}</Text>
          <Badge colorPalette={stateColors[record.state]}>
            {stateLabels[record.state]}
            {percent !== null ? ` ${percent}%` : ''}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Saved {formatTime(record.createdAt)}
          {record.attempts > 0 ? ` · ${record.attempts} attempt${record.attempts === 1 ? '' : 's'}` : ''}
          {record.state === 'failed-retrying' ? ` · next try ${formatTime(record.nextAttemptAt)}` : ''}
        </Text>
        {record.state === 'conflict' ? <ConflictNote record={record} /> : null}
        {record.lastError && record.state !== 'done' && record.state !== 'conflict' ? (
          <Text fontSize="sm" color={record.state === 'needs-attention' ? 'fg.error' : 'fg.muted'}>
            {record.lastError}
          </Text>
        ) : null}
      </Stack>
      {canRetry(record) || canDiscard(record) ? (
        <Box display="flex" gap="2" flexShrink={0}>
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
        </Box>
      ) : null}
    </Flex>
  );
}
