/**
 * A modal dialog of the inspection screen with no Chakra: the browser's own `<dialog>`, opened
 * with `show()` while it is mounted, over a backdrop that takes every tap meant for the page.
 * Not `showModal()`: making the page inert restyles every element of it, 50-280 ms at 4x CPU
 * on a report of fifteen damages, more than the whole budget of the tap that opens it (issue
 * 13: 100 ms). So the dialog does what a modal dialog must itself, as Chakra's does: it says
 * it is modal (`aria-modal`), keeps the focus inside (Tab wraps, focus that leaves is brought
 * back) and turns Escape into the caller's `onClose`. The title names it; the focus starts on
 * `initialFocus` (else on the first control) and goes back to what had it when the dialog
 * closes. Its body scrolls under a header and a footer that stay in view. Styles: plain-dialog.css.
 */
import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import './inspection.css';
import './plain-dialog.css';
import { CloseButton } from '@/components/ui/button';

const focusable =
  'button:not(:disabled), [href], select:not(:disabled), textarea:not(:disabled), input:not([type=hidden], [hidden], :disabled), [tabindex]:not([tabindex="-1"])';
const firstControl =
  '.plain-dialog-body :is(button, [href], select, textarea, input:not([type=hidden], [hidden]), [tabindex]:not([tabindex="-1"])):not(:disabled), .plain-dialog-footer button:not(:disabled)';

export interface PlainDialogProps {
  title: ReactNode;
  /** `alertdialog` for a question that must be answered before going on. */
  role?: 'dialog' | 'alertdialog';
  /** Escape, the close button: the caller unmounts the dialog (or not, to keep it open). */
  onClose: () => void;
  /** What has the focus when it opens; by default the first control of the body. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The buttons under the body, always in view. */
  footer?: ReactNode;
  /** `wide`: a form (full-screen-ish on a narrow tablet); `narrow`: a question. */
  size?: 'narrow' | 'wide';
  /** The corner's close button (the name it is found by); none when not given. */
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

export function PlainDialog({ title, role = 'dialog', onClose, initialFocus, footer, size = 'narrow', closeLabel, className, children }: PlainDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose, read by the listeners, so that a new function each render does not reopen anything.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.show();
    // Chrome would focus the scrolling body itself (a scroller is focusable): start on a control.
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>(firstControl))?.focus();
    // Escape: the caller decides (a form may not close while saving). Tab wraps inside the dialog.
    const keydown = (event: KeyboardEvent) => {
      // Keys in a question asked over this dialog (drawn inside it) are that question's.
      if (event.target instanceof Element && event.target.closest('dialog, [role="dialog"], [role="alertdialog"]') !== dialog) return;
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((element) => element.offsetParent !== null);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that reaches the page behind (a click on the backdrop cannot, a screen reader's
    // cursor might) comes back; a question asked over this dialog is drawn inside it (confirm-dialog.tsx).
    const focusin = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) (dialog.querySelector<HTMLElement>(firstControl) ?? dialog).focus();
    };
    dialog.addEventListener('keydown', keydown);
    document.addEventListener('focusin', focusin);
    return () => {
      dialog.removeEventListener('keydown', keydown);
      document.removeEventListener('focusin', focusin);
      if (dialog.open) dialog.close();
      // The focus goes back to the button that opened it, when that is still on the page.
      if (opener?.isConnected && (document.activeElement === document.body || dialog.contains(document.activeElement))) opener.focus();
    };
  }, [initialFocus]);

  return (
    <>
      <div className="plain-dialog-backdrop" aria-hidden="true" />
      <dialog
        ref={ref}
        role={role === 'alertdialog' ? 'alertdialog' : undefined}
        aria-modal="true"
        aria-labelledby={titleId}
        className={['plain-dialog', 'insp-dialog', className].filter(Boolean).join(' ')}
        data-size={size}
      >
        <h2 id={titleId} className="plain-dialog-title insp-h2">
          {title}
        </h2>
        <div className="plain-dialog-body">{children}</div>
        {footer ? <div className="plain-dialog-footer">{footer}</div> : null}
        {closeLabel ? <CloseButton className="plain-dialog-close" aria-label={closeLabel} onClick={() => onCloseRef.current()} /> : null}
      </dialog>
    </>
  );
}
