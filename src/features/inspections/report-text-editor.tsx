/**
 * The report's comment or note: shown, then edited with Save and Cancel;
 * trimmed, blank becomes empty, at most 254 characters, with the n/254 counter and "Some text
 * will be lost" past it. Saved through the outbox; its state shows beside it.
 */
import { useId, useState } from 'react';
import { inspectionLimits, normalizeReportText, reportTextWillBeCut, someTextLostMessage } from '@/contract/inspection-rules';
import { ChangeBadge, ChangeProblems } from './change-status';
import { EditButton, InspectionField, SaveCancel } from './field';
import type { Mark } from './overlay';
import '@/components/plain-field.css';
import { Heading } from '@/components/ui/heading';

interface ReportTextEditorProps {
  title: 'Comment' | 'Note';
  value: string | null;
  canEdit: boolean;
  describedBy?: string;
  marks: readonly Mark[];
  onSave: (text: string) => Promise<void>;
}

export function ReportTextEditor({ title, value, canEdit, describedBy, marks, onSave }: ReportTextEditorProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const headingId = useId();
  const counterId = useId();
  const fieldId = useId();
  const length = editing?.trim().length ?? 0;
  const cut = editing !== null && reportTextWillBeCut(editing);
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
          <InspectionField id={fieldId} label={title}>
            <textarea
              id={fieldId}
              className="lc-input"
              value={editing}
              onChange={(event) => setEditing(event.target.value)}
              rows={3}
              autoFocus
              aria-invalid={cut ? true : undefined}
              aria-describedby={counterId}
            />
            <p id={counterId} className={cut ? 'insp-small insp-error' : 'insp-small insp-muted'} aria-live="polite">
              {length}/{inspectionLimits.textMax}
              {cut ? ` · ${someTextLostMessage}` : ''}
            </p>
          </InspectionField>
          <div className="insp-row">
            <SaveCancel onCancel={() => setEditing(null)} />
          </div>
        </form>
      )}
      <ChangeProblems marks={marks} fieldLabel={() => title} />
    </section>
  );
}
