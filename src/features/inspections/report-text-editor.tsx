/**
 * The report's comment or note: shown, then edited with Save and Cancel;
 * trimmed, blank becomes empty, at most 254 characters, with the n/254 counter and "Some text
 * will be lost" past it. Saved through the outbox; its state shows beside it. Leaving the page
 * with a changed text asks first (LeaveGuard). What is typed is kept in the tab as a draft
 * (lib/text-drafts.ts) until it is saved or cancelled: an expired session, which unmounts the
 * page, a reload or a crash does not lose it, and the editor opens with it again.
 */
import { useCallback, useId, useState } from 'react';
import { getSession } from '@/auth/session';
import { clearTextDraft, readTextDraft, textDraftKey, writeTextDraft } from '@/lib/text-drafts';
import { LeaveGuard } from '@/components/leave-guard';
import { inspectionLimits, normalizeReportText } from '@/contract/inspection-rules';
import { TextArea } from '@/components/ui/field';
import { ChangeBadge, ChangeProblems } from './change-status';
import { EditButton, SaveCancel } from './field';
import type { Mark } from './overlay';
import { Heading } from '@/components/ui/heading';

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

/** The text being edited, kept as a draft as it changes; null while it is only shown. */
function useDraftedText(draftOf: string): { editing: string | null; restored: boolean; setEditing: (text: string | null) => void } {
  const userId = getSession().user?.id;
  const key = userId === undefined ? null : textDraftKey(userId, `inspection.${draftOf}`);
  const [editing, setEditingState] = useState<string | null>(() => (key === null ? null : readTextDraft(key)));
  // Opened with a draft kept from before (an expired session, a reload): it says so until saved or cancelled.
  const [restored, setRestored] = useState(editing !== null);
  const setEditing = useCallback(
    (text: string | null) => {
      setEditingState(text);
      if (text === null) setRestored(false);
      if (key === null) return;
      if (text === null) clearTextDraft(key);
      else writeTextDraft(key, text);
    },
    [key],
  );
  return { editing, restored, setEditing };
}

export function ReportTextEditor({ title, value, canEdit, describedBy, marks, draftOf, onSave }: ReportTextEditorProps) {
  const { editing, restored, setEditing } = useDraftedText(draftOf);
  const headingId = useId();
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
            <EditButton canEdit={canEdit} describedBy={describedBy} onClick={() => setEditing(value ?? '')}>
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
            void onSave(normalizeReportText(editing)).then(() => setEditing(null));
          }}
        >
          <TextArea
            label={title}
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
            <SaveCancel onCancel={() => setEditing(null)} />
          </div>
          <LeaveGuard when={editing !== (value ?? '')} />
        </form>
      )}
      <ChangeProblems marks={marks} fieldLabel={() => title} />
    </section>
  );
}
