/**
 * The grade: 0 to 5 with one decimal (whole numbers where the site
 * says), --- when empty. Typed where the site grades by hand; at an autograde site computed,
 * with what took the points off ("why 3.4?") and the warnings that keep it from being
 * computed, each naming the damage or tyre it means; marked provisional while this device's
 * changes are on their way.
 */
import { useState } from 'react';
import { formatGrade, gradeIssue } from '@/contract/inspection-rules';
import type { GradeView } from './use-inspection';
import { marksSetting, type Mark } from './overlay';
import { ChangeBadge, ChangeProblems } from './change-status';
import { TextField } from '@/components/ui/field';
import { EditButton, SaveCancel } from './field';
import { Heading } from '@/components/ui/heading';
import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';

interface GradePanelProps {
  grade: GradeView;
  autograde: boolean;
  wholeNumbers: boolean;
  canEdit: boolean;
  describedBy?: string;
  marks: readonly Mark[];
  onSave: (grade: number | null) => Promise<void>;
}

export function GradePanel({ grade, autograde, wholeNumbers, canEdit, describedBy, marks, onSave }: GradePanelProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const typed = editing?.trim() ?? '';
  const value = typed === '' ? null : Number(typed);
  const problem =
    editing === null ? null : typed !== '' && !/^\d+(\.\d+)?$/.test(typed) ? 'Grade must be a number from 0 to 5' : gradeIssue(value, wholeNumbers);
  const gradeMarks = marksSetting(marks, 'grade');
  return (
    <Card.Root as="section" size="sm" aria-labelledby="grade-heading">
      <Card.Body className="insp-stack">
        <div className="insp-row" data-align="baseline">
          <Heading as="h2" size="xl" id="grade-heading">
            Grade
          </Heading>
          <output className="insp-grade" aria-label={`Grade ${formatGrade(grade.grade, wholeNumbers)}`}>
            {formatGrade(grade.grade, wholeNumbers)}
          </output>
          {grade.provisional ? (
            <Badge colorPalette="yellow" title="Computed on this device; the server's grade replaces it once your changes are through">
              Provisional
            </Badge>
          ) : null}
          <ChangeBadge marks={gradeMarks} />
        </div>
        {autograde ? (
          <>
            {grade.warnings.length > 0 ? (
              <div role="status">
                <p className="insp-strong">Autograde needs:</p>
                <ul className="insp-list">
                  {grade.warnings.map((warning) => (
                    <li key={`${warning.source}:${warning.ref}`}>{warning.text}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {grade.breakdown.length > 0 && grade.grade !== null ? (
              <details>
                <summary className="insp-summary">Why {formatGrade(grade.grade, wholeNumbers)}?</summary>
                <p className="insp-small insp-muted">5.0, less:</p>
                <ul className="insp-list insp-small">
                  {grade.breakdown.map((entry) => (
                    <li key={`${entry.source}:${entry.ref}`}>
                      {entry.label}: −{entry.points.toFixed(1)}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
        ) : editing === null ? (
          <div>
            <EditButton canEdit={canEdit} describedBy={describedBy} onClick={() => setEditing(grade.grade === null ? '' : String(grade.grade))}>
              Edit grade
            </EditButton>
          </div>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (problem) return;
              void onSave(value).then(() => setEditing(null));
            }}
          >
            <div className="insp-row" data-align="end">
              <TextField
                label={`Grade (0 to 5${wholeNumbers ? ', whole numbers' : ', one decimal'})`}
                size="lg"
                className="insp-grade-field"
                inputMode="decimal"
                value={editing}
                onChange={(event) => setEditing(event.target.value)}
                error={problem}
                autoFocus
              />
              <SaveCancel disabled={problem !== null} onCancel={() => setEditing(null)} />
            </div>
          </form>
        )}
        <ChangeProblems marks={gradeMarks} fieldLabel={() => 'Grade'} />
      </Card.Body>
    </Card.Root>
  );
}
