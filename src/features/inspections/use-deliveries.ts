/**
 * The deliveries asked for on this screen, followed through the outbox until they end: sent
 * ("Inspection sent to {email}"), or refused by the server ("Error sending: {message}", and
 * the record is dropped so it cannot go later by surprise). Until then each says where it is:
 * queued behind the report's own changes, waiting for the connection or for an e-mail limit
 * (429, with the server's reason; the outbox retries after its Retry-After), or being sent.
 */
import { useEffect, useRef, useState } from 'react';
import { showSnackbar } from '@/components/snackbar';
import { useOnline } from '@/offline/connection';
import { discard } from '@/offline/outbox';
import { isPending, waitsForUser, type OutboxRecord } from '@/offline/record';
import { useGroupRecords } from '@/offline/use-outbox';
import { inspectionGroup } from './writes';

export interface TrackedDelivery {
  recordId: number;
  email: string;
}

/** Statuses the outbox keeps retrying by itself (the server is busy with it, or asks to wait). */
const stillGoing = new Set([408, 409, 429]);

/** Whether the server answered this delivery with a refusal (a lost connection is not one). */
export function refusedByServer(record: Pick<OutboxRecord, 'state' | 'lastStatus'>): boolean {
  if (waitsForUser(record)) return true;
  return record.state === 'failed-retrying' && record.lastStatus !== null && record.lastStatus >= 400 && !stillGoing.has(record.lastStatus);
}

export const sentText = (email: string) => `Inspection sent to ${email}`;
export const sendErrorText = (message: string) => `Error sending: ${message}`;

export function deliveryStatusText(delivery: TrackedDelivery, record: OutboxRecord, earlierPending: number, online: boolean): string {
  // 429: an e-mail quota is reached (ADR 0067); the outbox sends it by itself once the server's Retry-After has passed.
  if (online && record.state === 'failed-retrying' && record.lastStatus === 429) {
    return `Queued: the inspection will be sent to ${delivery.email} when the e-mail limit allows.${record.lastError ? ` ${record.lastError}` : ''}`;
  }
  if (!online || record.state === 'failed-retrying') return `Queued: the inspection will be sent to ${delivery.email} when the connection returns.`;
  if (earlierPending > 0) return `Queued: the inspection will be sent to ${delivery.email} once this report's changes are saved.`;
  return `Sending the inspection to ${delivery.email}…`;
}

export function useDeliveries(vehicleId: number) {
  const records = useGroupRecords(inspectionGroup(vehicleId));
  const online = useOnline();
  const [tracked, setTracked] = useState<TrackedDelivery[]>([]);
  /** Deliveries whose end was already announced (an effect may run again with the same records). */
  const announced = useRef(new Set<number>());

  useEffect(() => {
    for (const delivery of tracked) {
      const record = records.find((entry) => entry.id === delivery.recordId);
      if (!record || announced.current.has(record.id)) continue;
      if (record.state === 'done') {
        announced.current.add(record.id);
        showSnackbar({ severity: 'success', message: sentText(delivery.email) });
      } else if (refusedByServer(record)) {
        announced.current.add(record.id);
        showSnackbar({ severity: 'error', message: sendErrorText(record.lastError ?? 'The server refused it.') });
        void discard(record.id);
      }
    }
  }, [records, tracked]);

  // Still on its way: its record is waiting or being sent (a done, refused or dropped one is not).
  const pending = tracked.flatMap((delivery) => {
    const record = records.find((entry) => entry.id === delivery.recordId);
    if (!record || !isPending(record) || refusedByServer(record)) return [];
    const earlier = records.filter((entry) => entry.id < delivery.recordId && isPending(entry)).length;
    return [{ ...delivery, text: deliveryStatusText(delivery, record, earlier, online) }];
  });

  return {
    pending,
    track: (recordId: number, email: string) => setTracked((current) => [...current, { recordId, email }]),
  };
}
