/**
 * A question the user must answer before something that cannot be undone (discarding a
 * queued change, signing out with changes unsent). The safe choice has the focus.
 *
 * Asked while a dialog is open (the inspection screen's damage dialog asks "Approve
 * Inspection?" on Save), it is drawn inside that dialog (the kit's dialog does that).
 */
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Colours the confirm button as destructive. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', danger, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={title}
      open={open}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      onClose={onCancel}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button colorPalette={danger ? 'red' : 'brand'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
