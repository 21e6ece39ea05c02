/**
 * One Flumbus log, opened from its row: a failed or invalid log shows its error_text
 * first; then the event, and the destination request and response as the single record holds
 * them. Every body is text (JSON indented), never markup; an empty one reads "No Data". A
 * complete or failed log can be retried from here too.
 */
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
import './flumbus.css';
import { simpleGrid } from '@/components/ui/simple-grid';
import { Text } from '@/components/ui/text';

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
      <dl className={`${simpleGrid} flumbus-facts`}>
        <Fact label="Site">{log.site ? `${log.site.code} · ${log.site.name}` : '—'}</Fact>
        <Fact label="Status">{log.status}</Fact>
        <Fact label="Source">{log.source ?? '—'}</Fact>
        <Fact label="Vehicle ID">{log.vehicle_id ?? '—'}</Fact>
        <Fact label="Created">{formatTimestamp(log.created_at) || '—'}</Fact>
        <Fact label="Updated">{formatTimestamp(log.updated_at) || '—'}</Fact>
      </dl>
      {error ? <Body title="Error text" content={log.error_text} tone="error" /> : null}
      {isSuppressed(log) ? <Body title="Suppressed" content={log.suppress_text} /> : null}
      <Body title="Source content" content={log.source_content} />
      <div className="flumbus-destination">
        <Heading as="h3" size="sm">
          Destination
        </Heading>
        <p className="flumbus-destination-fact" data-break="all">
          <Text as="span" tone="muted">
            Endpoint:{' '}
          </Text>
          {log.destination_request_endpoint || NO_DATA}
        </p>
        <p className="flumbus-destination-fact">
          <Text as="span" tone="muted">
            HTTP code:{' '}
          </Text>
          {log.destination_response_code ?? NO_DATA}
        </p>
        {detail.isPending ? (
          <div role="status" className="flumbus-loading">
            <Spinner size="sm" />
            <p>Loading the request and response…</p>
          </div>
        ) : detail.isError ? (
          <Text tone="error" role="alert">
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
      </div>
    </RecordDialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A stored text under its title: indented JSON or the text as it is, always as text; "No Data" when empty. */
function Body({ title, content, tone, level = 'h3' }: { title: string; content: string | null | undefined; tone?: 'error'; level?: 'h3' | 'h4' }) {
  const text = bodyText(content);
  return (
    <section aria-label={title} className="flumbus-body">
      <Heading as={level} size={level === 'h3' ? 'sm' : 'xs'} color={level === 'h4' ? 'fg.muted' : undefined}>
        {title}
      </Heading>
      {text === null ? (
        <Text tone="muted">{NO_DATA}</Text>
      ) : (
        <pre data-tone={tone} tabIndex={0}>
          {text}
        </pre>
      )}
    </section>
  );
}
