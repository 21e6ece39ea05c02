/**
 * A question the user must answer before something that cannot be undone (discarding a
 * queued change, signing out with changes unsent). The safe choice has the focus.
 *
 * Asked while a native modal `<dialog>` is open (the inspection screen's damage dialog asks
 * "Approve Inspection?" on Save), it is drawn inside that dialog, which keeps the focus
 * inside itself: a question portalled to the body could not be answered.
 */
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMemo, useRef, useState, type ReactNode } from 'react';

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
  // Where it was opened stays its place until it opens again: it closes (and animates out) there.
  const [asked, setAsked] = useState<{ open: boolean; host: HTMLElement | null }>({ open: false, host: null });
  if (asked.open !== open) setAsked({ open, host: open ? document.querySelector<HTMLElement>('dialog[open][aria-modal="true"]') : asked.host });
  const host = useMemo(() => ({ current: asked.host }), [asked.host]);
  return (
    <Dialog
      title={title}
      open={open}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      onClose={onCancel}
      container={host}
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
