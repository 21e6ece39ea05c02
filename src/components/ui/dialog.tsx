/**
 * The kit's dialog (ADR 0079, ADR 0080): the one dialog of the console, on desk screens and on
 * the inspector's alike. A title (and a line saying what it is about), the content, and the
 * buttons at the bottom, over a dimmed page. Drawn with static CSS (dialog.css) on the browser's
 * own `<dialog>`, so a screen that opens one needs no Chakra.
 *
 * What it does as a modal panel (the focus kept inside, Escape, the page behind held still, a
 * dialog asked over another drawn inside it) is modal.ts's, shared with the kit's drawer.
 */
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal, useModalHost } from './modal';
import './dialog.css';
import { Button, CloseButton } from './button';

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
  const host = useModalHost();
  const close = useModal(ref, { onClose, initialFocusEl });

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
      <div className="lc-dialog-body" data-modal-content="">
        {children}
      </div>
      {footer || closeButton ? (
        <div className="lc-dialog-footer" data-modal-content="">
          {footer}
          {closeButton ? (
            <Button variant="outline" onClick={close}>
              Close
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );

  return createPortal(
    <>
      <div className="lc-dialog-backdrop" aria-hidden="true" onClick={closeOnInteractOutside ? close : undefined} />
      <dialog
        ref={ref}
        role={role}
        data-modal=""
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
        {cornerClose ? <CloseButton className="lc-dialog-close" onClick={close} /> : null}
      </dialog>
    </>,
    host,
  );
}
