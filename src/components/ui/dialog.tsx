/**
 * The kit's dialog (ADR 0079, ADR 0080): the one dialog of the console, on desk screens and on
 * the inspector's alike. A title (and a line saying what it is about), the content, and the
 * buttons at the bottom, over a dimmed page. Drawn with static CSS (dialog.css) on the browser's
 * own `<dialog>`, so a screen that opens one needs no Chakra.
 *
 * Opened with `show()`, not `showModal()`: making the page inert restyles every element of it,
 * 50-280 ms at 4x CPU on a report of fifteen damages, more than the whole budget of the tap that
 * opens it (issue 13: 100 ms). So the dialog does what a modal dialog must itself: it says it is
 * modal (`aria-modal`), keeps the focus inside (Tab wraps, focus that leaves is brought back),
 * turns Escape into `onClose`, keeps the page behind from scrolling, starts the focus on
 * `initialFocusEl` (else the first control) and gives it back to what had it when it closes.
 *
 * A dialog opened while another is open (the damage dialog asks "Approve Inspection?" on Save)
 * is drawn inside that one, which keeps the focus inside itself; the keys typed in it are its own.
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import '@/components/plain-button.css';
import './dialog.css';

export interface DialogProps {
  title: ReactNode;
  /** Which record or what about: "API log 29051 · GET /v3/util/vehicles". */
  description?: ReactNode;
  children: ReactNode;
  /** The dialog's own buttons at the bottom (before Close, with `closeButton`); always in view. */
  footer?: ReactNode;
  /** A Close button ends the footer; it closes as Escape does. */
  closeButton?: boolean;
  /** The × in the corner, named Close. */
  cornerClose?: boolean;
  /** Mount it to open it (the default), or say. */
  open?: boolean;
  onClose: () => void;
  /** Chakra's widths: xs 24rem, sm 28rem, md 32rem (the default), lg 42rem, xl 56rem. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** `top` (the default): 4rem below the top; `center`: in the middle. */
  placement?: 'top' | 'center';
  /** `inside`: the body scrolls under a header and a footer that stay put; `outside` (the default): the whole dialog scrolls. */
  scrollBehavior?: 'inside' | 'outside';
  /** `alertdialog`: a question the user must answer. */
  role?: 'dialog' | 'alertdialog';
  /** Where the focus starts (default: the first control of the body, else of the footer). */
  initialFocusEl?: () => HTMLElement | null;
  /** A tap beside it closes it (the default); a form says no, so that nothing typed is lost. */
  closeOnInteractOutside?: boolean;
  /** The content is a form: Enter submits it, as the footer's submit button does. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The caller's layout of the content (the damage dialog's). */
  className?: string;
}

const focusable =
  'button:not(:disabled), [href], select:not(:disabled), textarea:not(:disabled), input:not([type=hidden], [hidden], :disabled), [tabindex]:not([tabindex="-1"])';
const firstControl = ['.lc-dialog-body', '.lc-dialog-footer']
  .map((part) => `${part} :is(button, [href], select, textarea, input:not([type=hidden], [hidden]), [tabindex]:not([tabindex="-1"])):not(:disabled)`)
  .join(', ');

/** The open dialog a new one is drawn inside, else the body. */
function hostOfNewDialog(): HTMLElement {
  const open = document.querySelectorAll<HTMLElement>('dialog.lc-dialog[open]');
  return open.length > 0 ? open[open.length - 1]! : document.body;
}

/** How many dialogs keep the page behind from scrolling. */
let scrollLocks = 0;

function lockPageScroll(): () => void {
  scrollLocks += 1;
  if (scrollLocks === 1) document.documentElement.dataset.dialogOpen = '';
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) delete document.documentElement.dataset.dialogOpen;
  };
}

export function Dialog({ open = true, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title,
  description,
  children,
  footer,
  closeButton,
  cornerClose,
  onClose,
  size = 'md',
  placement = 'top',
  scrollBehavior = 'outside',
  role = 'dialog',
  initialFocusEl,
  closeOnInteractOutside = true,
  onSubmit,
  className,
}: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [host] = useState(hostOfNewDialog);
  // The latest callbacks, read by the listeners: a new function each render reopens nothing.
  const latest = useRef({ onClose, initialFocusEl });
  useLayoutEffect(() => {
    latest.current = { onClose, initialFocusEl };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.show();
    const unlock = lockPageScroll();
    // Chrome would focus the scrolling body itself (a scroller is focusable): start on a control.
    (latest.current.initialFocusEl?.() ?? dialog.querySelector<HTMLElement>(firstControl) ?? dialog).focus();
    const keydown = (event: KeyboardEvent) => {
      // Keys in a dialog opened over this one (drawn inside it) are that dialog's.
      if (event.target instanceof Element && event.target.closest('dialog') !== dialog) return;
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        latest.current.onClose();
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
    // Focus that reaches the page behind (a click on the backdrop cannot, a screen reader's cursor might) comes back.
    const focusin = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) (dialog.querySelector<HTMLElement>(firstControl) ?? dialog).focus();
    };
    dialog.addEventListener('keydown', keydown);
    document.addEventListener('focusin', focusin);
    return () => {
      dialog.removeEventListener('keydown', keydown);
      document.removeEventListener('focusin', focusin);
      unlock();
      if (dialog.open) dialog.close();
      // The focus goes back to the button that opened it, when that is still on the page.
      if (opener?.isConnected && (document.activeElement === document.body || dialog.contains(document.activeElement))) opener.focus();
    };
  }, []);

  const parts = (
    <>
      <div className="lc-dialog-header">
        <h2 id={titleId} className="lc-dialog-title">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="lc-dialog-description">
            {description}
          </p>
        ) : null}
      </div>
      <div className="lc-dialog-body">{children}</div>
      {footer || closeButton ? (
        <div className="lc-dialog-footer">
          {footer}
          {closeButton ? (
            <button type="button" className="lc-button" onClick={() => latest.current.onClose()}>
              Close
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );

  return createPortal(
    <>
      <div className="lc-dialog-backdrop" aria-hidden="true" onClick={closeOnInteractOutside ? () => latest.current.onClose() : undefined} />
      <dialog
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={className ? `lc-dialog ${className}` : 'lc-dialog'}
        data-size={size}
        data-placement={placement}
        data-scroll={scrollBehavior}
        data-corner-close={cornerClose ? '' : undefined}
      >
        {/* A form inside the dialog, not as it: a form may not take the dialog role. Its boxes lay out as the dialog's own. */}
        {onSubmit ? (
          <form className="lc-dialog-form" onSubmit={onSubmit} noValidate>
            {parts}
          </form>
        ) : (
          parts
        )}
        {cornerClose ? (
          <button type="button" className="lc-button lc-dialog-close" data-variant="ghost" aria-label="Close" onClick={() => latest.current.onClose()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        ) : null}
      </dialog>
    </>,
    host,
  );
}
