/**
 * The kit's drawer (ADR 0080): a panel that slides over the page from its start edge, with a title
 * and a close button on top, over a dimmed page that a tap closes. The shell's menu on a tablet in
 * portrait. Drawn with static CSS (drawer.css) on the browser's `<dialog>`; what it does as a
 * modal panel (focus, Escape, the page held still) is modal.ts's, shared with the kit's dialog.
 */
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './button';
import { useModal, useModalHost } from './modal';
import './dialog.css';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the drawer (and shows on top). */
  title: ReactNode;
  /** The close button's name ("Close menu"). */
  closeLabel: string;
  children: ReactNode;
  /** The caller's measures (the shell's drawer width). */
  className?: string;
}

export function Drawer({ open, ...props }: DrawerProps) {
  return open ? <OpenDrawer {...props} /> : null;
}

function OpenDrawer({ onClose, title, closeLabel, children, className }: Omit<DrawerProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const host = useModalHost();
  const close = useModal(ref, { onClose });
  return createPortal(
    <>
      <div className="lc-dialog-backdrop" aria-hidden="true" onClick={close} />
      <dialog ref={ref} data-modal="" aria-modal="true" aria-labelledby={titleId} role="dialog" className={className ? `lc-drawer ${className}` : 'lc-drawer'}>
        <div className="lc-drawer-header">
          <div id={titleId} className="lc-drawer-title">
            {title}
          </div>
          <CloseButton className="lc-drawer-close" aria-label={closeLabel} onClick={close} />
        </div>
        <div className="lc-drawer-body">{children}</div>
      </dialog>
    </>,
    host,
  );
}
