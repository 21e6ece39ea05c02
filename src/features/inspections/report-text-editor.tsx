/**
 * The report's comment or note: shown, then edited with Save and Cancel;
 * trimmed, blank becomes empty, at most 254 characters, with the n/254 counter and "Some text
 * will be lost" past it. Saved through the outbox; its state shows beside it. Leaving the page
 * with a changed text asks first (LeaveGuard). What is typed is kept in the tab as a draft
 * (use-kept-draft.ts, ADR 0105) until it is saved or cancelled: an expired session, which unmounts the
 * page, a reload or a crash does not lose it, and the editor opens with it again.
 */
import { useId } from 'react';
import { LeaveGuard } from '@/components/leave-guard';
import { inspectionLimits, normalizeReportText } from '@/contract/inspection-rules';
import { TextArea } from '@/components/ui/field';
import { ChangeBadge, ChangeProblems } from './change-status';
import { EditButton, SaveCancel, useEditorFocus } from './field';
import type { Mark } from './overlay';
import { Heading } from '@/components/ui/heading';
import { textCodec, useKeptDraft } from './use-kept-draft';

interface ReportTextEditorProps {
  title: 'Comment' | 'Note';
  value: string | null;
  canEdit: boolean;
  describedBy?: string;
  marks: readonly Mark[];
  /** What the text belongs to, for its draft: the report and the field ("<report id>.comment"). */
  draftOf: string;
  onSave: (text: string) => Promise<void>;
}

export function ReportTextEditor({ title, value, canEdit, describedBy, marks, draftOf, onSave }: ReportTextEditorProps) {
  const { value: editing, restored, set: setEditing } = useKeptDraft(`inspection.${draftOf}`, textCodec);
  const headingId = useId();
  const { editButton, close: closeEditor } = useEditorFocus();
  return (
    <section className="insp-stack" data-gap="s" aria-labelledby={headingId}>
      <div className="insp-row">
        <Heading as="h3" size="md" id={headingId}>
          {title}
        </Heading>
        <ChangeBadge marks={marks} />
      </div>
      {editing === null ? (
        <>
          <p className={value ? 'insp-pre' : 'insp-pre insp-muted'}>{value || `No ${title.toLowerCase()}`}</p>
          <div>
            <EditButton ref={editButton} canEdit={canEdit} describedBy={describedBy} onClick={() => setEditing(value ?? '')}>
              {value ? `Edit ${title.toLowerCase()}` : `Add ${title.toLowerCase()}`}
            </EditButton>
          </div>
        </>
      ) : (
        <form
          className="insp-stack"
          data-gap="s"
          onSubmit={(event) => {
            event.preventDefault();
            void onSave(normalizeReportText(editing)).then(() => closeEditor(() => setEditing(null)));
          }}
        >
          {/* Named by the section's heading right above it (a label saying "Comment" again under "Comment" was an echo). */}
          <TextArea
            aria-labelledby={headingId}
            size="lg"
            rows={3}
            autoFocus
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            // Counted as it is saved: trimmed.
            counter={inspectionLimits.textMax}
            count={editing.trim().length}
            hint={restored ? 'Not saved yet: what you were writing before, kept on this device.' : undefined}
          />
          <div className="insp-row">
            <SaveCancel onCancel={() => closeEditor(() => setEditing(null))} />
          </div>
          <LeaveGuard when={editing !== (value ?? '')} onLeave={() => setEditing(null)} />
        </form>
      )}
      <ChangeProblems marks={marks} fieldLabel={() => title} />
    </section>
  );
}
