/**
 * The frame of a form in a dialog (the configuration dialogs, a dealer rep): a title, the form's fields, the server's refusal
 * (everything typed stays), and Cancel / the action. Submitting with Enter works like the
 * action button; a dialog closes only by Cancel, Escape or a success: a tap beside it (easy on
 * a tablet) does not throw away what was typed.
 */
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  children: ReactNode;
  actionLabel: string;
  /** The action is allowed (something to send, nothing to fix, a connection). */
  canSubmit: boolean;
  pending: boolean;
  /** The server's refusal of the last attempt (or why the dialog cannot work), shown as a danger alert. */
  problem: string | null;
  onSubmit: () => void;
  onClose: () => void;
}

export function FormDialog({ title, children, actionLabel, canSubmit, pending, problem, onSubmit, onClose }: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !pending) onSubmit();
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeOnInteractOutside={false}
      size="md"
      placement="center"
      onSubmit={submit}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" disabled={!canSubmit} loading={pending} loadingText="Saving…">
            {actionLabel}
          </Button>
        </>
      }
    >
      <div className="lc-dialog-stack">
        {children}
        {problem ? (
          <Notice status="error" variant="surface">
            {problem}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}
