/** The outbox as the UI sees it: the signed-in user's records and their counts, live. */
import { useSession } from '../auth/session';
import { recordsOf } from './outbox';
import type { OutboxRecord, RecordState } from './record';
import { useLiveQuery, type LiveResult } from './use-live-query';

export function useOutboxRecords(): LiveResult<OutboxRecord[]> {
  const userId = useSession().user?.id ?? null;
  return useLiveQuery(() => (userId === null ? Promise.resolve([]) : recordsOf(userId)), [userId]);
}

export type OutboxCounts = Record<RecordState, number> & { waiting: number };

export function countRecords(records: readonly OutboxRecord[]): OutboxCounts {
  const counts: OutboxCounts = { queued: 0, sending: 0, 'failed-retrying': 0, 'needs-attention': 0, done: 0, waiting: 0 };
  for (const record of records) counts[record.state] += 1;
  counts.waiting = counts.queued + counts.sending + counts['failed-retrying'];
  return counts;
}

/** Records of one group (a vehicle's photos and flags), for screens that show their own pending work. */
export function useGroupRecords(group: string): OutboxRecord[] {
  const records = useOutboxRecords();
  return records.status === 'ready' ? records.value.filter((record) => record.group === group) : [];
}
