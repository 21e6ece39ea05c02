/**
 * "What changed" (issue 41, ADR 0089): beside the Original/Approved toggle once an approved
 * report exists, a button that opens what changed from the original report to the approved one:
 * the grade and the total before and after, and the damages added, removed and changed, each
 * changed field before and after (report-changes.ts). It reads the two reports as the editor
 * shows them, so it opens offline, with this device's changes on their way included.
 */
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { gradeView } from './grade-view';
import type { ShownReport } from './overlay';
import { reportChanges, type DamageChange, type ReportChanges } from './report-changes';
import type { InspectionView } from './use-inspection';
import './what-changed.css';

/** "Grade 3.5 → 4.0", or "Grade 3.5 (unchanged)". */
export const beforeAfterText = (label: string, change: { before: string; after: string; changed: boolean }) =>
  change.changed ? `${label} ${change.before} → ${change.after}` : `${label} ${change.before} (unchanged)`;

/** The changes from the view's original to its current (approved) report, with the grades the screen shows for each. */
function changesOf(view: InspectionView, original: ShownReport, approved: ShownReport): ReportChanges {
  const grade = (report: ShownReport, isOriginal: boolean) => gradeView(view.shown, report, view.state, view.config, isOriginal).grade;
  return reportChanges(
    { report: original, grade: grade(original, true) },
    { report: approved, grade: grade(approved, false) },
    {
      wholeNumbers: view.config.wholeNumberGrades,
    },
  );
}

function DamageList({ title, changes }: { title: string; changes: readonly DamageChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section className="what-changed-group" aria-label={`${title} (${changes.length})`}>
      <Heading as="h3" size="md">
        {title} ({changes.length})
      </Heading>
      <ul className="what-changed-list">
        {changes.map((change, index) => (
          <li key={`${change.title}-${index}`} className="what-changed-damage" data-kind={change.kind}>
            <Text className="what-changed-title">{change.title}</Text>
            {change.fields.length > 0 ? (
              <ul className="what-changed-fields">
                {change.fields.map((field) => (
                  <li key={field.label}>
                    {field.label}: {field.before} → {field.after}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function WhatChangedDialog({ view, original, approved, onClose }: { view: InspectionView; original: ShownReport; approved: ShownReport; onClose: () => void }) {
  const changes = useMemo(() => changesOf(view, original, approved), [view, original, approved]);
  const damages = changes.added.length + changes.removed.length + changes.changed.length;
  return (
    <Dialog title="What changed" description="From the Original Inspection to the Approved Inspection" size="lg" onClose={onClose} closeButton>
      <div className="what-changed">
        <ul className="what-changed-summary" aria-label="Grade and total">
          <li>{beforeAfterText('Grade', changes.grade)}</li>
          <li>{beforeAfterText('Total', changes.total)}</li>
        </ul>
        {damages === 0 ? <Text tone="muted">No damage was added, removed or changed.</Text> : null}
        <DamageList title="Added" changes={changes.added} />
        <DamageList title="Removed" changes={changes.removed} />
        <DamageList title="Changed" changes={changes.changed} />
      </div>
    </Dialog>
  );
}

/** The What changed button and its dialog; nothing until the vehicle has an approved report and its original. */
export function WhatChanged({ view }: { view: InspectionView }) {
  const [open, setOpen] = useState(false);
  const { current, original } = view;
  if (!current || !original) return null;
  return (
    <>
      <Button variant="outline" colorPalette="brand" onClick={() => setOpen(true)}>
        What changed
      </Button>
      {open ? <WhatChangedDialog view={view} original={original} approved={current} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
