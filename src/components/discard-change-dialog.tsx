/**
 * "Discard this change?": the question before a change waiting in the outbox is given up
 * (the outbox page, a damage's refused or conflicting change). It says what is lost, and how
 * many later changes go with it (those that could only follow it, discardSet), then discards.
 */
import { discard, discardSet } from '@/offline/outbox';
import type { OutboxRecord } from '@/offline/record';
import { useGroupRecords } from '@/offline/use-outbox';
import { ConfirmDialog } from './confirm-dialog';

export function DiscardChangeDialog({ record, onClose }: { record: OutboxRecord | null; onClose: () => void }) {
  const inGroup = useGroupRecords(record?.group ?? '');
  const alsoRemoved = record ? Math.max(0, discardSet(inGroup, record.id).length - 1) : 0;
  return (
    <ConfirmDialog
      open={record !== null}
      title="Discard this change?"
      confirmLabel="Discard"
      danger
      onCancel={onClose}
      onConfirm={() => {
        if (record) void discard(record.id);
        onClose();
      }}
    >
      <div className="lc-dialog-stack" data-gap="sm">
        <p className="lc-dialog-text">“{record?.label}” will not be sent to the server. This cannot be undone.</p>
        {alsoRemoved > 0 ? (
          <p className="lc-dialog-text">
            {alsoRemoved === 1 ? '1 later change depends on it and is' : `${alsoRemoved} later changes depend on it and are`} discarded too.
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
