/**
 * The outbox (/outbox): every change saved on this device that has not reached the server,
 * with its state and last error, retry and discard; then what was sent recently; and how
 * much the device stores. The top bar's status opens it.
 */
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { PageFrame } from '@/components/page-frame';
import { useState } from 'react';
import { DiscardChangeDialog } from '@/components/discard-change-dialog';
import { useOnline } from '@/offline/connection';
import { retryAllNow, retryNow } from '@/offline/outbox';
import { kickSender } from '@/offline/signals';
import { useUploadProgress } from '@/offline/progress';
import type { OutboxRecord } from '@/offline/record';
import { countRecords, useOutboxRecords } from '@/offline/use-outbox';
import { OthersRecords } from './others-records';
import { RecordRow } from './record-row';
import { useVehicleNamer, type VehicleNamer } from './record-subject';
import { StoragePanel } from './storage-panel';
import './outbox.css';
import { Text } from '@/components/ui/text';

interface SectionProps {
  title: string;
  records: OutboxRecord[];
  onDiscard: (record: OutboxRecord) => void;
  nameOf: VehicleNamer;
}

function Section({ title, records, onDiscard, nameOf }: SectionProps) {
  const progress = useUploadProgress();
  if (records.length === 0) return null;
  return (
    <section className="outbox-section" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <ul className="outbox-list">
        {records.map((record) => (
          <RecordRow
            key={record.id}
            record={record}
            progress={progress.get(record.id)}
            onRetry={(r) => void retryNow(r.id)}
            onDiscard={onDiscard}
            nameOf={nameOf}
          />
        ))}
      </ul>
    </section>
  );
}

async function sendNow(records: readonly OutboxRecord[]): Promise<void> {
  const userId = records[0]?.userId;
  if (userId === undefined) return;
  await retryAllNow(userId);
  kickSender();
}

export function OutboxPage() {
  const nameOf = useVehicleNamer();
  const result = useOutboxRecords();
  const online = useOnline();
  const [toDiscard, setToDiscard] = useState<OutboxRecord | null>(null);

  if (result.status === 'loading') return <p className="outbox-message">Loading...</p>;
  if (result.status === 'error') {
    return (
      <p className="outbox-message" data-error="">
        The outbox on this device could not be read: {result.error.message}
      </p>
    );
  }

  const records = result.value;
  const counts = countRecords(records);
  const unsent = records.filter((record) => record.state !== 'done');
  const sent = records.filter((record) => record.state === 'done').reverse();
  const askDiscard = (record: OutboxRecord) => setToDiscard(record);

  return (
    <PageFrame gap="6" maxW="960px">
      <div className="outbox-column">
        <Heading as="h1" size="lg">
          Outbox
        </Heading>
        <Text>
          {online ? 'Online.' : 'Offline: changes are kept on this device and sent when the connection returns.'}{' '}
          {unsent.length === 0
            ? 'Nothing is waiting: everything saved on this device has reached the server.'
            : [
                counts.waiting > 0 ? `${counts.waiting} waiting to be sent` : null,
                counts.attention > 0 ? `${counts.attention} need${counts.attention === 1 ? 's' : ''} your attention` : null,
              ]
                .filter(Boolean)
                .join(', ') + '.'}
        </Text>
        {counts['failed-retrying'] > 0 ? (
          <Button variant="outline" className="outbox-start" onClick={() => void sendNow(records)}>
            Try sending now
          </Button>
        ) : null}
        <StoragePanel recordCount={records.length} />
      </div>
      <Section title="Not sent yet" records={unsent} onDiscard={askDiscard} nameOf={nameOf} />
      <OthersRecords />
      <Section title="Sent recently" records={sent} onDiscard={askDiscard} nameOf={nameOf} />
      <DiscardChangeDialog record={toDiscard} onClose={() => setToDiscard(null)} />
    </PageFrame>
  );
}
