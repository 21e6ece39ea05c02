/**
 * One Flumbus log, opened from its row: a failed or invalid log shows its error_text
 * first; then the event, and the destination request and response as the single record holds
 * them. Every body is text (JSON indented), never markup; an empty one reads "No Data". A
 * complete or failed log can be retried from here too.
 */
import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordDialog } from '@/components/record-dialog';
import type { FlumbusLog } from '@/contract/flumbus';
import { formatTimestamp } from '@/lib/dates';
import { NO_DATA } from './flumbus-list';
import { canReset, isSuppressed, showsError } from './log-rules';
import { bodyText } from './log-texts';
import { flumbusLogOptions } from './queries';
import { Spinner } from '@/components/ui/spinner';

export interface FlumbusLogDialogProps {
  /** The row opened. */
  log: FlumbusLog;
  onClose: () => void;
  onReset: (log: FlumbusLog) => void;
  resetDisabled: boolean;
}

export function FlumbusLogDialog({ log, onClose, onReset, resetDisabled }: FlumbusLogDialogProps) {
  const detail = useQuery(flumbusLogOptions(log.id));
  const record = detail.data;
  const error = showsError(log.status);
  return (
    <RecordDialog
      title={`Flumbus log ${log.id}: ${error ? 'Error' : 'Details'}`}
      onClose={onClose}
      actions={
        canReset(log.status) ? (
          <Button variant="outline" disabled={resetDisabled} onClick={() => onReset(log)}>
            Retry (reset to new)
          </Button>
        ) : null
      }
    >
      <Grid as="dl" templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, 1fr)' }} gap="3" m="0">
        <Fact label="Site">{log.site ? `${log.site.code} · ${log.site.name}` : '—'}</Fact>
        <Fact label="Status">{log.status}</Fact>
        <Fact label="Source">{log.source ?? '—'}</Fact>
        <Fact label="Vehicle ID">{log.vehicle_id ?? '—'}</Fact>
        <Fact label="Created">{formatTimestamp(log.created_at) || '—'}</Fact>
        <Fact label="Updated">{formatTimestamp(log.updated_at) || '—'}</Fact>
      </Grid>
      {error ? <Body title="Error text" content={log.error_text} tone="error" /> : null}
      {isSuppressed(log) ? <Body title="Suppressed" content={log.suppress_text} /> : null}
      <Body title="Source content" content={log.source_content} />
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Destination
        </Heading>
        <Text fontSize="sm" wordBreak="break-all">
          <Box as="span" color="fg.muted">
            Endpoint:{' '}
          </Box>
          {log.destination_request_endpoint || NO_DATA}
        </Text>
        <Text fontSize="sm">
          <Box as="span" color="fg.muted">
            HTTP code:{' '}
          </Box>
          {log.destination_response_code ?? NO_DATA}
        </Text>
        {detail.isPending ? (
          <Flex role="status" align="center" gap="2" color="fg.muted">
            <Spinner size="sm" />
            <Text>Loading the request and response…</Text>
          </Flex>
        ) : detail.isError ? (
          <Text role="alert" color="fg.error">
            The request and response could not be loaded: {detail.error.message}
          </Text>
        ) : (
          <>
            <Body title="Request headers" content={record?.destination_request_headers} level="h4" />
            <Body title="Request body" content={record?.destination_request_content} level="h4" />
            <Body title="Response headers" content={record?.destination_response_headers} level="h4" />
            <Body title="Response body" content={record?.destination_response_content} level="h4" />
          </>
        )}
      </Stack>
    </RecordDialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Box as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Box>
      <Box as="dd" m="0" wordBreak="break-word">
        {children}
      </Box>
    </Box>
  );
}

/** A stored text under its title: indented JSON or the text as it is, always as text; "No Data" when empty. */
function Body({ title, content, tone, level = 'h3' }: { title: string; content: string | null | undefined; tone?: 'error'; level?: 'h3' | 'h4' }) {
  const text = bodyText(content);
  return (
    <Stack gap="1.5" as="section" aria-label={title}>
      <Heading as={level} size={level === 'h3' ? 'sm' : 'xs'} color={level === 'h4' ? 'fg.muted' : undefined}>
        {title}
      </Heading>
      {text === null ? (
        <Text color="fg.muted">{NO_DATA}</Text>
      ) : (
        <Box
          as="pre"
          m="0"
          p="3"
          maxH="18rem"
          overflow="auto"
          fontSize="xs"
          fontFamily="mono"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          borderWidth="1px"
          borderRadius="md"
          bg={tone === 'error' ? 'red.subtle' : 'bg.subtle'}
          color={tone === 'error' ? 'red.fg' : undefined}
          tabIndex={0}
        >
          {text}
        </Box>
      )}
    </Stack>
  );
}
