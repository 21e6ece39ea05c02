/**
 * The dialog of one record opened from a row or a card (a log, a Flumbus message, a job's
 * schedule log): a title, an optional line saying which record it is, the content in
 * sections, the record's own actions beside Close. It scrolls inside (the page stays put),
 * traps the focus, closes on Escape or the corner button, and gives the focus back to the
 * control that opened it. Mount it to open it; `onClose` unmounts it.
 */
import { Dialog } from '@/components/ui/dialog';
import './record-dialog.css';
import type { ReactNode } from 'react';

export interface RecordDialogProps {
  title: string;
  /** Which record: "API log 29051 · GET /v3/util/vehicles". */
  description?: string;
  onClose: () => void;
  /** The record's own actions, before Close (Retry…). */
  actions?: ReactNode;
  children: ReactNode;
  /**
   * Where the focus starts (default: the first control). Given to the dialog's own focus
   * trap: a focus moved from an effect instead would race the trap, which moves the focus
   * once it has activated, a frame or more later on a busy machine.
   */
  initialFocusEl?: () => HTMLElement | null;
}

export function RecordDialog({ title, description, onClose, actions, children, initialFocusEl }: RecordDialogProps) {
  return (
    <Dialog
      title={title}
      description={description}
      onClose={onClose}
      size="xl"
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={initialFocusEl}
      footer={actions}
      closeButton
      cornerClose
    >
      <div className="lc-record">{children}</div>
    </Dialog>
  );
}
