/**
 * The outbox as the UI sees it: the signed-in user's records and their counts, live. One
 * IndexedDB subscription serves every component that watches (top bar, pages, banner),
 * so a change is read once, not once per component. The engine's code loads with the first
 * watcher (loadOfflineEngine): until then the records are `loading`.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useSession } from '@/auth/use-session';
import { loadOfflineEngine } from './load-engine';
import type { OutboxRecord, RecordState } from './record';

export type LiveRecords = { status: 'loading' } | { status: 'ready'; value: OutboxRecord[] } | { status: 'error'; error: Error };

interface Feed {
  snapshot: LiveRecords;
  listeners: Set<() => void>;
  unsubscribe: () => void;
}

const feeds = new Map<number, Feed>();
const loading: LiveRecords = { status: 'loading' };
const empty: LiveRecords = { status: 'ready', value: [] };

function subscribeTo(userId: number, listener: () => void): () => void {
  let feed = feeds.get(userId);
  if (!feed) {
    const created: Feed = { snapshot: loading, listeners: new Set(), unsubscribe: () => {} };
    const publish = (snapshot: LiveRecords) => {
      created.snapshot = snapshot;
      for (const notify of created.listeners) notify();
    };
    const failed = (error: unknown) => publish({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    let subscription: { unsubscribe(): void } | undefined;
    let stopped = false;
    loadOfflineEngine().then(({ observe, recordsOf }) => {
      if (stopped) return;
      subscription = observe(() => recordsOf(userId)).subscribe({ next: (value) => publish({ status: 'ready', value }), error: failed });
    }, failed);
    created.unsubscribe = () => {
      stopped = true;
      subscription?.unsubscribe();
    };
    feeds.set(userId, created);
    feed = created;
  }
  const current = feed;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.unsubscribe();
      feeds.delete(userId);
    }
  };
}

export function useOutboxRecords(): LiveRecords {
  const userId = useSession().user?.id ?? null;
  const subscribe = useCallback((listener: () => void) => (userId === null ? () => {} : subscribeTo(userId, listener)), [userId]);
  const snapshot = useCallback(() => (userId === null ? empty : (feeds.get(userId)?.snapshot ?? loading)), [userId]);
  return useSyncExternalStore(subscribe, snapshot, () => loading);
}

/** Per state, plus `waiting` (still to be sent) and `attention` (the user must act: refused or in conflict). */
export type OutboxCounts = Record<RecordState, number> & { waiting: number; attention: number };

export function countRecords(records: readonly OutboxRecord[]): OutboxCounts {
  const counts: OutboxCounts = { queued: 0, sending: 0, 'failed-retrying': 0, 'needs-attention': 0, conflict: 0, done: 0, waiting: 0, attention: 0 };
  for (const record of records) counts[record.state] += 1;
  counts.waiting = counts.queued + counts.sending + counts['failed-retrying'];
  counts.attention = counts['needs-attention'] + counts.conflict;
  return counts;
}

/** The user's outbox counts as last read, if a screen watches it (the top bar does while signed in); null when not read. */
export function outboxCountsNow(userId: number): OutboxCounts | null {
  const snapshot = feeds.get(userId)?.snapshot;
  return snapshot?.status === 'ready' ? countRecords(snapshot.value) : null;
}

/**
 * The unsent records on this device that the signed-in user's engine never sends: another
 * user's, or the user's own made against another environment (the outbox page says whose
 * they are and why they wait). Live.
 */
export function useOthersRecords(userId: number | null, apiBase: string): OutboxRecord[] {
  const [records, setRecords] = useState<OutboxRecord[]>([]);
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let stopped = false;
    loadOfflineEngine().then(
      ({ observe, unsentOnDevice }) => {
        if (stopped) return;
        subscription = observe(unsentOnDevice).subscribe({
          next: (all) => setRecords(all.filter((record) => record.userId !== userId || record.apiBase !== apiBase)),
          error: () => setRecords([]),
        });
      },
      () => setRecords([]),
    );
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [userId, apiBase]);
  return records;
}

/** Records of one group (a vehicle's photos and flags), for screens that show their own pending work. */
export function useGroupRecords(group: string): OutboxRecord[] {
  const records = useOutboxRecords();
  return records.status === 'ready' ? records.value.filter((record) => record.group === group) : [];
}
