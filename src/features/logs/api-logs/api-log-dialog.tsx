/**
 * The dialog of an API log: Site, Request Headers, Request Body and Response Body
 * of the full record, read when it opens. The Request button opens it at the request, the
 * Response button at the response. Bodies show as trees or text (components/body-view),
 * headers as a list of names and values; all of it as text.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LazyBodyView, preloadBodyView } from '@/components/body-view/lazy-body-view';
import { RecordDialog } from '@/components/record-dialog';
import type { ApiLogRecord, ApiLogRow } from '@/contract/logs';
import { formatTimestamp } from '@/lib/dates';
import { useOnline } from '@/offline/connection';
import { siteText } from '@/features/logs/shared/cells';
import { LogFacts, LogSection, RecordStatus } from '@/features/logs/shared/log-dialog-parts';
import type { ApiLogPart } from './api-log-columns';
import { headerPairs } from './params';
import { apiLogRecordOptions } from './record';

function ContentType({ type }: { type: string | null }) {
  return type ? <p className="log-content-type">Content-Type: {type}</p> : null;
}

function RequestHeaders({ log }: { log: ApiLogRecord }) {
  const pairs = headerPairs(log.request_headers);
  if (pairs === null) return <LazyBodyView text={log.request_headers} label="Request Headers" emptyText="No Request Headers" />;
  if (pairs.length === 0) return <p className="lc-body-note">No Request Headers</p>;
  return <LogFacts facts={pairs} mono />;
}

export function ApiLogDialog({ row, part, onClose }: { row: ApiLogRow; part: ApiLogPart; onClose: () => void }) {
  const record = useQuery(apiLogRecordOptions(row.id));
  const offline = !useOnline();
  const requestRef = useRef<HTMLHeadingElement>(null);
  const responseRef = useRef<HTMLHeadingElement>(null);
  const log = record.data;

  useEffect(() => preloadBodyView(), []);
  // Start at the part the button named: the dialog's focus trap does it when the record is
  // there as it opens (read before); when it arrives later, the effect does.
  const loaded = log !== undefined;
  const partHeading = () => (part === 'response' ? responseRef : requestRef).current;
  useEffect(() => {
    if (!loaded) return;
    const heading = (part === 'response' ? responseRef : requestRef).current;
    heading?.focus({ preventScroll: true });
    // The response comes after the request's headers and body: bring it to the top.
    if (part === 'response') heading?.scrollIntoView({ block: 'start' });
  }, [loaded, part]);

  const facts: [string, string][] = [
    ['Site', siteText(row.site)],
    ['Logged', formatTimestamp(row.created_at) || row.created_at],
    ['User', row.user ?? ''],
    ['Status', row.response_status === null ? '' : String(row.response_status)],
    ['Duration', row.duration_ms === null ? '' : `${row.duration_ms.toLocaleString('en-US')} ms`],
  ];
  return (
    <RecordDialog
      title={part === 'request' ? 'Request' : 'Response'}
      description={`API log ${row.id} · ${row.method} ${row.route}`}
      onClose={onClose}
      initialFocusEl={partHeading}
    >
      <LogFacts facts={facts} />
      {log ? (
        <>
          <LogSection ref={requestRef} title="Request Headers">
            <RequestHeaders log={log} />
          </LogSection>
          <LogSection title="Request Body">
            <div className="log-body">
              <ContentType type={log.request_content_type} />
              <LazyBodyView text={log.request_content} contentType={log.request_content_type} label="Request Body" emptyText="No Request Body" />
            </div>
          </LogSection>
          <LogSection ref={responseRef} title="Response Body">
            <div className="log-body">
              <ContentType type={log.response_content_type} />
              <LazyBodyView text={log.response_content} contentType={log.response_content_type} label="Response Body" emptyText="No Response Body" />
            </div>
          </LogSection>
        </>
      ) : (
        <RecordStatus error={record.error} offline={offline} onRetry={() => void record.refetch()} />
      )}
    </RecordDialog>
  );
}
