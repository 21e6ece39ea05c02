/** A job's schedule log (name and output; JSON output as a tree, anything else as text). */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { RecordDialog } from '@/components/record-dialog';
import type { ScheduledJob } from '@/contract/api-status';
import { formatTimestamp } from '@/lib/dates';
import { JsonTree, parseJsonText } from './json-tree';
import { scheduleLogOptions } from './queries';
import { Spinner } from '@/components/ui/spinner';

export function ScheduleLogDialog({ job, onClose }: { job: ScheduledJob; onClose: () => void }) {
  return (
    <RecordDialog title={job.name} onClose={onClose}>
      {job.schedule_log_id != null ? <ScheduleLogBody id={job.schedule_log_id} /> : null}
    </RecordDialog>
  );
}

function ScheduleLogBody({ id }: { id: number }) {
  const log = useQuery(scheduleLogOptions(id));
  if (log.isPending) {
    return (
      <Flex role="status" align="center" gap="2" color="fg.muted">
        <Spinner size="sm" />
        <Text>Loading the schedule log…</Text>
      </Flex>
    );
  }
  if (log.isError) {
    return (
      <Text role="alert" color="fg.error">
        The schedule log could not be loaded: {log.error.message}
      </Text>
    );
  }
  const json = log.data.output_type === 'json' ? parseJsonText(log.data.output) : undefined;
  return (
    <Stack gap="3">
      <Box>
        <Text fontSize="xs" color="fg.muted">
          Name
        </Text>
        <Text>{log.data.name}</Text>
      </Box>
      <Box>
        <Text fontSize="xs" color="fg.muted">
          Run
        </Text>
        <Text>{formatTimestamp(log.data.created_at) || '—'}</Text>
      </Box>
      <Box>
        <Text fontSize="xs" color="fg.muted" mb="1">
          Output
        </Text>
        {json ? (
          <JsonTree value={json.value} label="Output" />
        ) : log.data.output ? (
          <Box
            as="pre"
            aria-label="Output"
            m="0"
            p="3"
            fontFamily="mono"
            fontSize="sm"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            bg="bg.subtle"
            borderWidth="1px"
            borderRadius="md"
          >
            {log.data.output}
          </Box>
        ) : (
          <Text color="fg.muted">No output</Text>
        )}
      </Box>
    </Stack>
  );
}
