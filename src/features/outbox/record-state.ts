/** How the outbox page names a record's state, and which actions it offers in each. */
import type { OutboxRecord, RecordState } from '@/offline/record';
import type { BadgeProps } from '@/components/ui/badge';

export const stateLabels: Record<RecordState, string> = {
  queued: 'Waiting',
  sending: 'Sending',
  'failed-retrying': 'Retrying',
  'needs-attention': 'Needs attention',
  conflict: 'Conflict',
  done: 'Sent',
};

export const stateColors: Record<RecordState, NonNullable<BadgeProps['colorPalette']>> = {
  queued: 'gray',
  sending: 'blue',
  'failed-retrying': 'yellow',
  'needs-attention': 'orange',
  conflict: 'red',
  done: 'green',
};

/** Retry now: a refused record, or one waiting out its backoff. */
export function canRetry(record: OutboxRecord): boolean {
  return record.state === 'needs-attention' || record.state === 'failed-retrying';
}

/** A record in flight cannot be discarded: the server may be writing it at this moment. */
export function canDiscard(record: OutboxRecord): boolean {
  return record.state !== 'sending' && record.state !== 'done';
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

export function formatTime(epochMs: number): string {
  return new Date(epochMs).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
}
