/**
 * A modal dialog of the inspection screen with no Chakra: the browser's own `<dialog>`, opened
 * with `showModal()` while it is mounted. The browser puts it in the top layer, makes the page
 * behind it inert (the focus stays inside) and turns Escape into a `cancel` event, which is
 * the caller's `onClose`. The title names it; the focus starts on `initialFocus` (else on the
 * first control) and goes back to what had it when the dialog closes. Its body scrolls under
 * a header and a footer that stay in view. Styles: plain-dialog.css.
 */
import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import './inspection.css';
import './plain-dialog.css';

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
    // Before the first paint: the dialog is never seen outside the top layer.
    if (!dialog.open) dialog.showModal();
    // Chrome would focus the scrolling body itself (a scroller is focusable): start on a control.
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>(firstControl))?.focus();
    // Escape: the caller decides (a form may not close while saving). The browser may skip `cancel`
    // (Escape pressed twice with no other input) and close at once: that is a close request too.
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const closed = () => onCloseRef.current();
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      // The focus goes back to the button that opened it, when that is still on the page.
      if (opener?.isConnected && (document.activeElement === document.body || dialog.contains(document.activeElement))) opener.focus();
    };
  }, [initialFocus]);

  return (
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
      {closeLabel ? (
        <button type="button" className="insp-button plain-dialog-close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      ) : null}
    </dialog>
  );
}
