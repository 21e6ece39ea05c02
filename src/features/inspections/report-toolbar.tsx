/**
 * The report's actions: the Approved/Original toggle once an approved report exists, and
 * What changed beside it (`changes`), Add Damage, Delete Inspection (where the site allows it, after a question), Print (the
 * printable report of the report shown, the staff copy), Print Dealer Copy (the same report as
 * a dealer receives it: `exclude=1`, no notes, charges or costs; report-copies.ts) and
 * Inspection Delivery Options (`delivery`, delivery-options.tsx). A control that cannot be used
 * says why (`describedBy`, the read-only note).
 */
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode, type Ref } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

interface ReportToolbarProps {
  /** The report shown, for Print (the printable report of exactly what is on screen). */
  vehicleId: number;
  reportId: string;
  hasOriginal: boolean;
  showOriginal: boolean;
  onToggle: (original: boolean) => void;
  canEdit: boolean;
  describedBy?: string;
  deleteEnabled: boolean;
  onAddDamage: () => void;
  /** Add Damage, where the focus goes when the control that had it goes (a deleted damage's, Create Inspection). */
  addDamageRef?: Ref<HTMLButtonElement>;
  onDelete: () => void;
  /** The Inspection Delivery Options control. */
  delivery: ReactNode;
  /** Beside the toggle, once an approved report exists: What changed (what-changed.tsx). */
  changes?: ReactNode;
  /** A print link's plain click (`exclude`: the dealer copy): the page leaves for the printable report (a click that opens a new tab or window is the link's). */
  onPrint: (exclude: boolean) => void;
}

/** Print or Print Dealer Copy: a link to the printable report of the report shown, whose plain click is `onPrint`'s. */
function PrintLink({
  vehicleId,
  reportId,
  exclude,
  onPrint,
  children,
}: Pick<ReportToolbarProps, 'vehicleId' | 'reportId' | 'onPrint'> & { exclude: boolean; children: ReactNode }) {
  return (
    <Button asChild variant="outline" colorPalette="brand">
      <Link
        to="/vehicles/$vehicleId/inspections/print/$reportId"
        params={{ vehicleId, reportId }}
        search={exclude ? { exclude: 1 } : {}}
        // The printable report's code is fetched when the editor shows, not when Print is touched:
        // the router's preload on intent ran in the tap's own task (issue 14: no task over 50 ms).
        preload="render"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onPrint(exclude);
        }}
      >
        {children}
      </Link>
    </Button>
  );
}

export function ReportToolbar({
  vehicleId,
  reportId,
  hasOriginal,
  showOriginal,
  onToggle,
  canEdit,
  describedBy,
  deleteEnabled,
  onAddDamage,
  addDamageRef,
  onDelete,
  delivery,
  changes,
  onPrint,
}: ReportToolbarProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const blocked = canEdit ? undefined : describedBy;
  return (
    <div className="insp-row" role="toolbar" aria-label="Inspection actions">
      {hasOriginal ? (
        <div className="insp-segments" role="group" aria-label="Report shown">
          <Button variant={showOriginal ? 'outline' : 'solid'} colorPalette="brand" aria-pressed={!showOriginal} onClick={() => onToggle(false)}>
            Approved Inspection
          </Button>
          <Button variant={showOriginal ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={showOriginal} onClick={() => onToggle(true)}>
            Original Inspection
          </Button>
        </div>
      ) : null}
      {hasOriginal ? changes : null}
      <Button ref={addDamageRef} colorPalette="brand" onClick={onAddDamage} disabled={!canEdit} aria-describedby={blocked}>
        Add Damage
      </Button>
      {deleteEnabled ? (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)} disabled={!canEdit} aria-describedby={blocked}>
          Delete Inspection
        </Button>
      ) : null}
      <PrintLink vehicleId={vehicleId} reportId={reportId} exclude={false} onPrint={onPrint}>
        Print
      </PrintLink>
      <PrintLink vehicleId={vehicleId} reportId={reportId} exclude onPrint={onPrint}>
        Print Dealer Copy
      </PrintLink>
      {delivery}
      {confirmDelete ? (
        <ConfirmDialog
          open
          title="Delete Inspection?"
          confirmLabel="Delete"
          danger
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false);
            onDelete();
          }}
        >
          The inspection report of this vehicle and its damages will be deleted. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
