/**
 * The inspection screen (/vehicles/{vehicle_id}/inspections; issue 13, ADR 0018):
 * the vehicle's condition report, written on a tablet with or without a network. What it
 * shows is the server's copy with this device's waiting changes laid over it
 * (use-inspection.ts); every change goes through the outbox (writes.ts) and is on the device
 * before the screen shows it saved.
 */
import { useNavigate } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFocusHandOff } from '@/components/ui/focus-hand-off';
import { showSnackbar } from '@/components/snackbar';
import { notSavedText, savedCopyText } from '@/components/offline-texts';
import { readOnlyTexts } from '@/contract/inspection-rules';
import type { InspectionUpdate, VehicleConditionUpdate } from '@/contract/inspections';
import type { Tires } from '@/contract/tires';
import { prepareCompression } from '@/lib/photo-compression';
import { useOnline } from '@/offline/connection';
import { ChangeProblems, OrphanedChanges, UnsyncedNote } from './change-status';
import { DamageCard, damageTitle } from './damage-card';
import { DamageDialogHost } from './damage-dialog';
import { openDamageDialog } from './damage-dialog-store';
import { GradePanel } from './grade-panel';
import { InspectionHeader } from './inspection-header';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { marksSetting, type ShownDamage, type ShownReport } from './overlay';
import { answerSnackbars } from './report-answers';
import { DeliveryOptions } from './delivery-options';
import { ReportDiagram } from './report-diagram';
import './inspection.css';
import { ReportTextEditor } from './report-text-editor';
import { ReportToolbar } from './report-toolbar';
import { TyresPanel } from './tyres-panel';
import { useInspection } from './use-inspection';
import { VehicleFieldsPanel } from './vehicle-fields';
import { shownFacts } from './shown-facts';
import { WhatChanged } from './what-changed';
import { baseOf, queueCreateReport, queueDeleteDamage, queueDeleteReport, queueUpdateReport, queueVehicleFields, reportWriteOf } from './writes';
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { VehicleTitle } from '@/components/vehicle-title';
import { Notice } from '@/components/ui/notice';
import { Button } from '@/components/ui/button';

const readOnlyNoteId = 'inspection-read-only';

/** The report's texts, each edited on its own: the comment, then the note. */
const reportTexts = [
  { title: 'Comment', field: 'comments' },
  { title: 'Note', field: 'notes' },
] as const;

