/**
 * The changes on this device that the signed-in user's queue never sends, with whose they are,
 * why they wait and what can be done: another user's wait for that user to sign in here (they
 * are theirs: only they can send or discard them); the user's own made against another
 * environment wait for a sign-in to that environment, or can be discarded.
 */
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { useState } from 'react';
import { useSession } from '@/auth/use-session';
import { SignOutLink } from '@/components/app-shell/sign-out-link';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { apiBaseUrl } from '@/lib/env';
import { discardRecords } from '@/offline/outbox';
import type { OutboxRecord } from '@/offline/record';
import { useOthersRecords } from '@/offline/use-outbox';
import './outbox.css';
import { Text } from '@/components/ui/text';

interface Batch {
  key: string;
  kind: 'user' | 'environment';
  /** Another user's name, or the other environment's. */
  name: string;
  records: OutboxRecord[];
}

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

function batchesOf(records: readonly OutboxRecord[], userId: number | null): Batch[] {
  const batches = new Map<string, Batch>();
  for (const record of records) {
    const mine = record.userId === userId;
    const key = mine ? `environment:${record.apiBase}` : `user:${record.userId}`;
    const name = mine ? (record.environmentName ?? record.apiBase) : (record.ownerName ?? `another user (#${record.userId})`);
    const batch = batches.get(key) ?? { key, kind: mine ? 'environment' : 'user', name, records: [] };
    batch.records.push(record);
    batches.set(key, batch);
  }
  return [...batches.values()];
}

export function OthersRecords() {
  const userId = useSession().user?.id ?? null;
  const records = useOthersRecords(userId, apiBaseUrl());
  const [toDiscard, setToDiscard] = useState<Batch | null>(null);
  const batches = batchesOf(records, userId);
  if (batches.length === 0) return null;
  return (
    <section className="outbox-column" aria-label="Waiting for another sign-in">
      <Heading as="h2" size="md">
        Waiting for another sign-in
      </Heading>
      {batches.map((batch) => (
        <div key={batch.key} className="outbox-column outbox-batch">
          {batch.kind === 'user' ? (
            <>
              <Text>
                {changes(batch.records.length)} by {batch.name} wait on this device. They are sent when {batch.name} signs in here; only they can send or
                discard them.
              </Text>
              <Button asChild variant="outline" className="outbox-start">
                <SignOutLink>Sign out so {batch.name} can sign in</SignOutLink>
              </Button>
            </>
          ) : (
            <>
              <Text>
                {changes(batch.records.length)} you made against the {batch.name} environment wait on this device. They are sent when you sign in to{' '}
                {batch.name} here (choose it on the sign-in page).
              </Text>
              <Button variant="outline" colorPalette="red" className="outbox-start" onClick={() => setToDiscard(batch)}>
                Discard the {changes(batch.records.length)} for {batch.name}
              </Button>
            </>
          )}
        </div>
      ))}
      <ConfirmDialog
        open={toDiscard !== null}
        title={`Discard ${toDiscard ? changes(toDiscard.records.length) : ''}?`}
        confirmLabel="Discard"
        danger
        onCancel={() => setToDiscard(null)}
        onConfirm={() => {
          if (toDiscard) void discardRecords(toDiscard.records.map((record) => record.id));
          setToDiscard(null);
        }}
      >
        {toDiscard
          ? `${changes(toDiscard.records.length)} made against ${toDiscard.name} (${toDiscard.records
              .slice(0, 3)
              .map((record) => record.label)
              .join(', ')}${toDiscard.records.length > 3 ? ', …' : ''}) will never reach that server. This cannot be undone.`
          : null}
      </ConfirmDialog>
    </section>
  );
}
