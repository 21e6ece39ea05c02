/**
 * The report's actions (spec 02): the Approved/Original toggle once an approved report exists,
 * Add Damage, Delete Inspection (where the site allows it, after a question), Print (the
 * printable report of the report shown) and Inspection Delivery Options (`delivery`,
 * delivery-options.tsx). A control that cannot be used says why (`describedBy`, the read-only note).
 */
import { Button, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';

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
  onDelete: () => void;
  /** The Inspection Delivery Options control. */
  delivery: ReactNode;
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
  onDelete,
  delivery,
}: ReportToolbarProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <Flex gap="2" wrap="wrap" align="center" role="toolbar" aria-label="Inspection actions">
      {hasOriginal ? (
        <Flex role="group" aria-label="Report shown" gap="0">
          <Button
            minH="44px"
            borderEndRadius="0"
            variant={showOriginal ? 'outline' : 'solid'}
            colorPalette="brand"
            aria-pressed={!showOriginal}
            onClick={() => onToggle(false)}
          >
            Approved Inspection
          </Button>
          <Button
            minH="44px"
            borderStartRadius="0"
            variant={showOriginal ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={showOriginal}
            onClick={() => onToggle(true)}
          >
            Original Inspection
          </Button>
        </Flex>
      ) : null}
      <Button minH="44px" colorPalette="brand" onClick={onAddDamage} disabled={!canEdit} aria-describedby={canEdit ? undefined : describedBy}>
        Add Damage
      </Button>
      {deleteEnabled ? (
        <Button
          minH="44px"
          variant="outline"
          colorPalette="red"
          onClick={() => setConfirmDelete(true)}
          disabled={!canEdit}
          aria-describedby={canEdit ? undefined : describedBy}
        >
          Delete Inspection
        </Button>
      ) : null}
      <Button asChild minH="44px" variant="outline" colorPalette="brand">
        <Link to="/vehicles/$vehicleId/inspections/print/$reportId" params={{ vehicleId, reportId }}>
          Print
        </Link>
      </Button>
      {delivery}
      <ConfirmDialog
        open={confirmDelete}
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
    </Flex>
  );
}