/** Runs a save; a write that could not be queued (signed out, the device's storage full) says so. */
async function saving(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    showSnackbar({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/**
 * The snackbars that answer the report's own writes (report-answers.ts): each answer that comes
 * while the screen is open, once.
 */
function useAnswerSnackbars(records: ReturnType<typeof useInspection>['records'], vehicleId: number, autograde: boolean) {
  // Only answers that come while the screen is open: set when it mounts.
  const since = useRef<number | null>(null);
  const shown = useRef(new Set<string>());
  useEffect(() => {
    since.current = Date.now();
  }, []);
  useEffect(() => {
    if (since.current === null) return;
    for (const { key, snackbar } of answerSnackbars(records, vehicleId, since.current, autograde)) {
      if (shown.current.has(key)) continue;
      shown.current.add(key);
      showSnackbar(snackbar);
    }
  }, [records, vehicleId, autograde]);
}

/**
 * Refused or conflicting changes aimed at the report not shown (the original after a desk user
 * approved it, say): listed where the inspector is looking, so none waits unseen.
 */
function OtherReportProblems({ reports }: { reports: readonly ShownReport[] }) {
  const marks = reports
    .flatMap((other) => [...other.marks, ...other.damages.flatMap((damage) => damage.marks)])
    .filter((mark) => mark.state === 'refused' || mark.state === 'conflict');
  if (marks.length === 0) return null;
  return (
    <section className="insp-stack" data-gap="s" aria-label="Changes that need you">
      <Heading as="h2" size="md">
        Changes that need you
      </Heading>
      <ChangeProblems marks={marks} />
    </section>
  );
}

/**
 * Print leaves the editor in three tasks (issue 14): first the damage cards go, then the rest of
 * the editor (each a transition, in a task of its own), then the router swaps the emptied page
 * for the printable report. Unmounting the editor with its cards and mounting the print page in
 * one task held the main thread for 60-80 ms on a tablet (budget 50 ms).
 */
function usePrintLeave(vehicleId: number) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<{ reportId: string; exclude: boolean; step: 'cards' | 'editor' } | null>(null);
  useEffect(() => {
    if (leaving === null) return;
    const timer = setTimeout(() => {
      if (leaving.step === 'cards') startTransition(() => setLeaving({ ...leaving, step: 'editor' }));
      else
        void navigate({
          to: '/vehicles/$vehicleId/inspections/print/$reportId',
          params: { vehicleId, reportId: leaving.reportId },
          search: leaving.exclude ? { exclude: 1 } : {},
        }).finally(() => setLeaving(null));
    });
    return () => clearTimeout(timer);
  }, [leaving, navigate, vehicleId]);
  return {
    /** What is gone already: the cards, or the whole editor. */
    gone: leaving?.step ?? null,
    leave: (reportId: string, exclude: boolean) => startTransition(() => setLeaving({ reportId, exclude, step: 'cards' })),
  };
}

export function InspectionPage({ vehicleId }: { vehicleId: number }) {
  const [showOriginal, setShowOriginal] = useState(false);
  const { view, stateQuery, records } = useInspection(vehicleId, showOriginal);
  const online = useOnline();
  // Where the focus goes when its control goes (ADR 0102): from Create Inspection and from a deleted
  // damage's card, to the damage now in its place (its Edit), else the one before, else Add Damage.
  const handOff = useFocusHandOff();
  const addDamageButton = useRef<HTMLButtonElement>(null);
  const damageList = useRef<HTMLUListElement>(null);
  // Stable, so that the memoized damage cards do not re-render when the page does.
  const deleteDamage = useCallback(
    (damage: ShownDamage, from: HTMLButtonElement | null) => {
      const cards = [...(damageList.current?.children ?? [])];
      const at = cards.findIndex((card) => from !== null && card.contains(from));
      handOff(from, () => {
        const edits = damageList.current?.querySelectorAll<HTMLButtonElement>('button[aria-label^="Edit "]');
        return edits?.[at] ?? edits?.[at - 1] ?? addDamageButton.current;
      });
      void saving(() => queueDeleteDamage(vehicleId, damage.reportId, damage.id, damage.create?.id ?? null, `Delete damage: ${damageTitle(damage)}`)).catch(
        () => undefined,
      );
    },
    [vehicleId, handOff],
  );
  const createButton = useRef<HTMLButtonElement>(null);
  const [confirmCreate, setConfirmCreate] = useState(false);
  const printing = usePrintLeave(vehicleId);
  useAnswerSnackbars(records, vehicleId, view?.config.autograde ?? false);
  // The photo worker's script loads while the network is there: on the lot it may not be when a photo is taken.
  useEffect(() => prepareCompression(), []);

  const offline = !online || stateQuery.fetchStatus === 'paused';

  const frame = (children: ReactNode) => (
    <div className="insp">
      <VehicleTitle title="Vehicle Inspection" backTo={vehicleId} />
      {children}
    </div>
  );

  if (!view) {
    if (offline) return frame(<p role="status">{notSavedText("this vehicle's inspection", 'loads', 'it')}</p>);
    if (stateQuery.error) return frame(<LoadError what="The inspection" error={stateQuery.error} onRetry={() => void stateQuery.refetch()} />);
    return frame(<p>Loading...</p>);
  }

  if (printing.gone === 'editor') return frame(<p role="status">Opening the printable report…</p>);

  const { state, shown, report, current, original, config, readOnly, grade, catalogue } = view;
  const canEdit = readOnly === null;
  const describedBy = canEdit ? undefined : readOnlyNoteId;
  const vehicle = shown.vehicle;
  // The report's keys, drivable, body type and tyres: an original's as it kept them (ADR 0089).
  const facts = shownFacts(shown, report);

  const saveVehicle = (fields: VehicleConditionUpdate, label: string) =>
    void saving(() => queueVehicleFields(vehicleId, fields, { etag: vehicle.etag, base: baseOf(vehicle.fields, fields) }, label)).catch(() => undefined);
  const saveReport = (target: ShownReport, fields: InspectionUpdate, label: string) =>
    saving(() => queueUpdateReport(vehicleId, target.id, fields, { etag: target.etag, base: baseOf(target.fields, fields) }, label));

  return frame(
    <>
      {offline ? (
        <p role="status" className="insp-muted">
          {savedCopyText("this vehicle's inspection", stateQuery.dataUpdatedAt)} Changes are kept on this device and sent when the connection returns.
        </p>
      ) : null}
      <InspectionHeader state={state} fields={facts} report={report} autograde={config.autograde} />
      {readOnly ? (
        <Notice id={readOnlyNoteId} role="note" status="neutral">
          {readOnlyTexts[readOnly]}
        </Notice>
      ) : null}
      <OrphanedChanges marks={shown.orphans} />
      {!report ? (
        <div className="insp-stack" data-gap="s">
          <p>This vehicle has no inspection report yet.</p>
          <div>
            <Button ref={createButton} colorPalette="brand" disabled={!canEdit} aria-describedby={describedBy} onClick={() => setConfirmCreate(true)}>
              Create Inspection
            </Button>
          </div>
        </div>
      ) : (
        <>
          <ReportToolbar
            vehicleId={vehicleId}
            reportId={String(report.id)}
            hasOriginal={original !== null}
            showOriginal={showOriginal && original !== null}
            onToggle={setShowOriginal}
            canEdit={canEdit}
            describedBy={describedBy}
            deleteEnabled={config.deleteEnabled}
            onAddDamage={() => openDamageDialog(null)}
            addDamageRef={addDamageButton}
            onDelete={() =>
              void saving(() => queueDeleteReport(vehicleId, report.id, report.create?.id ?? null, { etag: report.etag, base: {} })).catch(() => undefined)
            }
            delivery={<DeliveryOptions vehicleId={vehicleId} reportId={(current ?? report).id} canRevoke={state.can_write} />}
            changes={<WhatChanged view={view} />}
            onPrint={(exclude) => printing.leave(String(report.id), exclude)}
          />
          {/* A refused Create or Delete Inspection, with its reason, Retry and Discard. */}
          <ChangeProblems marks={report.marks.filter((mark) => reportWriteOf(mark.record, vehicleId) !== 'update')} />
          <OtherReportProblems reports={shown.reports.filter((other) => other !== report)} />
          <UnsyncedNote unsynced={shown.unsynced} refused={shown.refused} />
          <div className="insp-columns">
            <GradePanel
              grade={grade}
              autograde={config.autograde}
              wholeNumbers={config.wholeNumberGrades}
              canEdit={canEdit}
              describedBy={describedBy}
              marks={report.marks}
              onSave={(value) => saveReport(report, { grade: value }, 'Grade')}
            />
            <Card.Root size="sm">
              <Card.Body className="insp-stack" data-gap="l">
                {reportTexts.map(({ title, field }) => (
                  <ReportTextEditor
                    key={field}
                    title={title}
                    value={report.fields[field]}
                    canEdit={canEdit}
                    describedBy={describedBy}
                    marks={marksSetting(report.marks, field)}
                    draftOf={`${vehicleId}.${report.id}.${field}`}
                    onSave={(text) => saveReport(report, { [field]: text || null }, title)}
                  />
                ))}
              </Card.Body>
            </Card.Root>
          </div>
          <section className="insp-stack" aria-labelledby="damages-heading">
            <div className="insp-row" data-align="baseline" data-justify="between">
              <Heading as="h2" size="md" id="damages-heading">
                Damages ({report.damages.length})
              </Heading>
              <p className="insp-strong">Total damage cost: ${report.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</p>
            </div>
            {printing.gone ? null : <ReportDiagram damages={report.damages} items={catalogue?.items} canEdit={canEdit} describedBy={describedBy} />}
            {printing.gone ? (
              <p role="status" className="insp-muted">
                Opening the printable report…
              </p>
            ) : report.damages.length === 0 ? (
              <p className="insp-muted">No damages recorded.</p>
            ) : (
              <ul ref={damageList} className="insp-list-plain" aria-label="Damages">
                {report.damages.map((damage, index) => (
                  <DamageCard
                    key={damage.key}
                    number={index + 1}
                    damage={damage}
                    canEdit={canEdit}
                    describedBy={describedBy}
                    onEdit={openDamageDialog}
                    onDelete={deleteDamage}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <Card.Root size="sm">
        <Card.Body className="insp-stack" data-gap="l">
          <VehicleFieldsPanel
            fields={facts}
            bodyStyles={state.body_styles}
            autograde={config.autograde}
            canEdit={canEdit && !showOriginal}
            describedBy={describedBy}
            marks={vehicle.marks}
            onSave={saveVehicle}
          />
          <TyresPanel
            tires={facts.tires}
            brands={catalogue?.tireBrands ?? []}
            canEdit={canEdit && !showOriginal}
            describedBy={describedBy}
            marks={vehicle.marks}
            draftOf={String(vehicleId)}
            onSave={(tires: Tires) =>
              saving(() => queueVehicleFields(vehicleId, { tires }, { etag: vehicle.etag, base: { tires: vehicle.fields.tires } }, 'Tyres'))
            }
          />
        </Card.Body>
      </Card.Root>
      <DamageDialogHost
        report={report ? { vehicleId, reportId: report.id, approvedExists: original !== null } : null}
        damages={report?.damages ?? []}
        canEdit={canEdit && !printing.gone}
        catalogue={catalogue ?? null}
        autograde={config.autograde}
        severityRequired={config.severityRequired}
      />
      {confirmCreate ? (
        <ConfirmDialog
          open
          title="Create Report?"
          confirmLabel="Create"
          onCancel={() => setConfirmCreate(false)}
          onConfirm={() => {
            setConfirmCreate(false);
            handOff(createButton.current, () => addDamageButton.current);
            void saving(() => queueCreateReport(vehicleId)).catch(() => undefined);
          }}
        >
          Are you sure you want to create an inspection report for this vehicle?
        </ConfirmDialog>
      ) : null}
    </>,
  );
}
