/**
 * What a damage, photo or field's changes still on their way are doing, on the thing itself:
 * waiting, sending, refused by the server (its reason, Retry and Discard; a refused delete
 * reads "Error deleting: …"), or in conflict with
 * a change made on the server meanwhile (both values, and the choice), or aimed at a report
 * that was approved meanwhile (apply it there, or discard it). Nothing is silently lost.
 */
import { useState } from 'react';
import { DiscardChangeDialog } from '@/components/discard-change-dialog';
import { applyToApproved, resolveConflict, retryNow } from '@/offline/outbox';
import { useLocalPhotoUrl } from '@/offline/use-local-photo';
import type { Mark } from './overlay';
import { errorDeletingText } from './report-answers';
import { Notice } from '@/components/ui/notice';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { Heading } from '@/components/ui/heading';
import { RecordContent } from '@/components/outbox-record';

const badges = {
  waiting: { text: 'Waiting to send', palette: 'gray' },
  sending: { text: 'Sending', palette: 'blue' },
  refused: { text: 'Not saved', palette: 'red' },
  conflict: { text: 'Conflict', palette: 'orange' },
} as const;

/** The state of the oldest change still on its way ("Saved" when none is). */
export function ChangeBadge({ marks }: { marks: readonly Mark[] }) {
  const first = marks.find((mark) => mark.state === 'conflict' || mark.state === 'refused') ?? marks[0];
  if (!first) return null;
  const badge = badges[first.state];
  return <Badge colorPalette={badge.palette}>{badge.text}</Badge>;
}

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '(empty)' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** What happened to a change that needs the user: its notice's first line. */
function problemTitle(record: Mark['record']): string {
  if (record.state === 'conflict' && record.conflict?.kind === 'fields') return 'Changed on the server too since you edited it. Choose which to keep:';
  if (record.state === 'conflict' && record.conflict?.kind === 'approved') return record.conflict.message;
  const reason = record.lastError ?? 'the server refused this change.';
  // A refused delete says so as the spec words it; any other refused change was not saved.
  return record.method === 'DELETE' ? errorDeletingText(reason) : `Not saved: ${reason}`;
}

/** What a refused change holds, its photo read from the device. */
function RefusedContent({ record }: { record: Mark['record'] }) {
  const photoUrl = useLocalPhotoUrl(record.body?.kind === 'file' ? record.id : null);
  return <RecordContent record={record} photoUrl={photoUrl} />;
}

/** The refusals and conflicts among `marks`, each with what can be done. */
export function ChangeProblems({
  marks,
  fieldLabel = (field) => field,
  named = false,
}: {
  marks: readonly Mark[];
  fieldLabel?: (field: string) => string;
  /** Each problem's title names its change ("Edit damage: Hood – Dent"): where no card does. */
  named?: boolean;
}) {
  const [toDiscard, setToDiscard] = useState<Mark | null>(null);
  const problems = marks.filter((mark) => mark.state === 'refused' || mark.state === 'conflict');
  if (problems.length === 0) return null;
  return (
    <div className="insp-stack" data-gap="s">
      {problems.map(({ record }) => (
        <Notice
          key={record.id}
          status="error"
          variant="surface"
          role="group"
          aria-label={`Problem: ${record.label}`}
          title={named ? `${record.label}. ${problemTitle(record)}` : problemTitle(record)}
        >
          <div className="insp-stack" data-gap="s">
            {record.state === 'conflict' && record.conflict?.kind === 'fields' ? (
              <>
                {record.conflict.fields.map((field) => (
                  <p key={field.field}>
                    {fieldLabel(field.field)}: yours “{show(field.mine)}”, on the server “{show(field.theirs)}”
                  </p>
                ))}
                <div className="insp-row">
                  <Button
                    colorPalette="brand"
                    onClick={() =>
                      record.conflict?.kind === 'fields' &&
                      void resolveConflict(record.id, Object.fromEntries(record.conflict.fields.map((f) => [f.field, 'mine'])))
                    }
                  >
                    Keep mine
                  </Button>
                  <Button
                    variant="outline"

                    onClick={() =>
                      record.conflict?.kind === 'fields' &&
                      void resolveConflict(record.id, Object.fromEntries(record.conflict.fields.map((f) => [f.field, 'theirs'])))
                    }
                  >
                    Keep the server’s
                  </Button>
                </div>
              </>
            ) : record.state === 'conflict' && record.conflict?.kind === 'approved' ? (
              <>
                <p>“{record.label}” was not saved. It can be made on the approved inspection instead.</p>
                <div className="insp-row">
                  <Button colorPalette="brand" onClick={() => void applyToApproved(record.id)}>
                    Apply to the approved inspection
                  </Button>
                  <Button variant="outline" colorPalette="red" onClick={() => setToDiscard({ state: 'conflict', record })}>
                    Discard
                  </Button>
                </div>
              </>
            ) : (
              <>
                <RefusedContent record={record} />
                <div className="insp-row">
                  <Button variant="outline" onClick={() => void retryNow(record.id)} aria-label={`Retry ${record.label}`}>
                    Retry
                  </Button>
                  <Button
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setToDiscard({ state: 'refused', record })}
                    aria-label={`Discard ${record.label}`}
                  >
                    Discard
                  </Button>
                </div>
              </>
            )}
          </div>
        </Notice>
      ))}
      {toDiscard ? <DiscardChangeDialog record={toDiscard.record} onClose={() => setToDiscard(null)} /> : null}
    </div>
  );
}

/**
 * Refused changes whose damage or report was deleted on the server meanwhile (overlay.ts
 * `orphans`): they have no card to show them on, so they are listed here, each with its reason,
 * what it holds, Retry and Discard.
 */
export function OrphanedChanges({ marks }: { marks: readonly Mark[] }) {
  if (marks.length === 0) return null;
  return (
    <section className="insp-stack" data-gap="s" aria-labelledby="orphaned-changes">
      <Heading as="h2" size="md" id="orphaned-changes">
        Not saved: {marks.length === 1 ? 'a change' : `${marks.length} changes`} to what was deleted on the server
      </Heading>
      <p className="insp-small">
        The damage or report {marks.length === 1 ? 'this change was' : 'these changes were'} made to is no longer on the server. What was entered is below: copy
        it into the report before you discard it.
      </p>
      <ChangeProblems marks={marks} named />
    </section>
  );
}

/** How many changes of the inspection are still on this device: waiting, or refused. */
export function UnsyncedNote({ unsynced, refused }: { unsynced: number; refused: number }) {
  const waiting = unsynced - refused;
  const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);
  if (unsynced === 0) return null;
  return (
    <p role="status" className="insp-small insp-muted">
      {waiting > 0 ? `${changes(waiting)} of this inspection ${waiting === 1 ? 'is' : 'are'} on this device, not yet on the server.` : null}
      {waiting > 0 && refused > 0 ? ' ' : null}
      {refused > 0
        ? `${changes(refused)} of this inspection ${refused === 1 ? 'was' : 'were'} not saved: see why on ${refused === 1 ? 'it' : 'each'}, or in the Outbox.`
        : null}
    </p>
  );
}
